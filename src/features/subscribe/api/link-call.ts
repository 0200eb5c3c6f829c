import type { SubscriptionResponse } from '../../../../contract/alerts';
import { api, serverMessage, toastPolicy } from '../../../api/client';
import { showToast } from '../../../lib/toast';
import { useLinkAction } from '../use-link-action';

/**
 * Makes the call an e-mail link stands for (confirm, unsubscribe: a POST, so a mail scanner that
 * fetches the link's page changes nothing) and tells the shopper how it went: the server's
 * message, or `failedText` when it sent none. The client's own toasts stay out of it, and it is
 * not retried: the link's screen resets after 2 s anyway.
 */
export async function linkCall(path: string, failedText: string): Promise<void> {
  try {
    const response = await api
      .post(path, {
        context: toastPolicy({ errors: false, success: false }),
        retry: 0,
      })
      .json<SubscriptionResponse>();
    showToast(response.message, 'success');
  } catch (error) {
    showToast(serverMessage(error) ?? failedText, 'error');
  }
}

/**
 * The hook of an e-mail link's screen: makes the link's call (`base`/{token}) once, then calls
 * `onDone` after 2 s.
 */
export function linkActionHook(base: string, failedText: string) {
  const run = (token: string) => linkCall(`${base}/${encodeURIComponent(token)}`, failedText);
  return function useLinkCall(token: string, onDone: () => void): void {
    useLinkAction(token, run, onDone);
  };
}
