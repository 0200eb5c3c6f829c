import type { SubscriptionResponse } from '../../../../contract/alerts';
import { api, serverMessage, toastPolicy } from '../../../api/client';
import { showToast } from '../../../lib/toast';
import { subscribeTexts } from '../texts';
import { useLinkAction } from '../use-link-action';

/**
 * POST /subscribed-users/confirm/{token}: the double opt-in. A POST, so a mail scanner that
 * fetches the link's page without running it confirms nothing. The server's message, or
 * 'Failed to confirm…'; the client's own toasts stay out of it.
 */
export async function confirmSubscription(token: string): Promise<void> {
  try {
    const response = await api
      .post(`subscribed-users/confirm/${encodeURIComponent(token)}`, {
        context: toastPolicy({ errors: false, success: false }),
        retry: 0,
      })
      .json<SubscriptionResponse>();
    showToast(response.message, 'success');
  } catch (error) {
    showToast(serverMessage(error) ?? subscribeTexts.failedToConfirm, 'error');
  }
}

/** Runs the confirmation of `token` once, then `onDone` after 2 s, as the unsubscribe link does. */
export function useConfirmSubscription(token: string, onDone: () => void): void {
  useLinkAction(token, confirmSubscription, onDone);
}
