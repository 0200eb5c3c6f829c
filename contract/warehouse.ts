import type { z } from 'zod';
import { storedText } from './common.ts';
import { adminOrdersQuery } from './admin-console.ts';
import { isKnownTimeZone } from './profile.ts';

/**
 * The orders export's columns: what a warehouse needs to pack, address and ship an order
 * without opening the console. Amounts are dollars with two decimals; times are ISO 8601 on the
 * operator's clock with its offset (docs/decisions/0038).
 */
export const ORDERS_EXPORT_COLUMNS = [
  'order_number',
  'placed_at',
  'order_type',
  'status',
  'buyer_name',
  'buyer_email',
  'buyer_phone',
  'ship_to_name',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'postal_code',
  'country',
  'product',
  'deal_title',
  'variations',
  'quantity',
  'unit_price',
  'total',
  'paid',
  'refunded',
  'carrier',
  'tracking_number',
  'shipped_at',
] as const;

const TIME_ZONE_MESSAGE = 'must be a time zone name such as America/New_York';

/**
 * GET /admin/orders/export.csv: the orders list's filters (every page), and the time zone its
 * times are written in (an IANA name; UTC without one). The console sends the operator's own.
 */
export const ordersExportQuery = adminOrdersQuery.omit({ page: true }).extend({
  tz: storedText({ error: TIME_ZONE_MESSAGE })
    .max(64, TIME_ZONE_MESSAGE)
    .refine(isKnownTimeZone, TIME_ZONE_MESSAGE)
    .optional(),
});
export type OrdersExportQuery = z.infer<typeof ordersExportQuery>;
