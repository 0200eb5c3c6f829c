import type { RateLimit } from '../../http/rate-limit.ts';

const HOUR = 3_600_000;

/** A shopper copying a deal's link twice has shared it once: one count per address and deal an hour. */
export const SHARE_PER_DEAL_LIMIT: RateLimit = { name: 'share-deal', windowMs: HOUR, max: 1 };

/** Nor can one address walk the whole catalogue: at most this many counted shares an hour. */
export const SHARE_PER_ADDRESS_LIMIT: RateLimit = { name: 'share', windowMs: HOUR, max: 20 };
