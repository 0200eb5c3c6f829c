import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deals, orders } from '../../db/schema.ts';

/**
 * An order with its deal's title, locked for the rest of the caller's transaction: the first step
 * of every operator action on one order (fulfilment, shipping, a refund), so two of them on the
 * same order take turns. Undefined when there is no such order.
 */
export async function lockOrderWithTitle(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ order: orders, title: deals.title })
    .from(orders)
    .innerJoin(deals, eq(deals.id, orders.dealId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row;
}
