import type { AdminOrderListResponse, AdminOrdersQuery } from '../../../../contract/admin-console';
import { loadAdmin } from './load';

export type OrderPage = AdminOrderListResponse['data'];

/** GET /admin/orders: a page of orders by status, type and order number or e-mail. */
export function getOrders(
  query: Partial<AdminOrdersQuery>,
  signal?: AbortSignal,
): Promise<OrderPage> {
  return loadAdmin('admin/orders', { ...query }, signal);
}
