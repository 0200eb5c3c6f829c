import type { PaymentReminderResponse } from '../../../../contract/admin-console';
import { api } from '../../../api/client';
import { operatorAction } from './actions';

/**
 * POST /admin/orders/{id}/payment-reminder: the shopper gets the link to fix their card again;
 * answers when the next reminder may go.
 */
export async function remindToFixPayment(
  orderId: number,
): Promise<PaymentReminderResponse['data']> {
  const body = await api
    .post(`admin/orders/${orderId}/payment-reminder`, {
      ...operatorAction(),
      // A 429 here means "reminded within the hour": said at once, not waited out.
      retry: { limit: 1, methods: ['post'], statusCodes: [408, 502, 503, 504] },
    })
    .json<PaymentReminderResponse>();
  return body.data;
}
