import type { PushSubscriptionBody } from '../../../contract/alerts';
import {
  deletePushSubscription,
  getVapidPublicKey,
  savePushSubscription,
} from './api/push-subscription';
import { vapidKeyBytes, workerRegistration } from './push-support';
import { dealAlertTexts } from './texts';

export type DealAlertState =
  'checking' | 'off' | 'busy' | 'on' | 'blocked' | 'unsupported' | 'ios-home-screen';

/** Where switching alerts on or off left them, and why not, when it failed. */
export interface DealAlertOutcome {
  state: DealAlertState;
  problem: string | null;
}

/** Asks for permission (only ever from a tap), subscribes and tells the server. */
export async function switchAlertsOn(email: string | null): Promise<DealAlertOutcome> {
  try {
    const permission = await Notification.requestPermission();
    if (permission === 'denied') return { state: 'blocked', problem: null };
    if (permission !== 'granted') return { state: 'off', problem: null };
    const [registration, key] = await Promise.all([workerRegistration(), getVapidPublicKey()]);
    if (!registration || !key) return { state: 'off', problem: dealAlertTexts.unavailable };
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: vapidKeyBytes(key),
    });
    try {
      await savePushSubscription(subscription.toJSON() as PushSubscriptionBody, email);
    } catch (error) {
      // A subscription the server does not know would never get an alert: drop it.
      await subscription.unsubscribe();
      throw error;
    }
    return { state: 'on', problem: null };
  } catch {
    return { state: 'off', problem: dealAlertTexts.failed };
  }
}

/** Tells the server to forget this browser's subscription, then drops it. */
export async function switchAlertsOff(): Promise<DealAlertOutcome> {
  try {
    const registration = await workerRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      const { keys } = subscription.toJSON();
      await deletePushSubscription(subscription.endpoint, keys?.auth ?? null);
      await subscription.unsubscribe();
    }
    return { state: 'off', problem: null };
  } catch {
    return { state: 'on', problem: dealAlertTexts.disableFailed };
  }
}
