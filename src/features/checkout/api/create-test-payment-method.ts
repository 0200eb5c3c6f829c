import type {
  CreateTestPaymentMethodRequest,
  PaymentMethod,
  PaymentMethodResponse,
} from '../../../../contract/payments';
import { postOnce } from '../../../api/post-once';

/** POST /payments/test/payment-methods: the test provider's stand-in for Stripe.js. */
export async function createTestPaymentMethod(
  request: CreateTestPaymentMethodRequest,
): Promise<PaymentMethod> {
  const body = await postOnce<PaymentMethodResponse>('payments/test/payment-methods', request);
  return body.data;
}
