import type { ConfigResponse } from '../../../../contract/system';
import { api, toastPolicy } from '../../../api/client';

export type PaymentConfig = Pick<
  ConfigResponse['data'],
  'paymentProvider' | 'stripePublishableKey'
>;

/** GET /config: which card provider is in force (the test provider or Stripe). */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  const body = await api
    .get('config', { signal, context: toastPolicy({ errors: false }) })
    .json<ConfigResponse>();
  return {
    paymentProvider: body.data.paymentProvider,
    stripePublishableKey: body.data.stripePublishableKey,
  };
}
