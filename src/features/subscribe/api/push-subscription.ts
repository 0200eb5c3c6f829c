import type {
  PushSubscriptionBody,
  SavePushSubscriptionRequest,
} from '../../../../contract/alerts';
import type { ConfigResponse } from '../../../../contract/system';
import { api, toastPolicy } from '../../../api/client';

/** GET /config: the server's VAPID public key, or null when it cannot send pushes. */
export async function getVapidPublicKey(): Promise<string | null> {
  const config = await api
    .get('config', { context: toastPolicy({ errors: false }) })
    .json<ConfigResponse>();
  return config.data.vapidPublicKey;
}

/**
 * POST /push/subscriptions: this browser's subscription, for the signed-in shopper (the client
 * adds the bearer) or, for a visitor, the subscriber e-mail. The box shows the outcome itself.
 */
export async function savePushSubscription(
  subscription: PushSubscriptionBody,
  email: string | null,
): Promise<void> {
  const body: SavePushSubscriptionRequest = { subscription, categories: [] };
  if (email !== null) body.email = email;
  await api.post('push/subscriptions', {
    json: body,
    context: toastPolicy({ errors: false, success: false }),
  });
}

/**
 * DELETE /push/subscriptions: the server forgets this browser's subscription; its auth key proves
 * the request is this browser's.
 */
export async function deletePushSubscription(endpoint: string, auth: string | null): Promise<void> {
  await api.delete('push/subscriptions', {
    json: auth === null ? { endpoint } : { endpoint, auth },
    context: toastPolicy({ errors: false, success: false }),
  });
}
