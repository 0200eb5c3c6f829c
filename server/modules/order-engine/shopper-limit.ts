import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batches, deals, orders } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { consoleTexts } from './console-texts.ts';

/** Who a placement is for: the account, or the e-mail of a guest checkout. */
export type Shopper = { userId: number | null; email: string };

const sameShopper = (shopper: Shopper) =>
  shopper.userId === null
    ? and(isNull(orders.userId), eq(orders.buyerEmail, shopper.email))
    : or(eq(orders.userId, shopper.userId), eq(orders.buyerEmail, shopper.email));

/**
 * Refuses (409, in words for the shopper) a placement the deal does not take yet or that would
 * give one shopper more units than its per-shopper limit: the units they hold in the deal's open
 * group plus the new ones. On a transaction, the shopper's placements on the deal are serialised
 * by an advisory lock until it ends, so two concurrent joins cannot both slip under the limit.
 */
async function checkShopperLimit(
  tx: Db,
  dealId: number,
  shopper: Shopper,
  quantity: number,
  now: Date,
): Promise<void> {
  const [deal] = await tx
    .select({ limit: deals.maxUnitsPerShopper, startsAt: deals.startsAt })
    .from(deals)
    .where(eq(deals.id, dealId));
  if (!deal) return;
  if (deal.startsAt && deal.startsAt.getTime() > now.getTime())
    throw conflict(consoleTexts.notStarted(deal.startsAt));
  if (deal.limit === null) return;
  if (quantity > deal.limit) throw conflict(consoleTexts.overShopperLimit(deal.limit, 0));
  const lock = `shopper-limit:${dealId}:${shopper.userId ?? shopper.email}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
  const [held] = await tx
    .select({ units: sql<string>`coalesce(sum(${orders.quantity}), 0)` })
    .from(orders)
    .innerJoin(batches, eq(batches.id, orders.batchId))
    .where(
      and(
        eq(orders.dealId, dealId),
        eq(batches.status, 'open'),
        inArray(orders.status, ['pending_charge', 'payment_action_required']),
        sameShopper(shopper),
      ),
    );
  const heldUnits = Number(held?.units ?? 0);
  if (heldUnits + quantity > deal.limit)
    throw conflict(consoleTexts.overShopperLimit(deal.limit, heldUnits));
}

type Placement = {
  id: number;
  dealId: number;
  quantity: number;
  userId?: number | null;
  buyerEmail: string;
  paymentIntentId: string;
};

/**
 * Runs a placement under the deal's start and per-shopper limit. Without a limit it runs as it
 * is; with one, the check and the placement share a transaction (the placement last, as the
 * reservation statement asks). A retry of a placement already recorded goes straight to the
 * placement, whose own answer for a duplicate is the right one.
 */
export async function withinShopperLimit<T>(
  db: Db,
  order: Placement,
  now: Date,
  place: (db: Db) => Promise<T>,
): Promise<T> {
  const [deal] = await db
    .select({ limit: deals.maxUnitsPerShopper, startsAt: deals.startsAt })
    .from(deals)
    .where(eq(deals.id, order.dealId));
  if (deal?.startsAt && deal.startsAt.getTime() > now.getTime())
    throw conflict(consoleTexts.notStarted(deal.startsAt));
  if (!deal || deal.limit === null) return place(db);
  const [recorded] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(or(eq(orders.id, order.id), eq(orders.paymentIntentId, order.paymentIntentId)));
  if (recorded) return place(db);
  return db.transaction(async (tx) => {
    await checkShopperLimit(
      tx,
      order.dealId,
      { userId: order.userId ?? null, email: order.buyerEmail },
      order.quantity,
      now,
    );
    return place(tx);
  });
}

/** The same check inside a placement's own transaction (a solo buy records its order in one). */
export const checkShopperLimitIn = (tx: Db, order: Placement, now: Date) =>
  checkShopperLimit(
    tx,
    order.dealId,
    { userId: order.userId ?? null, email: order.buyerEmail },
    order.quantity,
    now,
  );
