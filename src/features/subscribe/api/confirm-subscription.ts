import { subscribeTexts } from '../texts';
import { linkActionHook } from './link-call';

/**
 * POST /subscribed-users/confirm/{token}: the double opt-in. A POST, so a mail scanner that
 * fetches the link's page without running it confirms nothing. The server's message, or
 * 'Failed to confirm…'.
 */
export const useConfirmSubscription = linkActionHook(
  'subscribed-users/confirm',
  subscribeTexts.failedToConfirm,
);
