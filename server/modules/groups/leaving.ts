import { and, eq } from 'drizzle-orm';
import type { Order } from '../../../contract/orders.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Refusable } from '../../http/idempotency.ts';
import { orderTexts, readOrders } from '../orders/service.ts';
import { cancelReservations } from '../order-engine/service.ts';
import type { GroupsDeps } from './groups-deps.ts';
import { groupTexts } from './texts.ts';

/**
 * Ends every pending reservation of the shopper in the deal, in the caller's transaction:
 * units and holds released, nothing charged; the cancelled orders' ids. What the caller
 * records in `tx` (the answer to an Idempotency-Key) commits with the cancellations or not
 * at all. Refused, with nothing written, when one of them can no longer be cancelled.
 */
export async function leave(
  { clock, jobs }: GroupsDeps,
  tx: Db,
  userId: number,
  dealId: number,
): Promise<Refusable<number[]>> {
  const pending = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.dealId, dealId),
        // A solo buy is briefly pending while its capture runs; it is not a reservation to leave.
        eq(orders.orderType, 'group'),
        eq(orders.status, 'pending_charge'),
      ),
    )
    .for('update');
  if (pending.length === 0) throw notFound(groupTexts.notInDeal);
  const cancelled = await cancelInTransaction(jobs, tx, pending, clock.now());
  return cancelled.ok ? { ok: true, value: pending.map((order) => order.id) } : cancelled;
}

/**
 * Cancels one of the shopper's pending reservations in the caller's transaction; anything
 * else is refused with the reason, nothing written. Answers the order as it is left.
 */
export async function cancelOrder(
  { clock, jobs }: GroupsDeps,
  tx: Db,
  userId: number,
  orderId: number,
): Promise<Refusable<Order>> {
  const now = clock.now();
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw notFound(orderTexts.orderNotFound);
  const refused = await cancelInTransaction(jobs, tx, [order], now);
  if (!refused.ok) return refused;
  const [cancelled] = await readOrders(tx, eq(orders.id, orderId), now);
  if (!cancelled) throw new Error(`order ${orderId} vanished`);
  return { ok: true, value: cancelled };
}

/** Ends the reservations in `tx`, all or none; the shopper's words for a refusal. */
async function cancelInTransaction(
  jobs: JobQueue,
  tx: Db,
  reservations: (typeof orders.$inferSelect)[],
  now: Date,
): Promise<Refusable<null>> {
  const outcome = await cancelReservations(tx, jobs, reservations, now);
  if (outcome.kind === 'not-cancellable')
    return { ok: false, message: groupTexts.notCancellable(outcome.status) };
  if (outcome.kind === 'group-filled') return { ok: false, message: groupTexts.groupFilled };
  return { ok: true, value: null };
}
