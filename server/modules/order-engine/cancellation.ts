import { and, eq, inArray } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { batches, orders } from '../../db/schema.ts';
import { isCancellable, nextOrderStatus, statusesAllowing } from '../../domain/order-status.ts';
import type { OrderStatus } from '../../domain/order-status.ts';
import { releaseHold } from './holds.ts';
import { releaseUnits } from './reservations.ts';

type Reservation = typeof orders.$inferSelect;

export type CancelOutcome =
  { kind: 'cancelled' } | { kind: 'not-cancellable'; status: string } | { kind: 'group-filled' };

/**
 * Ends pending reservations in the caller's transaction, all or none: each order cancelled, its
 * units back in its still-open batch and its hold queued for release. Every one is checked
 * before anything is written, with its batch locked, so a refusal (an order no longer pending,
 * a group that has filled and is being charged) leaves them all as they were and the caller has
 * nothing to undo. The caller locks the order rows.
 */
export async function cancelReservations(
  tx: Db,
  jobs: JobQueue,
  reservations: Reservation[],
  now: Date,
): Promise<CancelOutcome> {
  const refusal = await cancelRefusal(tx, reservations);
  if (refusal) return refusal;
  for (const order of reservations) await cancelLocked(tx, jobs, order, now);
  return { kind: 'cancelled' };
}

/** Why these reservations cannot all be cancelled; null when they can. Locks their batches. */
async function cancelRefusal(
  tx: Db,
  reservations: Reservation[],
): Promise<Exclude<CancelOutcome, { kind: 'cancelled' }> | null> {
  const refused = reservations.find(
    (order) => order.orderType !== 'group' || !isCancellable(order.status as OrderStatus),
  );
  if (refused) return { kind: 'not-cancellable', status: refused.status };
  const batchIds = [...new Set(reservations.map((order) => order.batchId))];
  const known = batchIds.filter((id): id is number => id !== null);
  if (known.length < batchIds.length) return { kind: 'group-filled' };
  const open = await tx
    .select({ id: batches.id })
    .from(batches)
    .where(and(inArray(batches.id, known), eq(batches.status, 'open')))
    .orderBy(batches.id)
    .for('update');
  return open.length === known.length ? null : { kind: 'group-filled' };
}

/** Cancels one reservation `cancelRefusal` passed; its order and batch are locked. */
async function cancelLocked(tx: Db, jobs: JobQueue, order: Reservation, now: Date) {
  if (order.batchId === null || !(await releaseUnits(tx, order.batchId, order.quantity)))
    throw new Error(`the open batch of order ${order.id} did not take its units back`);
  const [cancelled] = await tx
    .update(orders)
    .set({ status: nextOrderStatus('group', 'pending_charge', 'cancel'), updatedAt: now })
    .where(
      and(eq(orders.id, order.id), inArray(orders.status, statusesAllowing('group', 'cancel'))),
    )
    .returning({ id: orders.id });
  if (!cancelled) throw new Error(`order ${order.id} moved on while locked for its cancellation`);
  if (order.paymentIntentId) await releaseHold(tx, jobs, order.paymentIntentId, 'cancelled');
}
