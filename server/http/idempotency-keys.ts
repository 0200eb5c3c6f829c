import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../adapters/clock.ts';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

/** An HTTP answer as first sent; a retry is sent the same status and body. */
export type Answer = { status: number; body: unknown };

/** One shopper's keyed request: its key, and the fingerprint that makes a retry the same request. */
export type KeyedRequest = { userId: number; key: string; fingerprint: string };

/** The table of keys, and how long an attempt holds its key and a key is kept. */
export type KeyTable = { db: Db; clock: Clock; leaseMs: number; keepMs: number };

export const keyOf = (request: KeyedRequest) =>
  and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key));

/** Records the key's answer (in the effect's own transaction `tx` where there is one). */
export async function storeAnswer(tx: Db, request: KeyedRequest, answer: Answer): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body, lockedUntil: null })
    .where(and(keyOf(request), isNull(idempotencyKeys.responseStatus)));
}

/** Records a new key, leased to this attempt; false when the key is already there. */
export async function claimNew(
  { db, clock, leaseMs, keepMs }: KeyTable,
  request: KeyedRequest,
  reference: number | null,
): Promise<boolean> {
  const now = clock.now();
  // The shopper's expired keys go with each new one, so a shopper's keys never pile up.
  const result = await db.execute(sql`
    with expired as (
      delete from idempotency_keys
      where user_id = ${request.userId} and key <> ${request.key}
        and created_at < ${new Date(now.getTime() - keepMs).toISOString()}::timestamptz
    )
    insert into idempotency_keys (user_id, key, fingerprint, reference, locked_until, created_at)
    values (${request.userId}, ${request.key}, ${request.fingerprint}, ${reference},
      ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz)
    on conflict do nothing
    returning 1 as claimed`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/** Leases an unanswered key whose last attempt's lease lapsed (its process died). */
export async function claimLapsed(
  { db, clock, leaseMs }: KeyTable,
  request: KeyedRequest,
): Promise<boolean> {
  const now = clock.now();
  const claimed = await db
    .update(idempotencyKeys)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        keyOf(request),
        isNull(idempotencyKeys.responseStatus),
        or(isNull(idempotencyKeys.lockedUntil), lte(idempotencyKeys.lockedUntil, now)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return claimed.length === 1;
}

/** Lets a retry act again at once: this attempt ends without an answer. */
export async function releaseKey(db: Db, request: KeyedRequest): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ lockedUntil: null })
    .where(and(keyOf(request), isNull(idempotencyKeys.responseStatus)));
}
