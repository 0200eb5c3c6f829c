import type { CreateIntentRequest, CreateIntentResponse } from '../../../../contract/payments';
import { postOnce } from '../../../api/post-once';

/** POST /payments/create-intent (docs/product.md §7): a hold for a group, a charge for a solo buy. */
export async function createPaymentIntent(
  request: CreateIntentRequest,
): Promise<CreateIntentResponse['data']> {
  const body = await postOnce<CreateIntentResponse>('payments/create-intent', request);
  if (!body.success || !body.data?.paymentIntentId) throw new Error('No payment intent');
  return body.data;
}
