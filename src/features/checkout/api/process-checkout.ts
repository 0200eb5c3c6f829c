import { api, toastPolicy } from '../../../api/client';
import type { CheckoutRequest, CheckoutResponse, CheckoutResult } from '../types';

/** POST /checkout/process (SPEC 7) with SPEC 3's checkout request. */
export async function processCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
  const body = await api
    .post('checkout/process', {
      json: request,
      // The server is idempotent on the intent, but the screen decides when to try again.
      retry: 0,
      context: toastPolicy({ errors: false, success: false }),
    })
    .json<CheckoutResponse>();
  if (!body.success || !body.data) throw new Error('Checkout was not processed');
  return body.data;
}
