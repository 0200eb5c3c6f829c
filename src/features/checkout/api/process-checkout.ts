import { postOnce } from '../../../api/post-once';
import type { CheckoutRequest, CheckoutResponse, CheckoutResult } from '../types';

/**
 * POST /checkout/process (docs/product.md §7) with docs/product.md §3's checkout request. The server is idempotent on
 * the intent, but the screen decides when to try again.
 */
export async function processCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
  const body = await postOnce<CheckoutResponse>('checkout/process', request);
  if (!body.success || !body.data) throw new Error('Checkout was not processed');
  return body.data;
}
