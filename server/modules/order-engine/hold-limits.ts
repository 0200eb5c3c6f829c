import { and, eq, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutHolds } from '../../db/schema.ts';

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

/** Whose checkout asked for the hold behind an intent ('user:<id>' or 'guest:<email>'), if ours. */
export async function holdShopper(db: Db, intentId: string): Promise<string | null> {
  const [hold] = await db
    .select({ shopper: checkoutHolds.shopper })
    .from(checkoutHolds)
    .where(eq(checkoutHolds.paymentIntentId, intentId));
  return hold?.shopper ?? null;
}

const LIMITED = ['card', 'account', 'address'] as const;

/**
 * Records a new hold before the provider is asked for it, unless one is recorded under its
 * provider key already (a repeated request, answered with that one), or its card, its shopper or
 * its client address already has its OPEN_HOLD_LIMITS of holds waiting for an order. Counting and
 * recording happen under locks on those three, so concurrent requests cannot slip past the
 * limit together; the database function claim_checkout_hold (migration 0017) does both in one
 * round trip, since every checkout of a deal's hottest minute goes through here.
 */
export async function claimHold(db: Db, hold: NewCheckoutHold): Promise<ClaimOutcome> {
  const [claim] = rowsOf<{
    earlierId: number | null;
    claimedId: number | null;
    card: number;
    account: number;
    address: number;
  }>(
    await db.execute(sql`
      select earlier_id as "earlierId", claimed_id as "claimedId", card_holds as "card",
        account_holds as "account", address_holds as "address"
      from claim_checkout_hold(${hold.providerKey}, ${hold.shopper}, ${hold.paymentMethodId},
        ${hold.clientAddress}, ${hold.requestHash}, ${hold.createdAt.toISOString()}::timestamptz,
        ${OPEN_HOLD_LIMITS.card}, ${OPEN_HOLD_LIMITS.account}, ${OPEN_HOLD_LIMITS.address})`),
  );
  if (!claim) throw new Error('the hold claim answered nothing');
  if (claim.claimedId !== null) {
    const claimed = { ...hold, id: claim.claimedId, paymentIntentId: null, settledAt: null };
    return { kind: 'claimed', hold: claimed };
  }
  const earlier = claim.earlierId === null ? undefined : await findHold(db, hold.providerKey);
  if (earlier) return { kind: 'earlier', hold: earlier };
  const whose = LIMITED.find((limited) => claim[limited] >= OPEN_HOLD_LIMITS[limited]);
  return whose ? { kind: 'limit', whose, limit: OPEN_HOLD_LIMITS[whose] } : { kind: 'taken' };
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
