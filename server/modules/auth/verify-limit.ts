import type { RateLimit } from '../../http/rate-limit.ts';
import { MAX_WRONG_TRIES } from './codes.ts';
import { SEND_LIMITS } from './send-limits.ts';

const WINDOW_MS = 10 * 60_000;

/**
 * Failed checks of one e-mail's code from one client address in any 10 minutes, checked before
 * the code is looked at. One fewer than a code's wrong tries, and the window outlasts a code's 5
 * minutes, so one address alone can never use up someone else's code: its owner keeps a try at
 * least. A successful sign-in does not count.
 */
export const VERIFY_PAIR_LIMIT: RateLimit = {
  name: 'verify-otp-pair',
  windowMs: WINDOW_MS,
  max: MAX_WRONG_TRIES - 1,
};

const sendsPerAddress = SEND_LIMITS.find((limit) => limit.scope === 'ip')?.max ?? 0;

/**
 * Failed code checks from one client address in any 10 minutes, whatever the e-mails: the codes
 * one address may have sent in that time (20), each tried to its death (5 tries), so 100. Shoppers
 * behind a carrier's NAT share an address by the thousand, and each may mistype their own code:
 * only a hundred wrong codes in ten minutes, one every six seconds without a pause, meets the
 * ceiling. A guesser sweeping e-mails meets it after 100 guesses, each a one-in-a-million try.
 */
export const VERIFY_ADDRESS_LIMIT: RateLimit = {
  name: 'verify-otp',
  windowMs: WINDOW_MS,
  max: sendsPerAddress * MAX_WRONG_TRIES,
};
