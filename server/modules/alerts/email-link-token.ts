import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a link in an e-mail may do for its address: confirm a deal-alert subscription (the double
 * opt-in mail) or stop alert e-mails (every alert mail). Each is signed apart, so one kind of
 * link can never be passed off as the other.
 */
export type EmailLinkPurpose = 'confirm' | 'unsubscribe';

/**
 * The token of an e-mail's link: the address and an HMAC of it with the link's purpose, so a link
 * works without a stored token and nobody can make one for someone else's address.
 */
export function emailLinkToken(key: Uint8Array, purpose: EmailLinkPurpose, email: string): string {
  return `${Buffer.from(email).toString('base64url')}.${signature(key, purpose, email)}`;
}

/** The address a genuine token of `purpose` was made for, or null for anything else. */
export function emailOfLinkToken(
  key: Uint8Array,
  purpose: EmailLinkPurpose,
  token: string,
): string | null {
  const [encoded, given, ...rest] = token.split('.');
  if (!encoded || !given || rest.length > 0) return null;
  const email = Buffer.from(encoded, 'base64url').toString();
  const expected = Buffer.from(signature(key, purpose, email));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? email : null;
}

function signature(key: Uint8Array, purpose: EmailLinkPurpose, email: string): string {
  return createHmac('sha256', key).update(`${purpose}:${email}`).digest('base64url');
}
