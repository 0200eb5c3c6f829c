import { z } from 'zod';

/** Every API error has this body; `message` names the problem in words a shopper can read. */
export const errorBody = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Positive integer id as it arrives in a path or query string. */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(2_147_483_647, 'is too large');

export const idParams = z.object({ id: idParam }).strict();
export type IdParams = z.infer<typeof idParams>;
