/**
 * When a card stops working, for both sides: the card form refuses an expired card before it
 * is sent, and the test payment provider declines one the same way. Free of zod, so the PWA can
 * import it.
 */

/** The card network's words, as Stripe says them. */
export const EXPIRED_CARD_MESSAGE = 'Your card has expired.';

/** A card is good until the last moment of its expiry month (UTC). */
export function cardHasExpired(expMonth: number, expYear: number, now: Date): boolean {
  return now.getTime() >= Date.UTC(expYear, expMonth, 1);
}
