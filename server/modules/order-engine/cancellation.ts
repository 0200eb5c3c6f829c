import { and, eq, inArray, sql } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { batches, orders } from '../../db/schema.ts';
import { isCancellable, nextOrderStatus, statusesAllowing } from '../../domain/order-status.ts';
import type { OrderStatus } from '../../domain/order-status.ts';
import { releaseHold } from './holds.ts';
import { releaseUnits } from './reservations.ts';

export type CancelOutcome =
  { kind: 'cancelled' } | { kind: 'not-cancellable'; status: string } | { kind: 'group-filled' };

/**
 * Ends one pending reservation in the caller's transaction: the order cancelled, its units back
 * in the still-open batch and its hold queued for release, all or nothing. A reservation whose
 * group has filled meanwhile is being charged and stays as it is. The caller locks the order row.
 */
export async function cancelReservation(
  tx: Db,
  jobs: JobQueue,
  order: typeof orders.$inferSelect,
  now: Date,
): Promise<CancelOutcome> {
  if (order.orderType !== 'group' || !isCancellable(order.status as OrderStatus))
    return { kind: 'not-cancellable', status: order.status };
  if (order.batchId === null || !(await releaseUnits(tx, order.batchId, order.quantity)))
    return { kind: 'group-filled' };
  const [cancelled] = await tx
    .update(orders)
    .set({ status: nextOrderStatus('group', 'pending_charge', 'cancel'), updatedAt: now })
    .where(
      and(eq(orders.id, order.id), inArray(orders.status, statusesAllowing('group', 'cancel'))),
    )
    .returning({ id: orders.id });
  if (!cancelled) {
    // The order moved on since the caller read it: its units were not this cancellation's to give.
    await tx
      .update(batches)
      .set({ reservedUnits: sql`${batches.reservedUnits} + ${order.quantity}` })
      .where(eq(batches.id, order.batchId));
    return { kind: 'not-cancellable', status: 'no longer pending' };
  }
  if (order.paymentIntentId) await releaseHold(tx, jobs, order.paymentIntentId, 'cancelled');
  return { kind: 'cancelled' };
}
