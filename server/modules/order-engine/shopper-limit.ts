import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batches, orders } from '../../db/schema.ts';
import { consoleTexts } from './console-texts.ts';

/**
 * A placement the deal does not take: it has not started yet, or the shopper would hold more
 * than its per-shopper limit. `message` tells the shopper why; the caller answers it as a 409.
 */
export type NotTaken = {
  kind: 'not-taken';
  reason: 'not-started' | 'over-limit';
  message: string;
};

/** What the deal's own rules need to know of a placement. */
type LimitedPlacement = {
  id: number;
  dealId: number;
  quantity: number;
  userId?: number | null;
  buyerEmail: string;
  paymentIntentId: string;
};

/** The deal's own rules of a placement: when it starts and how many units one shopper may hold. */
export type DealRules = { startsAt: Date | null; maxUnitsPerShopper: number | null };

/** The refusal of a placement made before the deal starts; null once it has. */
export function notStartedYet(deal: DealRules, now: Date): NotTaken | null {
  if (!deal.startsAt || deal.startsAt.getTime() <= now.getTime()) return null;
  return {
    kind: 'not-taken',
    reason: 'not-started',
    message: consoleTexts.notStarted(deal.startsAt),
  };
}

const overLimit = (limit: number, held: number): NotTaken => ({
  kind: 'not-taken',
  reason: 'over-limit',
  message: consoleTexts.overShopperLimit(limit, held),
});

const sameShopper = (order: LimitedPlacement) =>
  order.userId === undefined || order.userId === null
    ? and(isNull(orders.userId), eq(orders.buyerEmail, order.buyerEmail))
    : or(eq(orders.userId, order.userId), eq(orders.buyerEmail, order.buyerEmail));

/**
 * The refusal of a placement that would give one shopper more units of the deal than `limit`:
 * the units they hold in its open group plus the new ones; null when it fits. The shopper's
 * placements on the deal are serialised by an advisory lock until `tx` ends, so two concurrent
 * joins cannot both slip under the limit: record the placement in the same transaction.
 */
export async function overShopperLimit(
  tx: Db,
  order: LimitedPlacement,
  limit: number,
): Promise<NotTaken | null> {
  if (order.quantity > limit) return overLimit(limit, 0);
  const lock = `shopper-limit:${order.dealId}:${order.userId ?? order.buyerEmail}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
  const [held] = await tx
    .select({ units: sql<string>`coalesce(sum(${orders.quantity}), 0)` })
    .from(orders)
    .innerJoin(batches, eq(batches.id, orders.batchId))
    .where(
      and(
        eq(orders.dealId, order.dealId),
        eq(batches.status, 'open'),
        inArray(orders.status, ['pending_charge', 'payment_action_required']),
        sameShopper(order),
      ),
    );
  const heldUnits = Number(held?.units ?? 0);
  return heldUnits + order.quantity > limit ? overLimit(limit, heldUnits) : null;
}

/**
 * The refusal of a placement the deal does not take (not started, over the shopper's limit);
 * null when it takes it. Run it in the transaction that records the placement (see
 * `overShopperLimit`).
 */
export async function dealRefusal(
  tx: Db,
  order: LimitedPlacement,
  deal: DealRules,
  now: Date,
): Promise<NotTaken | null> {
  const notStarted = notStartedYet(deal, now);
  if (notStarted || deal.maxUnitsPerShopper === null) return notStarted;
  return overShopperLimit(tx, order, deal.maxUnitsPerShopper);
}

/** Whether an order with this id or payment intent is recorded already (a retried placement). */
export async function isRecorded(db: Db, order: LimitedPlacement): Promise<boolean> {
  const [recorded] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(or(eq(orders.id, order.id), eq(orders.paymentIntentId, order.paymentIntentId)));
  return recorded !== undefined;
}
