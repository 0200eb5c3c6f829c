import { asc, eq, inArray } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import {
  orders,
  paymentCaptures,
  pushSubscriptions,
  refunds,
  shipments,
  users,
} from '../../db/schema.ts';
import { releaseHold } from './holds.ts';
import { releaseUnits } from './reservations.ts';

/** What removing the demo data took away; all zero when there was none left. */
export type DemoRemoved = { shoppers: number; orders: number; unitsReleased: number };

/** Orders whose card is still held for them: their hold goes back when they go. */
export const HELD_STATUSES = ['pending_charge', 'payment_action_required'];

/**
 * Removes the demo shoppers and every order of theirs, in the caller's transaction
 * (docs/decisions/0043): units they hold in groups still filling go back, their holds are queued
 * for release, and their orders, captures and accounts are deleted. Real shoppers' orders are
 * not touched; a group a real shopper filled stays filled. The demo orders are locked first, so
 * a second removal running at once waits and then finds nothing: removing twice removes once.
 */
export async function removeDemoData(tx: Db, jobs: JobQueue): Promise<DemoRemoved> {
  const demo = await tx
    .select({ order: orders })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(users.isDemo, true))
    .orderBy(asc(orders.id))
    .for('update', { of: orders });
  let unitsReleased = 0;
  for (const { order } of demo) {
    if (!HELD_STATUSES.includes(order.status)) continue;
    if (order.batchId !== null && (await releaseUnits(tx, order.batchId, order.quantity)))
      unitsReleased += order.quantity;
    if (order.paymentIntentId) await releaseHold(tx, jobs, order.paymentIntentId, 'demo removed');
  }
  const orderIds = demo.map(({ order }) => order.id);
  if (orderIds.length > 0) {
    await tx.delete(paymentCaptures).where(inArray(paymentCaptures.orderId, orderIds));
    await tx.delete(refunds).where(inArray(refunds.orderId, orderIds));
    await tx.delete(shipments).where(inArray(shipments.orderId, orderIds));
    await tx.delete(orders).where(inArray(orders.id, orderIds));
  }
  const demoShoppers = tx.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
  await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.userId, demoShoppers));
  const shoppers = await tx.delete(users).where(eq(users.isDemo, true)).returning({ id: users.id });
  return { shoppers: shoppers.length, orders: orderIds.length, unitsReleased };
}
