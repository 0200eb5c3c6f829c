import { createHmac, randomInt } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema.ts';

/** docs/product.md §9: a code lives 300 s. */
export const CODE_VALID_MINUTES = 5;
export const CODE_TTL_MS = CODE_VALID_MINUTES * 60_000;
/** The fifth wrong try kills the code; the shopper must request a new one. */
export const MAX_WRONG_TRIES = 5;

/** Six digits from the operating system's secure random source. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Keyed with the server's OTP key and bound to the e-mail, so a leaked table reveals no code. */
export function hashCode(key: Uint8Array, email: string, code: string): string {
  return createHmac('sha256', key).update(`${email}\n${code}`).digest('hex');
}

/** Names given with a registration, for the account once its code proves the address. */
export type PendingNames = { firstName: string; lastName: string };

/**
 * Stores the e-mail's one live code, replacing any earlier one with fresh tries. The names of an
 * earlier registration go with the code they came with: a code sent without names carries none.
 */
export async function storeCode(
  db: Db,
  email: string,
  codeHash: string,
  now: Date,
  names: PendingNames | null = null,
): Promise<void> {
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  const fields = {
    codeHash,
    expiresAt,
    wrongTries: 0,
    createdAt: now,
    pendingFirstName: names?.firstName ?? null,
    pendingLastName: names?.lastName ?? null,
  };
  await db
    .insert(otpCodes)
    .values({ email, ...fields })
    .onConflictDoUpdate({ target: otpCodes.email, set: fields });
}

export type CodeCheck =
  | { kind: 'accepted'; names: PendingNames | null }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'too-many-tries' }
  | { kind: 'expired' }
  | { kind: 'none' };

/**
 * Uses the e-mail's code if `codeHash` matches a live one: a single conditional delete, so two
 * requests with the right code cannot both sign in. A wrong guess is counted by one conditional
 * update, so parallel guesses cannot get past the fifth.
 */
export async function consumeCode(
  db: Db,
  email: string,
  codeHash: string,
  now: Date,
): Promise<CodeCheck> {
  const live = and(
    eq(otpCodes.email, email),
    gt(otpCodes.expiresAt, now),
    lt(otpCodes.wrongTries, MAX_WRONG_TRIES),
  );
  const [used] = await db
    .delete(otpCodes)
    .where(and(live, eq(otpCodes.codeHash, codeHash)))
    .returning({ firstName: otpCodes.pendingFirstName, lastName: otpCodes.pendingLastName });
  if (used) {
    const { firstName, lastName } = used;
    return {
      kind: 'accepted',
      names: firstName !== null && lastName !== null ? { firstName, lastName } : null,
    };
  }

  const [counted] = await db
    .update(otpCodes)
    .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
    .where(live)
    .returning({ wrongTries: otpCodes.wrongTries });
  if (counted) {
    const triesLeft = MAX_WRONG_TRIES - counted.wrongTries;
    return triesLeft > 0 ? { kind: 'wrong', triesLeft } : { kind: 'too-many-tries' };
  }

  const [dead] = await db.select().from(otpCodes).where(eq(otpCodes.email, email));
  if (!dead) return { kind: 'none' };
  if (dead.wrongTries >= MAX_WRONG_TRIES) return { kind: 'too-many-tries' };
  return { kind: 'expired' };
}
