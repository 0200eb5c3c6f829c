import type { RateLimit } from '../../http/rate-limit.ts';
import { MAX_WRONG_TRIES } from './codes.ts';

/**
 * Failed code checks allowed per client address in any 10 minutes, checked before the code is
 * looked at. One fewer than a code's wrong tries, and the window outlasts a code's 5 minutes, so
 * one address alone can never use up someone else's code: its owner keeps a try at least.
 * A successful sign-in does not count, so shoppers sharing one network are not held back.
 */
export const VERIFY_LIMIT: RateLimit = {
  name: 'verify-otp',
  windowMs: 10 * 60_000,
  max: MAX_WRONG_TRIES - 1,
};
