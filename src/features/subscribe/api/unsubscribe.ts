import { useEffect, useEffectEvent, useRef } from 'react';
import type { SubscriptionResponse } from '../../../../contract/alerts';
import { api, serverMessage, toastPolicy } from '../../../api/client';
import { showToast } from '../../../lib/toast';
import { subscribeTexts } from '../texts';

/** SPEC 9: the unsubscribe address resets to / this long after opening. */
export const UNSUBSCRIBE_RESET_MS = 2_000;

/**
 * GET /subscribed-users/unsubscribe/{token}. SPEC 8: the server's message, or 'Failed to
 * unsubscribe'; the client's own toasts stay out of it.
 */
export async function unsubscribe(token: string): Promise<void> {
  try {
    const response = await api
      .get(`subscribed-users/unsubscribe/${encodeURIComponent(token)}`, {
        context: toastPolicy({ errors: false, success: false }),
        retry: 0,
      })
      .json<SubscriptionResponse>();
    showToast(response.message, 'success');
  } catch (error) {
    showToast(serverMessage(error) ?? subscribeTexts.failedToUnsubscribe, 'error');
  }
}

/**
 * Runs the unsubscription of `token` once per mount (StrictMode's second effect run included)
 * and calls `onDone` after SPEC's 2 s, whether it worked or not.
 */
export function useUnsubscribe(token: string, onDone: () => void): void {
  const started = useRef<string | null>(null);
  const finish = useEffectEvent(onDone);
  useEffect(() => {
    if (started.current !== token) {
      started.current = token;
      void unsubscribe(token);
    }
    const timer = setTimeout(() => finish(), UNSUBSCRIBE_RESET_MS);
    return () => clearTimeout(timer);
  }, [token]);
}
