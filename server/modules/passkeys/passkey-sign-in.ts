import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { VerifyOtpResponse } from '../../../contract/auth.ts';
import type { PasskeyAssertion, PasskeyOptionsResponse } from '../../../contract/passkeys.ts';
import { passkeys } from '../../db/schema.ts';
import { badRequest, HttpError, TooManyRequests, waitText } from '../../http/errors.ts';
import { clientSubject, recordHit, type RateLimit } from '../../http/rate-limit.ts';
import { keepChallenge, takeChallenge } from './challenges.ts';
import type { PasskeyDeps } from './passkey-deps.ts';
import { passkeyTexts } from './texts.ts';

/**
 * Passkey sign-ins asked for from one client address in any 10 minutes. A passkey's answer cannot
 * be guessed; the limit keeps one address from filling the challenge table. Shoppers behind a
 * carrier's NAT share addresses by the thousand, so it is as high as the code sign-in's.
 */
export const PASSKEY_SIGN_IN_LIMIT: RateLimit = {
  name: 'passkey-sign-in',
  windowMs: 10 * 60_000,
  max: 100,
};

/**
 * Options for the browser to sign in with any passkey it holds for the store (the browser
 * offers the shopper's own; nobody's e-mail is asked or revealed).
 */
export async function signInOptions(
  { db, clock, rp }: PasskeyDeps,
  ip: string,
): Promise<PasskeyOptionsResponse['data']> {
  const now = clock.now();
  const hit = await recordHit(db, PASSKEY_SIGN_IN_LIMIT, clientSubject(ip), now);
  if (!hit.allowed) {
    throw new TooManyRequests(
      passkeyTexts.tooManyTries(waitText(hit.retryAfterSeconds)),
      hit.retryAfterSeconds,
    );
  }
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
  });
  const challengeId = await keepChallenge(db, {
    challenge: options.challenge,
    purpose: 'sign-in',
    userId: null,
    now,
  });
  // Spread: the library's interface as a plain object the contract's loose schema takes.
  return { challengeId, options: { ...options } };
}

/**
 * Signs in with a passkey's answer to the challenge `challengeId`: the passkey must be one
 * the store keeps, signed for the store's own address, with its counter moved on where it
 * keeps one. The challenge answers once, so a copied answer signs nobody in.
 */
export async function signInWithPasskey(
  { db, clock, rp, signIn }: PasskeyDeps,
  {
    challengeId,
    response,
  }: {
    challengeId: string;
    response: PasskeyAssertion;
  },
): Promise<VerifyOtpResponse['data']> {
  const now = clock.now();
  const challenge = await takeChallenge(db, {
    id: challengeId,
    purpose: 'sign-in',
    userId: null,
    now,
  });
  if (!challenge) throw badRequest(passkeyTexts.challengeEnded);
  const [stored] = await db.select().from(passkeys).where(eq(passkeys.id, response.id));
  if (!stored) throw new HttpError(401, passkeyTexts.unknownPasskey);
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: stored.id,
      publicKey: Buffer.from(stored.publicKey, 'base64url'),
      counter: stored.counter,
      transports: stored.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw new HttpError(401, passkeyTexts.notVerified);
  await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(passkeys.id, stored.id));
  return signIn(stored.userId);
}
