import { z } from 'zod';

/** Every API error has this body; `message` names the problem in words a shopper can read. */
export const errorBody = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Every successful call's body (docs/product.md §7): `success: true` around the call's data. */
export const successBody = <Data extends z.ZodType>(data: Data) =>
  z.object({ success: z.literal(true), data });

/** A successful change's body: its data with a message saying what happened. */
export const successBodyWithMessage = <Data extends z.ZodType>(data: Data) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/** The largest value of a PostgreSQL integer column: every id, count and amount in cents is one. */
export const INT4_MAX = 2_147_483_647;

export const STORED_TEXT_MESSAGE = 'must not contain control characters or invalid text';

// Without the u flag a regex sees UTF-16 code units, so a high surrogate not followed by a low one
// (or a low one not preceded by a high one) is found; `isWellFormed` is not in the ES2023 library.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL and a payment provider can take this text as it is: PostgreSQL refuses NUL
 * in text and jsonb, and a lone surrogate is either refused (jsonb) or silently replaced (text).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

/**
 * A string the server may store or pass on to PostgreSQL or a provider. Every string of a request
 * is one: the refusal comes first, so the 400 names the field before any other rule about it.
 */
export function storedText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: STORED_TEXT_MESSAGE, abort: true });
}

/** Text a request may carry, at most `max` characters. */
export const textUpTo = (max: number) =>
  storedText({ error: 'must be text' }).max(max, `must be at most ${max} characters`);

/** Text a request must carry: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) => textUpTo(max).trim().min(1, 'is required');

/** A provider's id a request must name (a payment method, a payment intent), at most `max` long. */
export const requiredId = (max: number) =>
  storedText({ error: 'is required' })
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);

/** A positive id as JSON sends it (a number, never coerced from text). */
export const idValue = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(INT4_MAX, 'is too large');

/**
 * A whole number from 1 to `max` in a query string (a page, a page's size, a number of days),
 * `byDefault` when not given; `tooLarge` says what is wrong above `max`.
 */
export const countInQuery = (max: number, byDefault: number, tooLarge = `must be at most ${max}`) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, tooLarge)
    .default(byDefault);

/** A page's size in a query string: 1 to 100 rows, `byDefault` when not given. */
export const pageLimit = (byDefault: number) => countInQuery(100, byDefault);

/** A deal id as a form or a provider's metadata sends it: a number, or text holding one. */
export const dealIdField = z.coerce
  .number({ error: 'must be a deal id' })
  .int('must be a deal id')
  .positive('must be a deal id')
  .max(INT4_MAX, 'must be a deal id');

/**
 * Free attribute keys (a variation's size, color, ...) are stored too. Objects with a catchall
 * check their keys here, since zod validates only the values of unknown keys.
 */
export function refineStoredKeys(maxLength: number) {
  return (value: object, context: z.RefinementCtx) => {
    for (const key of Object.keys(value)) {
      if (!isStorableText(key))
        context.addIssue({ code: 'custom', path: [], message: `a key ${STORED_TEXT_MESSAGE}` });
      else if (key.length > maxLength)
        context.addIssue({
          code: 'custom',
          path: [],
          message: `a key must be at most ${maxLength} characters`,
        });
    }
  };
}

/** Positive integer id as it arrives in a path or query string. */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(INT4_MAX, 'is too large');

export const idParams = z.object({ id: idParam }).strict();
export type IdParams = z.infer<typeof idParams>;
