import { z } from 'zod';

/** The header a retried write repeats so the server answers its first result (docs/architecture.md §7b). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_KEY_MESSAGE = 'must be 1 to 200 printable ASCII characters';

export const IDEMPOTENCY_KEY_REQUIRED =
  'required: one key per action, the same key on its retries, so a retry changes nothing twice';

/**
 * What the PWA sends (a UUID per shopper action); any printable ASCII of that length will do.
 * Where it is optional, a missing key never reaches it; where it is required, it says so.
 */
export const idempotencyKey = z
  .string({
    error: (issue) =>
      issue.input === undefined ? IDEMPOTENCY_KEY_REQUIRED : IDEMPOTENCY_KEY_MESSAGE,
  })
  .regex(/^[\x20-\x7e]{1,200}$/, IDEMPOTENCY_KEY_MESSAGE)
  .describe(
    'One per shopper action, repeated by its retries: a retry answers the first result and changes nothing twice',
  );

/**
 * The headers of a write that may be retried: the key is optional, and every other header passes
 * through untouched (authorization among them).
 */
export const idempotentWriteHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKey.optional(),
});

/**
 * The headers of a write that must carry a key: without one, a retry could not be told from a
 * second request made on purpose (an operator's send of a deal alert tells every follower again).
 */
export const keyedWriteHeaders = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
