import type { ConfirmPaymentResponse } from '../../../../contract/payments';
import { postOnce } from '../../../api/post-once';

/** POST /payments/confirm: the state of an intent after the bank's confirmation step. */
export async function confirmPayment(
  paymentIntentId: string,
  paymentMethodId: string,
): Promise<ConfirmPaymentResponse['data']> {
  const body = await postOnce<ConfirmPaymentResponse>('payments/confirm', {
    paymentIntentId,
    paymentMethodId,
  });
  return body.data;
}
