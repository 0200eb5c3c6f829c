import type { AdminOrderDetail } from '../../../../contract/admin-console';
import { loadAdmin } from './load';

/** GET /admin/orders/{id}: the order page with its refunds, shipment and timeline. */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return loadAdmin(`admin/orders/${orderId}`, {}, signal);
}
