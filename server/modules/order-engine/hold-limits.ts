import { and, eq, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutHolds, orders } from '../../db/schema.ts';

/**
 * How many holds one card, one shopper or one client address may leave waiting for an order. An
 * address may be a whole office or mobile network behind one NAT, so it gets more room.
 */
export const OPEN_HOLD_LIMITS = { card: 5, account: 5, address: 20 } as const;

export type CheckoutHold = typeof checkoutHolds.$inferSelect;

export type ClaimOutcome =
  | { kind: 'claimed'; hold: CheckoutHold }
  /** A hold was recorded under this provider key before: a repeated request. */
  | { kind: 'earlier'; hold: CheckoutHold }
  /** A request with the same provider key recorded it first, outside these locks. */
  | { kind: 'taken' }
  | { kind: 'limit'; whose: keyof typeof OPEN_HOLD_LIMITS; limit: number };

export type NewCheckoutHold = {
  providerKey: string;
  shopper: string;
  paymentMethodId: string;
  clientAddress: string;
  requestHash: string;
  createdAt: Date;
};

export function findHold(db: Db, providerKey: string): Promise<CheckoutHold | undefined> {
  return db
    .select()
    .from(checkoutHolds)
    .where(eq(checkoutHolds.providerKey, providerKey))
    .then((rows) => rows[0]);
}

const LIMITED = ['card', 'account', 'address'] as const;

/**
 * Records a new hold before the provider is asked for it, unless one is recorded under its
 * provider key already (a repeated request, answered with that one), or its card, its shopper or
 * its client address already has its OPEN_HOLD_LIMITS of holds waiting for an order. Counting and
 * recording happen under locks on those three, so concurrent requests cannot slip past the
 * limit together: one statement takes the three locks, the next (whose snapshot follows them)
 * counts and records, so a checkout's hold costs four round trips with BEGIN and COMMIT.
 */
export async function claimHold(db: Db, hold: NewCheckoutHold): Promise<ClaimOutcome> {
  const [first, second, third] = [
    `card:${hold.paymentMethodId}`,
    `shopper:${hold.shopper}`,
    `address:${hold.clientAddress}`,
  ].sort();
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(lock, 0))
        from unnest(array[${first}, ${second}, ${third}]::text[]) as lock`,
    );
    const [claim] = rowsOf<{
      earlierId: number | null;
      claimedId: number | null;
      card: number;
      account: number;
      address: number;
    }>(
      await tx.execute(sql`
        with earlier as (
          select id from ${checkoutHolds} where provider_key = ${hold.providerKey}
        ), counted as (
          select
            count(*) filter (where h.payment_method_id = ${hold.paymentMethodId})::int as card,
            count(*) filter (where h.shopper = ${hold.shopper})::int as account,
            count(*) filter (where h.client_address = ${hold.clientAddress})::int as address
          from ${checkoutHolds} h
          where h.settled_at is null
            and (h.payment_method_id = ${hold.paymentMethodId} or h.shopper = ${hold.shopper}
              or h.client_address = ${hold.clientAddress})
            and not exists (select 1 from ${orders} o where o.payment_intent_id = h.payment_intent_id)
        ), claimed as (
          insert into ${checkoutHolds}
            (provider_key, shopper, payment_method_id, client_address, request_hash, created_at)
          select ${hold.providerKey}, ${hold.shopper}, ${hold.paymentMethodId},
            ${hold.clientAddress}, ${hold.requestHash}, ${hold.createdAt.toISOString()}::timestamptz
          from counted
          where not exists (select 1 from earlier)
            and counted.card < ${OPEN_HOLD_LIMITS.card}
            and counted.account < ${OPEN_HOLD_LIMITS.account}
            and counted.address < ${OPEN_HOLD_LIMITS.address}
          on conflict (provider_key) do nothing
          returning id
        )
        select (select id from earlier) as "earlierId", (select id from claimed) as "claimedId",
          counted.card, counted.account, counted.address
        from counted`),
    );
    if (!claim) throw new Error('the hold claim counted nothing');
    if (claim.claimedId !== null) {
      const claimed = { ...hold, id: claim.claimedId, paymentIntentId: null, settledAt: null };
      return { kind: 'claimed', hold: claimed };
    }
    if (claim.earlierId !== null) {
      const earlier = await findHold(tx, hold.providerKey);
      if (earlier) return { kind: 'earlier', hold: earlier };
    }
    const whose = LIMITED.find((limited) => claim[limited] >= OPEN_HOLD_LIMITS[limited]);
    return whose ? { kind: 'limit', whose, limit: OPEN_HOLD_LIMITS[whose] } : { kind: 'taken' };
  });
}

/** Both drivers (node-postgres and PGlite) answer with { rows }; the generic Db type does not say so. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** What the provider made of the hold: its intent, and whether it holds nothing (declined). */
export async function recordHoldIntent(
  db: Db,
  holdId: number,
  intentId: string | null,
  settledAt: Date | null,
): Promise<void> {
  await db
    .update(checkoutHolds)
    .set({ ...(intentId ? { paymentIntentId: intentId } : {}), settledAt })
    .where(eq(checkoutHolds.id, holdId));
}

/** These intents hold nothing any more (released, refused): they stop counting. */
export async function markHoldsSettled(db: Db, intentIds: string[], now: Date): Promise<void> {
  if (intentIds.length === 0) return;
  await db
    .update(checkoutHolds)
    .set({ settledAt: now })
    .where(and(inArray(checkoutHolds.paymentIntentId, intentIds), isNull(checkoutHolds.settledAt)));
}

/**
 * Settles the holds recorded in [from, to) that no longer hold money at the provider (`stillOpen`
 * lists those that do): released by a refused checkout, used and ended by an order, or never
 * placed because their request died before the provider answered. The reconciliation calls it
 * for each window it looks through, so every hold is settled at the latest then.
 */
export async function settleHoldsBetween(
  db: Db,
  from: Date,
  to: Date,
  stillOpen: string[],
  now: Date,
): Promise<void> {
  await db
    .update(checkoutHolds)
    .set({ settledAt: now })
    .where(
      and(
        isNull(checkoutHolds.settledAt),
        gte(checkoutHolds.createdAt, from),
        lt(checkoutHolds.createdAt, to),
        stillOpen.length === 0
          ? undefined
          : or(
              isNull(checkoutHolds.paymentIntentId),
              notInArray(checkoutHolds.paymentIntentId, stillOpen),
            ),
      ),
    );
}
