import { useEffect, useState, useSyncExternalStore } from 'react';
import { usePageSettled } from '../../lib/page-settled';
import {
  switchAlertsOff,
  switchAlertsOn,
  type DealAlertOutcome,
  type DealAlertState,
} from './deal-alert-switch';
import { needsHomeScreenFirst, pushSupported, workerRegistration } from './push-support';

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

  /** The switch is busy while `change` runs, then shows where it left the alerts. */
  async function flip(change: () => Promise<DealAlertOutcome>) {
    setProblem(null);
    setState('busy');
    const outcome = await change();
    setProblem(outcome.problem);
    setState(outcome.state);
  }

  return {
    state,
    problem,
    enable: (email) => flip(() => switchAlertsOn(email)),
    disable: () => flip(switchAlertsOff),
  };
}
