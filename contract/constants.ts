/**
 * Values both sides need at run time, kept free of zod so the PWA can import them without
 * carrying the validation library into its bundle. The zod modules of this folder build their
 * schemas from these; the PWA and the tests import them from here instead of retyping them.
 */

/** docs/product.md §5: the favourite categories a shopper may pick on the profile. */
export const FAVOURITE_CATEGORIES = [
  'Electronics',
  'Fashion',
  'Food & Drink',
  'Sports',
  'Beauty',
  'Home & Living',
] as const;

/** The profile's length limits: the form stops typing where the server would refuse. */
export const NAME_MAX_LENGTH = 50;
export const PHONE_MAX_LENGTH = 20;
/** The earliest birthday the profile accepts (YYYY-MM-DD); anything before is a typo. */
export const EARLIEST_BIRTHDAY = '1900-01-01';

/** docs/product.md §8's answers of the API that My Orders shows as they are. */
export const orderAnswerTexts = {
  cancelled: 'Order cancelled successfully',
} as const;

/** docs/product.md §9: shipping is free. The checkout shows it and sends it; the server checks it. */
export const SHIPPING_CENTS = 0;

/** docs/product.md §5's checkout texts for a missing or invalid field, the same in the form and the API. */
export const checkoutFieldTexts = {
  fullName: 'Full name is required',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  addressLine1: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
  payment: 'Please validate your payment method',
  terms: 'You must agree to the terms',
  phoneInvalid: 'Please enter a valid phone number',
  zipCodeInvalid: 'Please enter a valid ZIP code',
} as const;

// The buyer form's formats: the checkout form checks each at its own step and the API
// (contract/checkout.ts) refuses the same, so a mistake is shown where it was made.

/** The shape of an e-mail address, as zod's `z.regexes.email` has it. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** A phone number: digits with spaces, + ( ) - . as people write them; empty is none. */
export const PHONE_PATTERN = /^(\+?[0-9 ().-]*[0-9][0-9 ().-]*)?$/;

/** Postal codes of the countries the checkout offers; another country's code is not checked. */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
};

/** True when `zipCode` has the shape of a postal code of `country` (or the country has none). */
export function isPostalCode(zipCode: string, country: string): boolean {
  const pattern = POSTAL_CODE_PATTERNS[country.toUpperCase()];
  return pattern ? pattern.test(zipCode.trim()) : true;
}

/** The longest text each buyer field takes: the form stops typing where the server would refuse. */
export const CHECKOUT_FIELD_MAX_LENGTHS = {
  fullName: 200,
  email: 254,
  phone: 40,
  addressLine1: 200,
  addressLine2: 200,
  city: 100,
  state: 100,
  zipCode: 20,
} as const;
