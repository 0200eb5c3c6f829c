import { subscribeTexts } from '../texts';
import { LINK_RESET_MS } from '../use-link-action';
import { linkActionHook } from './link-call';

/** SPEC 9: the unsubscribe address resets to / this long after opening. */
export const UNSUBSCRIBE_RESET_MS = LINK_RESET_MS;

/** GET /subscribed-users/unsubscribe/{token}. SPEC 8: the server's message, or 'Failed to unsubscribe'. */
export const useUnsubscribe = linkActionHook(
  'get',
  'subscribed-users/unsubscribe',
  subscribeTexts.failedToUnsubscribe,
);
