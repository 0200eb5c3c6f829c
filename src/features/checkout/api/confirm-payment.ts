import type { ConfirmPaymentResponse } from '../../../../contract/payments';
import { api, toastPolicy } from '../../../api/client';

/** POST /payments/confirm: the state of an intent after the bank's confirmation step. */
export async function confirmPayment(
  paymentIntentId: string,
  paymentMethodId: string,
): Promise<ConfirmPaymentResponse['data']> {
  const body = await api
    .post('payments/confirm', {
      json: { paymentIntentId, paymentMethodId },
      retry: 0,
      context: toastPolicy({ errors: false, success: false }),
    })
    .json<ConfirmPaymentResponse>();
  return body.data;
}
