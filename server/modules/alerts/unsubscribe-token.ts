import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an e-mail's unsubscribe link: the address and an HMAC of it, so a link works
 * without a stored token and nobody can make one for someone else's address.
 */
export function unsubscribeToken(key: Uint8Array, email: string): string {
  return `${Buffer.from(email).toString('base64url')}.${signature(key, email)}`;
}

/** The address a genuine token was made for, or null for anything forged or malformed. */
export function emailOfUnsubscribeToken(key: Uint8Array, token: string): string | null {
  const [encoded, given, ...rest] = token.split('.');
  if (!encoded || !given || rest.length > 0) return null;
  const email = Buffer.from(encoded, 'base64url').toString();
  const expected = Buffer.from(signature(key, email));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? email : null;
}

function signature(key: Uint8Array, email: string): string {
  return createHmac('sha256', key).update(`unsubscribe:${email}`).digest('base64url');
}
