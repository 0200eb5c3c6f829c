import { and, eq, inArray } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { batches, deals, orders } from '../../db/schema.ts';
import { effectiveDealStatus } from '../../domain/deal-progress.ts';
import { statusesAllowing } from '../../domain/order-status.ts';
import { notifyBuyer } from '../alerts/service.ts';
import { consoleTexts } from './console-texts.ts';
import { releaseHold } from './holds.ts';
import { giveBackStock, takeStock } from './stock.ts';

export type GroupCancelOutcome =
  | { kind: 'cancelled'; dealId: number; cancelledOrderIds: number[]; nextGroupId: number | null }
  | { kind: 'not-found' }
  | { kind: 'refused'; message: string };

/**
 * Cancels an open group in the caller's transaction, all or nothing: the batch ends (expired,
 * with when and why), every member's reservation is cancelled, every hold is queued for release
 * through the release-hold job, and each member is told why by the alerts module (push and
 * e-mail as they allow). A deal still active opens a fresh group at once. The batch row is
 * locked first, so no join can reserve in it meanwhile and a group that filled is refused.
 */
export async function cancelGroup(
  tx: Db,
  jobs: JobQueue,
  batchId: number,
  reason: string,
  now: Date,
): Promise<GroupCancelOutcome> {
  const [batch] = await tx.select().from(batches).where(eq(batches.id, batchId)).for('update');
  if (!batch) return { kind: 'not-found' };
  if (batch.status !== 'open')
    return { kind: 'refused', message: consoleTexts.groupNotOpen(batch.status) };
  const [deal] = await tx.select().from(deals).where(eq(deals.id, batch.dealId));
  if (!deal) throw new Error(`deal ${batch.dealId} of batch ${batchId} is gone`);
  await tx
    .update(batches)
    .set({ status: 'expired', cancelledAt: now, cancelReason: reason })
    .where(eq(batches.id, batchId));
  const cancelled = await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(orders.batchId, batchId),
        inArray(orders.status, statusesAllowing('group', 'group_cancelled')),
      ),
    )
    .returning({
      id: orders.id,
      userId: orders.userId,
      buyerEmail: orders.buyerEmail,
      intentId: orders.paymentIntentId,
    });
  for (const member of cancelled) {
    if (member.intentId) await releaseHold(tx, jobs, member.intentId, 'group cancelled');
    await notifyBuyer(
      tx,
      jobs,
      { orderId: member.id, userId: member.userId, buyerEmail: member.buyerEmail },
      { ...consoleTexts.groupCancelled(deal.title, reason), url: '/orders' },
      now,
    );
  }
  // The cancelled group's units go back; a fresh one opens only on stock it can set aside
  // (docs/decisions/0037-stock-set-aside-by-the-group.md).
  await giveBackStock(tx, deal.id, batch.size);
  let nextGroupId: number | null = null;
  if (
    effectiveDealStatus(deal.status, deal.expiryDate, now) === 'active' &&
    (await takeStock(tx, deal.id, deal.totalUnitsNeeded))
  ) {
    const [opened] = await tx
      .insert(batches)
      .values({ dealId: deal.id, size: deal.totalUnitsNeeded, status: 'open', createdAt: now })
      .returning({ id: batches.id });
    nextGroupId = opened?.id ?? null;
  }
  return {
    kind: 'cancelled',
    dealId: deal.id,
    cancelledOrderIds: cancelled.map((member) => member.id),
    nextGroupId,
  };
}
