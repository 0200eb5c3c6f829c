import { and, eq, inArray } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { nextOrderStatus, statusesAllowing } from '../../domain/order-status.ts';
import { notifyBuyer } from '../alerts/service.ts';
import { consoleTexts } from './console-texts.ts';
import { releaseHold } from './holds.ts';
import { lockOrderWithTitle } from './locked-order.ts';
import { releaseUnits } from './reservations.ts';

export type PlaceCancelOutcome =
  /** `releasedUnits`: the order's units went back to its group, which is still filling. */
  | { kind: 'cancelled'; status: string; releasedUnits: boolean }
  /** Cancelled before, by this same action: nothing written again, nobody told twice. */
  | { kind: 'already-cancelled'; reason: string }
  | { kind: 'not-found' }
  | { kind: 'refused'; status: string };

/**
 * Ends one member's place in their group, in the caller's transaction, while their order waits
 * for a card fix (docs/decisions/0042): the order is cancelled with the operator's reason, its
 * hold released, and the shopper told why. It ends as the payment window's end would: units held
 * in a group still filling go back so the others can fill it; a filled group stays filled and its
 * other members' charges stand. The order row is locked first, so a second click, a retry, the
 * window's job or the shopper's own fix take turns with it, and only the first one acts.
 */
export async function cancelPlace(
  tx: Db,
  jobs: JobQueue,
  orderId: number,
  reason: string,
  now: Date,
): Promise<PlaceCancelOutcome> {
  const row = await lockOrderWithTitle(tx, orderId);
  if (!row) return { kind: 'not-found' };
  const { order, title } = row;
  if (order.status === 'cancelled' && order.cancelReason !== null)
    return { kind: 'already-cancelled', reason: order.cancelReason };
  if (order.orderType !== 'group' || order.status !== 'payment_action_required')
    return { kind: 'refused', status: order.status };

  const releasedUnits =
    order.batchId !== null && (await releaseUnits(tx, order.batchId, order.quantity));
  const [cancelled] = await tx
    .update(orders)
    .set({
      status: nextOrderStatus('group', 'payment_action_required', 'place_cancelled'),
      cancelReason: reason,
      paymentDueAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, statusesAllowing('group', 'place_cancelled')),
      ),
    )
    .returning({ status: orders.status });
  if (!cancelled) throw new Error(`order ${orderId} moved on while locked for its cancellation`);
  if (order.paymentIntentId) await releaseHold(tx, jobs, order.paymentIntentId, 'place cancelled');
  await notifyBuyer(
    tx,
    jobs,
    { orderId, userId: order.userId, buyerEmail: order.buyerEmail },
    { ...consoleTexts.placeCancelled(title, reason), url: '/orders' },
    now,
  );
  return { kind: 'cancelled', status: cancelled.status, releasedUnits };
}
