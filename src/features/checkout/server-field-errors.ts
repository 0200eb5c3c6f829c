import { checkoutFieldTexts } from '../../../contract/constants';
import type { BuyerErrors } from './checkout-model';
import { checkoutTexts } from './texts';
import type { BuyerForm } from './types';

/**
 * The API names a refused field by its path ("Invalid field 'customerEmail': ..."), which means
 * nothing to a shopper. These map a refusal onto the form's own field and words.
 */

const FIELD_REFUSAL = /^Invalid field '([^']+)': (.*)$/s;

/** The last part of each path the checkout's calls may refuse, as the buyer field it came from. */
const BUYER_FIELDS: Record<string, keyof BuyerForm> = {
  customerEmail: 'email',
  email: 'email',
  fullName: 'fullName',
  customerName: 'fullName',
  name: 'fullName',
  phone: 'phone',
  addressLine1: 'addressLine1',
  line1: 'addressLine1',
  addressLine2: 'addressLine2',
  line2: 'addressLine2',
  city: 'city',
  state: 'state',
  zipCode: 'zipCode',
  postal_code: 'zipCode',
  country: 'country',
};

/** A field's words when the server's own are not a shopper's (a length, a shape). */
const BUYER_FALLBACK: Partial<Record<keyof BuyerForm, string>> = {
  email: checkoutFieldTexts.emailInvalid,
  phone: checkoutFieldTexts.phoneInvalid,
  zipCode: checkoutFieldTexts.zipCodeInvalid,
};

const SHOPPER_TEXTS = new Set<string>(Object.values(checkoutFieldTexts));

function refusalOf(message: string): { path: string; reason: string } | null {
  const match = FIELD_REFUSAL.exec(message.trim());
  return match ? { path: match[1] ?? '', reason: match[2] ?? '' } : null;
}

/** True when `message` names a field by its wire path: never shown as it is. */
export function isFieldRefusal(message: string): boolean {
  return refusalOf(message) !== null;
}

/** The buyer field a refusal is about, with the words to show under it; null for another field. */
export function buyerFieldErrorOf(message: string): BuyerErrors | null {
  const refusal = refusalOf(message);
  if (!refusal) return null;
  const field = BUYER_FIELDS[refusal.path.split('.').at(-1) ?? ''];
  if (!field || refusal.path.startsWith('card.')) return null;
  const words = SHOPPER_TEXTS.has(refusal.reason)
    ? refusal.reason
    : (BUYER_FALLBACK[field] ?? checkoutTexts.checkField(checkoutTexts[field]));
  return { [field]: words };
}

export interface CardErrors {
  number?: string;
  expiry?: string;
  cvc?: string;
}

const CARD_FIELDS: Record<string, keyof CardErrors> = {
  'card.number': 'number',
  'card.exp_month': 'expiry',
  'card.exp_year': 'expiry',
  'card.cvc': 'cvc',
};

const CARD_TEXTS: Record<keyof CardErrors, string> = {
  number: checkoutTexts.cardNumberInvalid,
  expiry: checkoutTexts.expiryInvalid,
  cvc: checkoutTexts.cvcInvalid,
};

/** The card field a refusal of the card step is about, in the card form's words. */
export function cardFieldErrorOf(message: string): CardErrors | null {
  const refusal = refusalOf(message);
  const field = refusal ? CARD_FIELDS[refusal.path] : undefined;
  return field ? { [field]: CARD_TEXTS[field] } : null;
}

/** What a shopper is told of a refusal no field of theirs explains (the cart, the payment). */
export function shopperMessageOf(message: string | null): string | null {
  if (message === null) return null;
  return isFieldRefusal(message) ? checkoutTexts.orderRefused : message;
}
