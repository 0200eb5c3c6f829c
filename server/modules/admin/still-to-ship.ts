import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { orderStatusChanges, orders, shipments } from '../../db/schema.ts';
import { orderFilterStatuses, shippingSteps } from '../../domain/order-status.ts';
import type { OrderType } from '../../domain/order-status.ts';

const everyStatus = Object.values(orderFilterStatuses).flat();

/** The statuses an order of `type` can still ship from (its payment taken, not wholly returned). */
const shippableStatuses = (type: OrderType) =>
  everyStatus.filter((status) => shippingSteps(type, status) !== null);

const shippableNow = (type: OrderType) =>
  and(eq(orders.orderType, type), inArray(orders.status, shippableStatuses(type)));

/**
 * The orders still to ship, whatever part of their money went back: paid, not wholly refunded,
 * and never shipped. A refund replaces the status that said where fulfilment stood
 * ('partially_refunded' is both an unshipped and a shipped order), so the order's own record
 * decides: no parcel recorded, and its timeline never reached fulfilled (an order marked
 * fulfilled by a step, without a parcel, went out too)
 * (docs/decisions/0027-unfulfilled-from-order-record.md).
 */
export function stillToShip(): SQL | undefined {
  return and(
    or(shippableNow('group'), shippableNow('solo')),
    sql`not exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id})`,
    sql`not exists (
      select 1 from ${orderStatusChanges}
      where ${orderStatusChanges.orderId} = ${orders.id} and ${orderStatusChanges.toStatus} = 'fulfilled'
    )`,
  );
}
