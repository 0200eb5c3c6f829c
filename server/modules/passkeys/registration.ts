import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import type {
  Passkey,
  PasskeyOptionsResponse,
  PasskeyRegistration,
} from '../../../contract/passkeys.ts';
import type { Db } from '../../db/client.ts';
import { passkeys, users } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { keepChallenge, takeChallenge } from './challenges.ts';
import type { PasskeyDeps } from './passkey-deps.ts';
import { passkeyTexts } from './texts.ts';

type PasskeyRow = typeof passkeys.$inferSelect;

const toWirePasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.backedUp,
});

const passkeysOf = (db: Db, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));

/** The shopper's passkeys, oldest first. */
export async function listPasskeys({ db }: PasskeyDeps, userId: number): Promise<Passkey[]> {
  return (await passkeysOf(db, userId)).map(toWirePasskey);
}

/** Options for the browser to make a passkey for the signed-in shopper. */
export async function registrationOptions(
  { db, clock, rp }: PasskeyDeps,
  userId: number,
): Promise<PasskeyOptionsResponse['data']> {
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
    excludeCredentials: (await passkeysOf(db, userId)).map((row) => ({
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
}

/** Keeps the passkey the browser made, once it proves it answered this shopper's challenge. */
export async function addPasskey(
  { db, clock, rp }: PasskeyDeps,
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
}

/** Removes one of the shopper's passkeys: it can no longer sign anyone in. */
export async function removePasskey(
  { db }: PasskeyDeps,
  userId: number,
  id: string,
): Promise<void> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw notFound(passkeyTexts.notFound);
}
