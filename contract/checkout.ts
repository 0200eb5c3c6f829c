/**
 * POST /checkout/process (docs/product.md §3 and §7), and the whole payment flow around it.
 *
 * The flow with either provider:
 * 1. Card step: a payment method (Stripe.js, or POST /payments/test/payment-methods).
 * 2. POST /payments/create-intent (contract/payments.ts) with the amount in cents and a fresh
 *    `idempotencyKey` for this checkout attempt. It places a hold and answers `status`:
 *    - 'requires_capture': go on to step 4;
 *    - 'requires_action': the bank wants the shopper to confirm (3-D Secure; the test card
 *      4000 0025 0000 3155). Step 3 first.
 *    A declined card is a 402 whose message is the card's ('Your card was declined.', 'Your card
 *    has insufficient funds.'): show it and keep the form.
 * 3. Only after 'requires_action': with Stripe, `stripe.handleNextAction({ clientSecret })`; with
 *    the test provider, a plainly labelled "Confirm with your bank" step. Then POST
 *    /payments/confirm { paymentIntentId, paymentMethodId }; 'requires_capture' means go on.
 * 4. POST /checkout/process with the request below and `paymentInfo.paymentIntentId`.
 *    - 200: the order (solo: charged now, status paid_awaiting_shipment; group: a reservation,
 *      status pending_charge, amountCharged 0, charged when the group fills).
 *    - 402 with `data.requiresAction` true: the intent still waits for the bank (step 3 was
 *      skipped or abandoned); do step 3 with `data.clientSecret`, then send the same request again.
 *    - 402 without data: the card was refused; no order, nothing reserved.
 *    - 400: a field is missing or wrong; the message names it and carries docs/product.md §5's text.
 *    - 409: the price, total or group changed (or the group has fewer units left): the message
 *      says what; the hold is released when the payment can no longer be used, so pay again.
 *
 * Sending the same request again with the same paymentIntentId (a double click, a retry after a
 * timeout) never makes a second order: it answers the first order's response.
 * A Bearer token is optional: a signed-in shopper's order is theirs, uses the account's e-mail
 * and saves the shipping address as their last address; a guest's order carries the e-mail
 * given and joins that account when someone signs in with it.
 */
import { z } from 'zod';
import { dealIdField, INT4_MAX, storedText, successBodyWithMessage, textUpTo } from './common.ts';
import {
  CHECKOUT_FIELD_MAX_LENGTHS as maxLength,
  checkoutFieldTexts,
  EMAIL_PATTERN,
  isPostalCode,
  PHONE_PATTERN,
} from './constants.ts';
import { groupMember, orderStatus } from './orders.ts';
import { orderType } from './payments.ts';

export { checkoutFieldTexts } from './constants.ts';

const required = (message: string, max = 200) =>
  storedText({ error: message })
    .trim()
    .min(1, message)
    .max(max, `must be at most ${max} characters`);

