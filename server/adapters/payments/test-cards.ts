import type { CardBehaviour } from '../../db/schema.ts';

/** Stripe's published test numbers and what each does; any other valid number succeeds. */
const knownCards: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_action',
  '4000000000000341': 'capture_fails',
};

export const testCardMessages: Record<Exclude<CardBehaviour, 'succeeds'>, string> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  requires_action: 'Your bank asks you to confirm this payment.',
  capture_fails: 'Your card was declined.',
};

// The card form refuses an expired card by the same rule and words.
export {
  EXPIRED_CARD_MESSAGE as expiredCardMessage,
  cardHasExpired as hasExpired,
} from '../../../contract/card-expiry.ts';

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('6')) return 'discover';
  return 'unknown';
}

export function cardBehaviour(digits: string): CardBehaviour {
  return knownCards[digits] ?? 'succeeds';
}
