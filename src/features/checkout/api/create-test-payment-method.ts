import type {
  CreateTestPaymentMethodRequest,
  PaymentMethod,
  PaymentMethodResponse,
} from '../../../../contract/payments';
import { api, toastPolicy } from '../../../api/client';

/** POST /payments/test/payment-methods: the test provider's stand-in for Stripe.js. */
export async function createTestPaymentMethod(
  request: CreateTestPaymentMethodRequest,
): Promise<PaymentMethod> {
  const body = await api
    .post('payments/test/payment-methods', {
      json: request,
      retry: 0,
      context: toastPolicy({ errors: false, success: false }),
    })
    .json<PaymentMethodResponse>();
  return body.data;
}
