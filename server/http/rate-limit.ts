import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';

/** At most `max` hits of one subject in any `windowMs` span (a sliding window, not a fixed one). */
export type RateLimit = { name: string; windowMs: number; max: number };

export type HitVerdict =
  { allowed: true; hitId: number } | { allowed: false; retryAfterSeconds: number };

/** Any constant: it keeps these advisory locks apart from other users of pg_advisory_xact_lock. */
const HIT_LOCK_SPACE = 727_020;
/** Each hit also clears this many hits that no longer count, whoever they belonged to. */
const PRUNE_BATCH = 20;

/**
 * Records one hit of `subject` under `limit` if the window has room, else says when it will.
 * Concurrent hits of one subject take turns on an advisory lock, from any process on the
 * database, so two cannot both take the last place.
 */
export async function recordHit(
  db: Db,
  limit: RateLimit,
  subject: string,
  now: Date,
): Promise<HitVerdict> {
  const key = `${limit.name}:${subject}`;
  const windowStart = new Date(now.getTime() - limit.windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HIT_LOCK_SPACE}::int, hashtext(${key}))`);
    const recent = await tx
      .select({ at: rateLimitHits.at })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, windowStart)))
      .orderBy(sql`${rateLimitHits.at} desc`)
      .limit(limit.max);
    // When the oldest of the last `max` hits leaves the window, one more fits.
    const oldest = recent[limit.max - 1];
    if (oldest) {
      const retryAtMs = oldest.at.getTime() + limit.windowMs;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((retryAtMs - now.getTime()) / 1_000)),
      } as const;
    }
    const [hit] = await tx
      .insert(rateLimitHits)
      .values({ key, at: now, expiresAt: new Date(now.getTime() + limit.windowMs) })
      .returning({ id: rateLimitHits.id });
    if (!hit) throw new Error('the rate limit hit was not stored');
    await pruneExpired(tx, now);
    return { allowed: true, hitId: hit.id } as const;
  });
}

/** Takes hits back, for a request that turned out not to count (a sign-in that succeeded). */
export async function forgetHits(db: Db, hitIds: number[]): Promise<void> {
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, hitIds));
}

/**
 * Hits of subjects never seen again (an address that shared once) would otherwise stay forever;
 * every hit clears a few, skipping rows another process is clearing.
 */
async function pruneExpired(tx: Db, now: Date): Promise<void> {
  const expired = tx
    .select({ id: rateLimitHits.id })
    .from(rateLimitHits)
    .where(lte(rateLimitHits.expiresAt, now))
    .limit(PRUNE_BATCH)
    .for('update', { skipLocked: true });
  await tx.delete(rateLimitHits).where(inArray(rateLimitHits.id, expired));
}

/**
 * The subject a per-address limit counts: the address itself for IPv4, and the /64 network for
 * IPv6, since one IPv6 client is usually given a whole /64 and could step through it.
 */
export function clientSubject(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`);
  return `${network.toString()}/64`;
}
