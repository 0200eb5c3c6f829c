import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PushSubscriptionBody } from '../../../contract/alerts';
import { usePageSettled } from '../../lib/page-settled';
import {
  deletePushSubscription,
  getVapidPublicKey,
  savePushSubscription,
} from './api/push-subscription';
import {
  needsHomeScreenFirst,
  pushSupported,
  vapidKeyBytes,
  workerRegistration,
} from './push-support';
import { dealAlertTexts } from './texts';

export type DealAlertState =
  'checking' | 'off' | 'busy' | 'on' | 'blocked' | 'unsupported' | 'ios-home-screen';

/** What the browser allows does not change while the page is open. */
function neverChanges(): () => void {
  return () => {};
}

/** What this browser allows before anything is asked: read once the page runs in the browser. */
function browserState(): DealAlertState {
  if (needsHomeScreenFirst()) return 'ios-home-screen';
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return 'checking';
}

export interface DealAlerts {
  state: DealAlertState;
  /** Why the last enable or disable did not work, for the box to show. */
  problem: string | null;
  /** Asks for permission (only ever from a tap), subscribes and tells the server. */
  enable: (email: string | null) => Promise<void>;
  disable: () => Promise<void>;
}

/**
 * The 'Enable deal alerts' switch of this browser. On load it only looks whether a push
 * subscription already exists; permission is asked for in `enable`, after the shopper's tap.
 */
export function useDealAlerts(): DealAlerts {
  // The server cannot know the browser, so its page (and hydration) shows 'checking'; the
  // browser's own state follows right after, without a hydration mismatch.
  const allowed = useSyncExternalStore(neverChanges, browserState, () => 'checking' as const);
  const [found, setState] = useState<DealAlertState | null>(null);
  const state = found ?? allowed;
  const [problem, setProblem] = useState<string | null>(null);

  // The check asks the browser for the worker: on a server-rendered page, not before it settled.
  const settled = usePageSettled();

  useEffect(() => {
    if (state !== 'checking' || !settled) return undefined;
    let live = true;
    void (async () => {
      const registration = await workerRegistration();
      const existing = await registration?.pushManager.getSubscription();
      if (live) setState(existing ? 'on' : 'off');
    })().catch(() => {
      if (live) setState('off');
    });
    return () => {
      live = false;
    };
  }, [state, settled]);

  async function enable(email: string | null) {
    setProblem(null);
    setState('busy');
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') {
        setState('blocked');
        return;
      }
      if (permission !== 'granted') {
        setState('off');
        return;
      }
      const [registration, key] = await Promise.all([workerRegistration(), getVapidPublicKey()]);
      if (!registration || !key) {
        setProblem(dealAlertTexts.unavailable);
        setState('off');
        return;
      }
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
      setState('on');
    } catch {
      setProblem(dealAlertTexts.failed);
      setState('off');
    }
  }

  async function disable() {
    setProblem(null);
    setState('busy');
    try {
      const registration = await workerRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        const { keys } = subscription.toJSON();
        await deletePushSubscription(subscription.endpoint, keys?.auth ?? null);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setProblem(dealAlertTexts.disableFailed);
      setState('on');
    }
  }

  return { state, problem, enable, disable };
}
