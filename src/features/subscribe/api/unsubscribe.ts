import type { SubscriptionResponse } from '../../../../contract/alerts';
import { api, serverMessage, toastPolicy } from '../../../api/client';
import { showToast } from '../../../lib/toast';
import { subscribeTexts } from '../texts';
import { LINK_RESET_MS, useLinkAction } from '../use-link-action';

/** SPEC 9: the unsubscribe address resets to / this long after opening. */
export const UNSUBSCRIBE_RESET_MS = LINK_RESET_MS;

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

/** Runs the unsubscription of `token` once, then `onDone` after SPEC's 2 s. */
export function useUnsubscribe(token: string, onDone: () => void): void {
  useLinkAction(token, unsubscribe, onDone);
}
