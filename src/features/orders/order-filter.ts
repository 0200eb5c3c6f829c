import type { OrderListQuery } from '../../../contract/orders';

/** A My Orders tab other than All, as GET /orders' status filter names it. */
export type OrderFilter = Exclude<NonNullable<OrderListQuery['status']>, ''>;

/** GET /orders' status filters (contract/orders), one per My Orders tab besides All. */
const ORDER_FILTERS: readonly OrderFilter[] = [
  'reservation',
  'active_orders',
  'past_orders',
  'cancelled',
];

/** A tab from the address (?status=...): anything else is the All tab. */
export function parseOrderFilter(value: unknown): OrderFilter | undefined {
  return ORDER_FILTERS.find((filter) => filter === value);
}
