import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeyChallenges } from '../../db/schema.ts';

/** How long a passkey has to answer a challenge: the browser's own prompt times out sooner. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

type Purpose = (typeof passkeyChallenges.$inferSelect)['purpose'];

/**
 * Keeps a challenge handed out for `purpose` (tied to `userId` for a registration) and returns
 * its id. Challenges past their time are cleared on the way, so the table holds only live ones.
 */
export async function keepChallenge(
  db: Db,
  {
    challenge,
    purpose,
    userId,
    now,
  }: { challenge: string; purpose: Purpose; userId: number | null; now: Date },
): Promise<string> {
  const id = randomUUID();
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values({
    id,
    challenge,
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return id;
}

/**
 * Takes the live challenge `id` out, so it answers once. Null when there is none (used,
 * expired, made for another purpose or another shopper). Two answers racing for one challenge:
 * the delete lets exactly one of them have it.
 */
export async function takeChallenge(
  db: Db,
  { id, purpose, userId, now }: { id: string; purpose: Purpose; userId: number | null; now: Date },
): Promise<string | null> {
  const owner =
    userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId);
  const [taken] = await db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.id, id), eq(passkeyChallenges.purpose, purpose), owner))
    .returning({ challenge: passkeyChallenges.challenge, expiresAt: passkeyChallenges.expiresAt });
  return taken && taken.expiresAt > now ? taken.challenge : null;
}
