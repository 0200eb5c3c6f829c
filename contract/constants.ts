/**
 * Values both sides need at run time, kept free of zod so the PWA can import them without
 * carrying the validation library into its bundle. The zod modules of this folder build their
 * schemas from these; the PWA and the tests import them from here instead of retyping them.
 */

/** SPEC 5: the favourite categories a shopper may pick on the profile. */
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

/** SPEC 9: shipping is free. The checkout shows it and sends it; the server checks it. */
export const SHIPPING_CENTS = 0;

/** SPEC 5's checkout texts for a missing or invalid field, the same in the form and the API. */
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
} as const;
