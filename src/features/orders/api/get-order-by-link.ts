import type { Order, OrderResponse } from '../../../../contract/orders';
import { api, toastPolicy } from '../../../api/client';

/**
 * GET /order-links/{token}: the order a guest's confirmation mail links to, without an
 * account; the screen shows its own failure panel.
 */
export async function getOrderByLink(token: string, signal?: AbortSignal): Promise<Order> {
  const body = await api
    .get(`order-links/${encodeURIComponent(token)}`, {
      signal,
      context: toastPolicy({ errors: false }),
    })
    .json<OrderResponse>();
  return body.data;
}
