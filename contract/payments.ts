import { z } from 'zod';
import { dealIdField, INT4_MAX, requiredId, storedText, successBody, textUpTo } from './common.ts';
import { EMAIL_PATTERN } from './constants.ts';

/** docs/product.md §3's Payment method, as Stripe.js (or the test provider's card step) returns it. */
export const paymentMethod = z.object({
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number(),
    exp_year: z.number(),
  }),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** Billing text is optional everywhere, as Stripe.js sends it. */
const billingText = (max: number) =>
  storedText({ error: 'must be text' })
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional();

const address = z
  .object({
    line1: billingText(200),
    line2: billingText(200),
    city: billingText(100),
    state: billingText(100),
    postal_code: billingText(20),
    country: billingText(2),
  })
  .strict();

/** POST /payments/test/payment-methods: the test provider's stand-in for Stripe.js card creation. */
export const createTestPaymentMethodRequest = z
  .object({
    card: z
      .object({
        number: storedText({ error: 'must be text' })
          .transform((text) => text.replace(/[\s-]/g, ''))
          .pipe(z.string().regex(/^\d{12,19}$/, 'must be 12 to 19 digits')),
        exp_month: z
          .number({ error: 'must be a number' })
          .int('must be a whole number')
          .min(1, 'must be 1 to 12')
          .max(12, 'must be 1 to 12'),
        exp_year: z
          .number({ error: 'must be a number' })
          .int('must be a whole number')
          .min(2000, 'must be a four-digit year')
          .max(2100, 'must be a four-digit year'),
        cvc: storedText({ error: 'must be text' }).regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
      })
      .strict(),
    billing_details: z
      .object({
        name: billingText(200),
        email: billingText(254),
        phone: billingText(40),
        address: address.nullable().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type CreateTestPaymentMethodRequest = z.input<typeof createTestPaymentMethodRequest>;

export const paymentMethodResponse = successBody(paymentMethod);
export type PaymentMethodResponse = z.infer<typeof paymentMethodResponse>;

export const orderType = z.enum(['group', 'solo']);

/**
 * POST /payments/create-intent (docs/product.md §7). The amount is checked against the server's own prices.
 * It places a hold for both order types; POST /checkout/process captures a solo buy once its
 * order is recorded, and a group's hold when the group fills. `status` in the answer is
 * 'requires_capture' (go on to /checkout/process) or 'requires_action' (the bank wants the
 * shopper to confirm first: see contract/checkout.ts). A declined card is a 402 with its message.
 *
 * Idempotent: an identical request (same idempotencyKey, card, e-mail, deal, type, quantity and
 * amount) returns the same intent instead of authorising twice. Send a fresh `idempotencyKey`
 * (e.g. a UUID kept with checkoutData) per checkout attempt, so a double click or a retry reuses
 * the authorisation while a second, deliberate purchase with the same card gets its own.
 */
export const createIntentRequest = z
  .object({
    idempotencyKey: storedText({ error: 'must be text' })
      .min(8, 'must be 8 to 100 characters')
      .max(100, 'must be 8 to 100 characters')
      .optional(),
    amount: z
      .number({ error: 'must be a number of cents' })
      .int('must be whole cents')
      .positive('must be positive')
      .max(INT4_MAX, 'is too large'),
    currency: z.literal('usd', { error: "must be 'usd'" }),
    orderType,
    customerEmail: storedText({ error: 'is required' })
      .max(254, 'must be at most 254 characters')
      .regex(EMAIL_PATTERN, 'must be a valid e-mail address'),
    paymentMethodId: requiredId(200),
    metadata: z
      .object({
        dealId: dealIdField,
        orderType,
        customerName: textUpTo(200).optional(),
        quantity: z.coerce
          .number({ error: 'must be a number' })
          .int('must be a whole number')
          .positive('must be at least 1')
          .max(1_000, 'must be at most 1000')
          .optional(),
      })
      .strict(),
  })
  .strict();
export type CreateIntentRequest = z.infer<typeof createIntentRequest>;

export const createIntentResponse = successBody(
  z.object({ paymentIntentId: z.string(), clientSecret: z.string(), status: z.string() }),
);
export type CreateIntentResponse = z.infer<typeof createIntentResponse>;

/**
 * POST /payments/confirm (docs/product.md §7): confirms an intent with a payment method. With the test
 * provider, an intent that requires action is confirmed here as if the shopper had passed the
 * bank's challenge, and becomes 'requires_capture'.
 */
export const confirmPaymentRequest = z
  .object({
    paymentIntentId: requiredId(200),
    paymentMethodId: requiredId(200),
  })
  .strict();
export const confirmPaymentResponse = successBody(
  z.object({ paymentIntentId: z.string(), status: z.string() }),
);
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponse>;

/**
 * POST /payments/webhook: Stripe's event deliveries (only while the Stripe provider is in force).
 * The body is Stripe's signed JSON, checked against the Stripe-Signature header; a bad or missing
 * signature is a 400, an event already received is acknowledged again without effect.
 */
export const webhookResponse = successBody(
  z.object({ eventId: z.string(), repeated: z.boolean() }),
);
export type WebhookResponse = z.infer<typeof webhookResponse>;
