import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** An order's number as shoppers and operators read it: human-readable, and unique because the id is. */
export function orderNumberOf(orderId: number): string {
  return `BG-${String(orderId).padStart(7, '0')}`;
}

/** An id for an order about to be made: taken once per Idempotency-Key, so a retry makes the same order. */
export async function newOrderId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`nextval('orders_id_seq')::int` })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('no order id allocated');
  return row.id;
}
