import { subscribeTexts } from '../texts';
import { LINK_RESET_MS } from '../use-link-action';
import { linkCall } from './link-call';

/** The unsubscribe address resets to / this long after the shopper pressed Unsubscribe. */
export const UNSUBSCRIBE_RESET_MS = LINK_RESET_MS;

/**
 * POST /subscribed-users/unsubscribe/{token}, made when the shopper presses Unsubscribe: the
 * server's message, or 'Failed to unsubscribe'.
 */
export const unsubscribe = (token: string): Promise<void> =>
  linkCall(
    `subscribed-users/unsubscribe/${encodeURIComponent(token)}`,
    subscribeTexts.failedToUnsubscribe,
  );
