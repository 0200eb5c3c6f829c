import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import type { VerifyOtpResponse } from '../../../contract/auth.ts';
import type {
  Passkey,
  PasskeyAssertion,
  PasskeyOptionsResponse,
  PasskeyRegistration,
} from '../../../contract/passkeys.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/client.ts';
import { passkeys, users } from '../../db/schema.ts';
import { badRequest, HttpError, notFound, TooManyRequests, waitText } from '../../http/errors.ts';
import { clientSubject, recordHit, type RateLimit } from '../../http/rate-limit.ts';
import { keepChallenge, takeChallenge } from './challenges.ts';
import type { RelyingParty } from './relying-party.ts';
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

type PasskeyRow = typeof passkeys.$inferSelect;

const toWirePasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.backedUp,
});

export type PasskeysService = ReturnType<typeof createPasskeysService>;

/**
 * A shopper's passkeys: added from the profile while signed in, listed, removed, and used to
 * sign in with one tap. The e-mailed code stays for new devices and recovery. Every passkey must
 * verify the person (a fingerprint, a face, the device's PIN), so one alone is a full sign-in.
 */
export function createPasskeysService({
  db,
  clock,
  rp,
  signIn,
}: {
  db: Db;
  clock: Clock;
  rp: RelyingParty;
  /** Opens a session for the account a passkey proved (the auth module's). */
  signIn: (userId: number) => Promise<VerifyOtpResponse['data']>;
}) {
  const list = (userId: number) =>
    db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));

  return {
    async list(userId: number): Promise<Passkey[]> {
      return (await list(userId)).map(toWirePasskey);
    },

    /** Options for the browser to make a passkey for the signed-in shopper. */
    async registrationOptions(userId: number): Promise<PasskeyOptionsResponse['data']> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new HttpError(401, passkeyTexts.notFound);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userID: new TextEncoder().encode(String(user.id)),
        userDisplayName: [user.firstName, user.lastName].join(' ').trim() || user.email,
        attestationType: 'none',
        // A device that already holds one of the shopper's passkeys is not offered again.
        excludeCredentials: (await list(userId)).map((row) => ({
          id: row.id,
          transports: row.transports,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      const challengeId = await keepChallenge(db, {
        challenge: options.challenge,
        purpose: 'register',
        userId,
        now: clock.now(),
      });
      // Spread: the library's interface as a plain object the contract's loose schema takes.
      return { challengeId, options: { ...options } };
    },

    /** Keeps the passkey the browser made, once it proves it answered this shopper's challenge. */
    async add(
      userId: number,
      { challengeId, response }: { challengeId: string; response: PasskeyRegistration },
    ): Promise<Passkey> {
      const now = clock.now();
      const challenge = await takeChallenge(db, {
        id: challengeId,
        purpose: 'register',
        userId,
        now,
      });
      if (!challenge) throw badRequest(passkeyTexts.challengeEnded);
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) throw badRequest(passkeyTexts.notVerified);
      const { credential, credentialBackedUp } = verified.registrationInfo;
      const [row] = await db
        .insert(passkeys)
        .values({
          id: credential.id,
          userId,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          backedUp: credentialBackedUp,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new HttpError(409, passkeyTexts.alreadyAdded);
      return toWirePasskey(row);
    },

    /** Removes one of the shopper's passkeys: it can no longer sign anyone in. */
    async remove(userId: number, id: string): Promise<void> {
      const removed = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      if (removed.length === 0) throw notFound(passkeyTexts.notFound);
    },

    /**
     * Options for the browser to sign in with any passkey it holds for the store (the browser
     * offers the shopper's own; nobody's e-mail is asked or revealed).
     */
    async signInOptions(ip: string): Promise<PasskeyOptionsResponse['data']> {
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
    },

    /**
     * Signs in with a passkey's answer to the challenge `challengeId`: the passkey must be one
     * the store keeps, signed for the store's own address, with its counter moved on where it
     * keeps one. The challenge answers once, so a copied answer signs nobody in.
     */
    async signIn({
      challengeId,
      response,
    }: {
      challengeId: string;
      response: PasskeyAssertion;
    }): Promise<VerifyOtpResponse['data']> {
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
    },
  };
}
