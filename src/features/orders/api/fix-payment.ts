import type { FixPaymentResponse, Order, OrderResponse } from '../../../../contract/orders';
import { api, toastPolicy } from '../../../api/client';
import { postOnce } from '../../../api/post-once';

/** GET /orders/{id}: one of the shopper's orders; the screen shows its own failure panel. */
export async function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  const body = await api
    .get(`orders/${orderId}`, { signal, context: toastPolicy({ errors: false }) })
    .json<OrderResponse>();
  return body.data;
}

/**
 * POST /orders/{id}/payment: pays an order whose payment needs action with a new card, or with
 * the payment its bank asked the shopper to confirm (`confirmedIntentId`). Never retried by the
 * client: the server makes a repeat harmless, but a refusal must be read first.
 */
export async function fixPayment(
  orderId: number,
  paymentMethodId: string,
  confirmedIntentId?: string,
): Promise<FixPaymentResponse> {
  return postOnce<FixPaymentResponse>(`orders/${orderId}/payment`, {
    paymentMethodId,
    ...(confirmedIntentId ? { paymentIntentId: confirmedIntentId } : {}),
  });
}
