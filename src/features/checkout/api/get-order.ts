import type { Order, OrderResponse } from '../../../../contract/orders';
import { api, toastPolicy } from '../../../api/client';

/**
 * GET /orders/{id}: the order as it stands now, for the confirmation page. Only ever a background
 * refresh of what is already on screen, so a failure stays quiet: the saved record remains.
 */
export async function getConfirmedOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  const body = await api
    .get(`orders/${orderId}`, { signal, context: toastPolicy({ errors: false }) })
    .json<OrderResponse>();
  return body.data;
}
