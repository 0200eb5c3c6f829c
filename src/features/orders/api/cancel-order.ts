import { useState } from 'react';
import type { CancelOrderResponse, Order } from '../../../../contract/orders';
import { api, isUnauthorized, toastPolicy } from '../../../api/client';
import { oneShopperAction } from '../../../api/idempotency';
import { showToast } from '../../../lib/toast';
import { orderTexts } from '../texts';

/**
 * POST /orders/cancel {batch_reservation_id}: ends a pending group reservation (units and hold
 * released, nothing charged). docs/product.md §8's own texts replace the general toasts. One call is one
 * shopper action: its retry carries the same key, so the server cancels once and answers the same.
 */
export async function cancelOrder(batchReservationId: number): Promise<Order> {
  const body = await api
    .post('orders/cancel', {
      json: { batch_reservation_id: batchReservationId },
      context: toastPolicy({ errors: false, success: false }),
      ...oneShopperAction(),
    })
    .json<CancelOrderResponse>();
  return body.data;
}

/**
 * Cancels and says how it went ('Order cancelled successfully' / 'Failed to cancel order').
 * `onSettled` runs either way: after a refusal the order has usually moved on (its group
 * filled, it expired), and the refreshed list shows how.
 */
export function useCancelOrder(onSettled: () => void) {
  const [pending, setPending] = useState(false);

  async function cancel(batchReservationId: number): Promise<boolean> {
    setPending(true);
    try {
      await cancelOrder(batchReservationId);
      showToast(orderTexts.cancelled, 'success');
      return true;
    } catch (error) {
      if (!isUnauthorized(error)) showToast(orderTexts.failedToCancel, 'error');
      return false;
    } finally {
      setPending(false);
      onSettled();
    }
  }

  return { cancel, pending };
}
