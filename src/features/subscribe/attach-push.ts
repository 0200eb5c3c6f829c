import type { PushSubscriptionBody } from '../../../contract/alerts';
import { savePushSubscription } from './api/push-subscription';
import { workerRegistration } from './push-support';

/**
 * Gives the browser's push subscription to the shopper who just signed in on it. The server keeps
 * a subscription under the sign-in it was saved with, and logging out stops it (a shared phone
 * never shows the last shopper's order alerts); the next sign-in saves it again, with its keys as
 * proof it is this browser's, so the new shopper's order alerts reach the phone. Nothing happens
 * where alerts were never allowed or the browser holds no subscription.
 */
export async function attachPushToSignIn(): Promise<void> {
  if (!('Notification' in globalThis) || Notification.permission !== 'granted') return;
  if (!('serviceWorker' in navigator)) return;
  const subscription = await (await workerRegistration())?.pushManager.getSubscription();
  if (!subscription) return;
  await savePushSubscription(subscription.toJSON() as PushSubscriptionBody, null);
}
