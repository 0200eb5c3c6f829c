import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a link in an e-mail may do for its address: confirm a deal-alert subscription (the double
 * opt-in mail), stop alert e-mails (every alert mail) or show one order placed with the address
 * (a guest's order confirmation). Each is signed apart, so one kind of link can never be passed
 * off as another.
 */
export type EmailLinkPurpose = 'confirm' | 'unsubscribe' | 'order';

/** What a genuine token names: its address and, for a link tied to one sign-up, that sign-up. */
export type LinkTokenSubject = { email: string; stamp: string | null };

/**
 * The token of an e-mail's link: the address, an optional `stamp` (which sign-up of the address
 * the link is for) and an HMAC of both with the link's purpose, so a link works without a stored
 * token and nobody can make one for someone else's address or another sign-up.
 */
export function emailLinkToken(
  key: Uint8Array,
  purpose: EmailLinkPurpose,
  email: string,
  stamp: string | null = null,
): string {
  const encoded = Buffer.from(email).toString('base64url');
  const signed = signature(key, purpose, email, stamp);
  return stamp === null ? `${encoded}.${signed}` : `${encoded}.${stamp}.${signed}`;
}

/** The address (and stamp) a genuine token of `purpose` was made for, or null for anything else. */
export function subjectOfLinkToken(
  key: Uint8Array,
  purpose: EmailLinkPurpose,
  token: string,
): LinkTokenSubject | null {
  const parts = token.split('.');
  if (parts.length !== 2 && parts.length !== 3) return null;
  const [encoded = '', ...rest] = parts;
  const given = rest.pop() ?? '';
  const stamp = rest[0] ?? null;
  if (!encoded || !given || stamp === '') return null;
  const email = Buffer.from(encoded, 'base64url').toString();
  const expected = Buffer.from(signature(key, purpose, email, stamp));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual)
    ? { email, stamp }
    : null;
}

function signature(
  key: Uint8Array,
  purpose: EmailLinkPurpose,
  email: string,
  stamp: string | null,
): string {
  // `@` never appears in a purpose, so a stamped text can never read as an unstamped one.
  const signed = stamp === null ? `${purpose}:${email}` : `${purpose}@${stamp}:${email}`;
  return createHmac('sha256', key).update(signed).digest('base64url');
}
