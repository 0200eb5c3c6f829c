import type { CreateIntentRequest, CreateIntentResponse } from '../../../../contract/payments';
import { api, toastPolicy } from '../../../api/client';

/** POST /payments/create-intent (SPEC 7): a hold for a group, a charge for a solo buy. */
export async function createPaymentIntent(
  request: CreateIntentRequest,
): Promise<CreateIntentResponse['data']> {
  const body = await api
    .post('payments/create-intent', {
      json: request,
      // A payment is never repeated behind the shopper's back.
      retry: 0,
      context: toastPolicy({ errors: false, success: false }),
    })
    .json<CreateIntentResponse>();
  if (!body.success || !body.data?.paymentIntentId) throw new Error('No payment intent');
  return body.data;
}
