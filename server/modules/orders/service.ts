import { and, eq, inArray } from 'drizzle-orm';
import type { Order } from '../../../contract/orders.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { ServerKeys } from '../../adapters/secrets.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { orderFilterStatuses } from '../../domain/order-status.ts';
import type { OrderFilter } from '../../domain/order-status.ts';
import { notFound } from '../../http/errors.ts';
import type { Refusable } from '../../http/idempotency.ts';
import { orderMailTexts, orderOfLink } from '../alerts/service.ts';
import { readOrders } from './order-view.ts';
import { orderTexts } from './texts.ts';

export { readOrders };
export { orderTexts };

/**
 * What My Orders needs of the group engine: its transaction, and the cancel of a reservation in
 * it. Given by the app, so this module and the groups module never import each other.
 */
type Reservations = {
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  cancelOrder(tx: Db, userId: number, orderId: number): Promise<Refusable<Order>>;
};

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService({
  db,
  clock,
  groups,
  keys,
}: {
  db: Db;
  clock: Clock;
  groups: Reservations;
  keys: () => Promise<ServerKeys>;
}) {
  return {
    /** The shopper's orders, newest first, optionally one My Orders tab. */
    list(userId: number, filter: OrderFilter | undefined): Promise<Order[]> {
      const mine = eq(orders.userId, userId);
      return readOrders(
        db,
        filter ? and(mine, inArray(orders.status, orderFilterStatuses[filter])) : mine,
        clock.now(),
      );
    },

    /** One of the shopper's own orders; anyone else's is not found. */
    async get(userId: number, orderId: number): Promise<Order> {
      const [order] = await readOrders(
        db,
        and(eq(orders.id, orderId), eq(orders.userId, userId)),
        clock.now(),
      );
      if (!order) throw notFound(orderTexts.orderNotFound);
      return order;
    },

    /**
     * The order a guest's signed link names, without an account: only while it still carries
     * the address the link was made for.
     */
    async byLink(token: string): Promise<Order> {
      const { orderId, email } = await orderOfLink(keys, token);
      const [order] = await readOrders(
        db,
        and(eq(orders.id, orderId), eq(orders.buyerEmail, email)),
        clock.now(),
      );
      if (!order) throw notFound(orderMailTexts.invalidOrderLink);
      return order;
    },

    /** Opens the transaction a cancel runs in; listings refresh once it commits. */
    transaction: groups.transaction,

    /** Cancels a pending reservation in the caller's transaction (see `transaction`). */
    cancel: groups.cancelOrder,
  };
}
