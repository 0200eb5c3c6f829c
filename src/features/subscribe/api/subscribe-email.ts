import type { SubscribeEmailRequest, SubscriptionResponse } from '../../../../contract/alerts';
import { api, toastPolicy } from '../../../api/client';

/**
 * POST /subscribed-users/subscribeemail. docs/product.md §8 exempts it from the client's success toast: the
 * form shows the server's message itself. A repeat subscription is a success too.
 */
export async function subscribeEmail(email: string): Promise<string> {
  const body: SubscribeEmailRequest = { email_id: email };
  const response = await api
    .post('subscribed-users/subscribeemail', {
      json: body,
      context: toastPolicy({ success: false }),
    })
    .json<SubscriptionResponse>();
  return response.message;
}
