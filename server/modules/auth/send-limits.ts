import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpSends } from '../../db/schema.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/**
 * How many codes may be sent in a sliding window: for one e-mail from one client address, and
 * from one client address whatever the e-mails. Nobody else's requests count against a shopper's
 * own sends: someone asking for codes to a victim's address from elsewhere only uses up their own.
 */
export const SEND_LIMITS = [
  { scope: 'email', windowMs: 30 * SECOND, max: 1 },
  { scope: 'email', windowMs: 60 * MINUTE, max: 10 },
  { scope: 'ip', windowMs: 10 * MINUTE, max: 20 },
] as const;
const LONGEST_WINDOW_MS = Math.max(...SEND_LIMITS.map((limit) => limit.windowMs));

/** Any constant: it keeps these advisory locks apart from other users of pg_advisory_xact_lock. */
const SEND_LOCK_SPACE = 727_010;

export type SendVerdict =
  { allowed: true } | { allowed: false; scope: 'email' | 'ip'; retryAfterSeconds: number };

/**
 * Counts the sends of this e-mail and address in each window and records this one if every limit
 * allows it. Run it inside the transaction that stores the code: the advisory locks make
 * concurrent sends for the same e-mail or address (from any process) take turns, so two cannot
 * both pass on the same count. E-mail locks are always taken before address locks, so two sends
 * never wait on each other in a circle.
 */
export async function reserveSend(
  tx: Db,
  { email, ip, now }: { email: string; ip: string; now: Date },
): Promise<SendVerdict> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SEND_LOCK_SPACE}::int, hashtext(${`email:${email}`}))`,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SEND_LOCK_SPACE}::int, hashtext(${`ip:${ip}`}))`,
  );

  // Sends older than every window count for nothing any more.
  await tx
    .delete(otpSends)
    .where(
      and(
        or(eq(otpSends.email, email), eq(otpSends.ip, ip)),
        lte(otpSends.sentAt, new Date(now.getTime() - LONGEST_WINDOW_MS)),
      ),
    );

  for (const limit of SEND_LIMITS) {
    const whose =
      limit.scope === 'email'
        ? and(eq(otpSends.email, email), eq(otpSends.ip, ip))
        : eq(otpSends.ip, ip);
    const recent = await tx
      .select({ sentAt: otpSends.sentAt })
      .from(otpSends)
      .where(and(whose, gt(otpSends.sentAt, new Date(now.getTime() - limit.windowMs))))
      .orderBy(desc(otpSends.sentAt))
      .limit(limit.max);
    // When the oldest of the last `max` sends leaves the window, one more fits.
    const oldest = recent[limit.max - 1];
    if (oldest) {
      const retryAtMs = oldest.sentAt.getTime() + limit.windowMs;
      return {
        allowed: false,
        scope: limit.scope,
        retryAfterSeconds: Math.max(1, Math.ceil((retryAtMs - now.getTime()) / SECOND)),
      };
    }
  }

  await tx.insert(otpSends).values({ email, ip, sentAt: now });
  return { allowed: true };
}