const email = required(checkoutFieldTexts.email, maxLength.email).regex(
  EMAIL_PATTERN,
  checkoutFieldTexts.emailInvalid,
);
const optionalText = (max: number) =>
  storedText({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional();

const phone = storedText({ error: 'must be text' })
  .trim()
  .max(maxLength.phone, `must be at most ${maxLength.phone} characters`)
  .regex(PHONE_PATTERN, checkoutFieldTexts.phoneInvalid)
  .nullable()
  .optional();

/** Dollars as a number, as docs/product.md §3 sends them. */
const dollars = z
  .number({ error: 'must be an amount in dollars' })
  .nonnegative('must not be negative')
  .max(10_000_000, 'is too large');

/** docs/product.md §3: one map of attribute -> option per unit, keyed unit_1, unit_2, ... */
export const keyedUnitVariants = z.record(
  storedText().max(20, 'must be at most 20 characters'),
  z.record(storedText().max(50, 'must be at most 50 characters'), textUpTo(100)),
  { error: 'must map unit_1, unit_2, ... to a map of attribute to option' },
);

export const cartItem = z
  .object({
    dealId: dealIdField,
    productName: textUpTo(300).optional(),
    quantity: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1_000, 'must be at most 1000'),
    pricePerUnit: dollars,
    variants: keyedUnitVariants.default({}),
    type: orderType,
    totalUnits: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .positive('must be positive')
      .max(INT4_MAX, 'is too large'),
  })
  .strict();

export const personalInfo = z
  .object({ fullName: required(checkoutFieldTexts.fullName, maxLength.fullName), email, phone })
  .strict();

export const shippingAddress = z
  .object({
    fullName: required(checkoutFieldTexts.fullName, maxLength.fullName),
    email,
    phone,
    addressLine1: required(checkoutFieldTexts.addressLine1, maxLength.addressLine1),
    addressLine2: optionalText(maxLength.addressLine2),
    city: required(checkoutFieldTexts.city, maxLength.city),
    state: required(checkoutFieldTexts.state, maxLength.state),
    zipCode: required(checkoutFieldTexts.zipCode, maxLength.zipCode),
    /** ISO 3166 two-letter code; docs/product.md §9's default is US. */
    country: storedText({ error: 'must be text' })
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
      .transform((code) => code.toUpperCase())
      .default('US'),
  })
  .strict()
  .refine((address) => isPostalCode(address.zipCode, address.country), {
    path: ['zipCode'],
    message: checkoutFieldTexts.zipCodeInvalid,
  });

export const paymentInfo = z
  .object({
    paymentMethodId: required(checkoutFieldTexts.payment),
    paymentIntentId: required(checkoutFieldTexts.payment),
    cardLast4: storedText({ error: 'must be text' })
      .regex(/^\d{4}$/, 'must be 4 digits')
      .optional(),
    cardBrand: textUpTo(30).optional(),
  })
  .strict();

/** docs/product.md §3's checkout request. Amounts are checked against the server's prices, never trusted. */
export const checkoutRequest = z
  .object({
    cartItems: z
      .array(cartItem)
      .min(1, 'must hold the deal to buy')
      .max(1, 'takes one deal per checkout'),
    orderType,
    personalInfo,
    shippingAddress,
    paymentInfo,
    totalAmount: dollars,
    shippingCost: dollars.default(0),
    agreedToTerms: z.literal(true, { error: checkoutFieldTexts.terms }),
  })
  .strict();
export type CheckoutRequest = z.infer<typeof checkoutRequest>;
export type CheckoutRequestInput = z.input<typeof checkoutRequest>;

export const checkoutItem = z.object({
  dealId: z.number(),
  /** Units reserved in the order's group so far (all of them for a solo buy). */
  unitsReserved: z.number(),
  totalUnitsNeeded: z.number(),
  progressPercentage: z.number(),
  /** When the deal, and so an unfilled group, expires; null for a solo buy. */
  expiresAt: z.string().nullable(),
  /** 0 for a solo buy. */
  expiryLeftHours: z.number(),
  /**
   * True once the order's group has every unit reserved: its charge is then under way. Always
   * sent by this server (as `members` is); optional so an answer from an older version still reads.
   */
  groupFilled: z.boolean().optional(),
  /** Who is in the order's group, by initials only, in the order they joined; empty for a solo buy. */
  members: z.array(groupMember).optional(),
});

/** docs/product.md §3's checkout response data, plus the order number a shopper quotes to support. */
export const checkoutResult = z.object({
  orderId: z.number(),
  orderNumber: z.string(),
  orderType,
  status: orderStatus,
  /** Dollars. */
  totalAmount: z.number(),
  /** Dollars charged so far: the total for a solo buy, 0 for a group until it fills. */
  amountCharged: z.number(),
  items: z.array(checkoutItem),
  /**
   * A solo buy: the expected delivery date, YYYY-MM-DD (a few business days after the charge).
   * A group: a sentence to show as is, since delivery starts when the group fills.
   */
  estimatedDelivery: z.string(),
  /** Null until the order ships; nothing ships at checkout. */
  trackingInfo: z
    .object({ carrier: z.string(), trackingNumber: z.string(), url: z.string().nullable() })
    .nullable(),
});
export type CheckoutResult = z.infer<typeof checkoutResult>;

export const checkoutResponse = successBodyWithMessage(checkoutResult);
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/** A 402: the card was refused (no data), or the bank still waits for the shopper (data). */
export const paymentRefusedBody = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z
    .object({
      requiresAction: z.literal(true),
      paymentIntentId: z.string(),
      clientSecret: z.string(),
    })
    .optional(),
});
export type PaymentRefusedBody = z.infer<typeof paymentRefusedBody>;
