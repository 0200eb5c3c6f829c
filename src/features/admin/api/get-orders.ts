import type { AdminOrderListResponse } from '../../../../contract/admin-console';
import type { ListSearch } from '../search-params';
import { loadAdmin } from './load';

export type OrderPage = AdminOrderListResponse['data'];

/**
 * GET /admin/orders: a page of orders by status, type and order number or e-mail. The address
 * is passed as it is: the server refuses a status or type it does not know.
 */
export function getOrders(filters: ListSearch<'orders'>, signal?: AbortSignal): Promise<OrderPage> {
  return loadAdmin('admin/orders', { ...filters }, signal);
}
