import { and, eq, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
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
  /** A request with the same provider key recorded it first. */
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

/** A hold still counts while nobody released it and no order took its intent. */
function openHoldsWhere(which: SQL) {
  return and(
    which,
    isNull(checkoutHolds.settledAt),
    sql`not exists (select 1 from ${orders} where ${orders.paymentIntentId} = ${checkoutHolds.paymentIntentId})`,
  );
}

export function findHold(db: Db, providerKey: string): Promise<CheckoutHold | undefined> {
  return db
    .select()
    .from(checkoutHolds)
    .where(eq(checkoutHolds.providerKey, providerKey))
    .then((rows) => rows[0]);
}

/**
 * Records a new hold before the provider is asked for it, unless its card, its shopper or its
 * client address already has its OPEN_HOLD_LIMITS of holds waiting for an order. Counting and
 * recording happen under locks on those three, so concurrent requests cannot slip past the
 * limit together.
 */
export async function claimHold(db: Db, hold: NewCheckoutHold): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    const locks = [
      `card:${hold.paymentMethodId}`,
      `shopper:${hold.shopper}`,
      `address:${hold.clientAddress}`,
    ].sort();
    for (const lock of locks) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
    }
    const dimensions = [
      ['card', eq(checkoutHolds.paymentMethodId, hold.paymentMethodId)],
      ['account', eq(checkoutHolds.shopper, hold.shopper)],
      ['address', eq(checkoutHolds.clientAddress, hold.clientAddress)],
    ] as const;
    for (const [whose, which] of dimensions) {
      const [counted] = await tx
        .select({ open: sql<number>`count(*)::int` })
        .from(checkoutHolds)
        .where(openHoldsWhere(which));
      const limit = OPEN_HOLD_LIMITS[whose];
      if ((counted?.open ?? 0) >= limit) return { kind: 'limit', whose, limit };
    }
    const [claimed] = await tx
      .insert(checkoutHolds)
      .values(hold)
      .onConflictDoNothing({ target: checkoutHolds.providerKey })
      .returning();
    return claimed ? { kind: 'claimed', hold: claimed } : { kind: 'taken' };
  });
}

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
