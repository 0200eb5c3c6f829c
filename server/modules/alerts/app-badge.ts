import { and, count, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batches, orders, users } from '../../db/schema.ts';
import type { OrderStatus } from '../../domain/order-status.ts';

/** A card to fix: the shopper must act before the payment window ends. */
const PAYMENT_TO_FIX: OrderStatus = 'payment_action_required';

/** What a member's order can be once their group completed and their card was charged. */
const CHARGED_IN_A_COMPLETED_GROUP: OrderStatus[] = [
  'charged_awaiting_fulfillment',
  'waiting_for_fulfillment',
  'fulfilled',
  'delivered',
  'completed',
  'partially_refunded',
  'refunded',
];

/**
 * The number on the shopper's app icon: their orders whose payment needs fixing, and their
 * groups that completed since they last opened My Orders (every one, if they never have). An
 * order counts once, so a completed group whose charge failed counts as the payment to fix.
 */
export async function appBadgeCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(batches, eq(batches.id, orders.batchId))
    .where(
      and(
        eq(orders.userId, userId),
        or(
          eq(orders.status, PAYMENT_TO_FIX),
          and(
            inArray(orders.status, CHARGED_IN_A_COMPLETED_GROUP),
            eq(orders.orderType, 'group'),
            or(isNull(users.ordersSeenAt), gt(batches.filledAt, users.ordersSeenAt)),
          ),
        ),
      ),
    );
  return row?.count ?? 0;
}

/** Notes that the shopper looked at My Orders now: the groups completed so far stop counting. */
export async function markOrdersSeen(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ ordersSeenAt: now }).where(eq(users.id, userId));
}
