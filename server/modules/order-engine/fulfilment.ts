import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FulfilmentEvent } from '../../../contract/admin.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { nextOrderStatus, statusesAllowing, transitionRefusal } from '../../domain/order-status.ts';
import type { OrderStatus } from '../../domain/order-status.ts';
import { notifyBuyer } from '../alerts/service.ts';
import { queueReceipt, receiptUrlOf } from './receipt-queue.ts';
import { fulfilmentNotices } from './texts.ts';
import { lockOrderWithTitle } from './locked-order.ts';

export type AdvanceOutcome =
  | { kind: 'advanced'; status: OrderStatus }
  | { kind: 'not-found' }
  | { kind: 'refused'; message: string }
  | { kind: 'changed' };

/**
 * Moves an order one fulfilment step along its type's state machine in the caller's
 * transaction; a step the machine refuses changes nothing. The buyer hears about shipping and
 * delivery (a guest by e-mail), and a fulfilled order has its receipt queued (once per order).
 */
export async function advanceFulfilment(
  tx: Db,
  jobs: JobQueue,
  orderId: number,
  event: FulfilmentEvent,
  now: Date,
): Promise<AdvanceOutcome> {
  const row = await lockOrderWithTitle(tx, orderId);
  if (!row) return { kind: 'not-found' };
  const { orderType, userId, buyerEmail } = row.order;
  const status = row.order.status as OrderStatus;
  if (!statusesAllowing(orderType, event).includes(status))
    return { kind: 'refused', message: transitionRefusal(orderType, status, event) };
  const next = nextOrderStatus(orderType, status, event);
  const [moved] = await tx
    .update(orders)
    .set({ status: next, updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, status),
        inArray(orders.status, statusesAllowing(orderType, event)),
      ),
    )
    .returning({ id: orders.id });
  if (!moved) return { kind: 'changed' };
  const notice = fulfilmentNotices[event];
  if (notice) {
    const buyer = { orderId, userId, buyerEmail };
    await notifyBuyer(tx, jobs, buyer, { ...notice(row.title), url: '/orders' }, now);
  }
  if (event === 'fulfil') await queueReceipt(tx, jobs, orderId);
  return { kind: 'advanced', status: next };
}

/** Guest checkouts of this e-mail become the account's orders, in the sign-in's transaction. */
export async function linkGuestOrders(tx: Db, userId: number, email: string, now: Date) {
  await tx
    .update(orders)
    .set({ userId, updatedAt: now })
    .where(and(eq(orders.buyerEmail, email), isNull(orders.userId)));
}

/** Points the order at its receipt once the receipt is stored, in the storing transaction. */
export async function linkReceipt(tx: Db, orderId: number) {
  await tx
    .update(orders)
    .set({ receiptUrl: receiptUrlOf(orderId) })
    .where(and(eq(orders.id, orderId), isNull(orders.receiptUrl)));
}
