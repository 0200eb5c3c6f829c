import type { Options } from 'ky';

/** The header that makes the server answer a repeated write with its first result. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * ky options for one shopper action (a click on Cancel, Join, Buy All): a key made once for it,
 * which ky's retry of the call repeats, so a connection lost on the way back (or a 503) may be
 * retried without the server acting twice. A new click calls this again and gets a new key.
 */
export function oneShopperAction(): Pick<Options, 'headers' | 'retry'> {
  return {
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    retry: { limit: 1, methods: ['post', 'delete'] },
  };
}
