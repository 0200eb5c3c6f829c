import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { batches, dealPriceTiers } from '../../db/schema.ts';
import { orderAmounts } from '../../domain/pricing.ts';
import { chargeBatchJob } from './jobs.ts';
import { giveBackStock } from './stock.ts';

/**
 * The units of the highest tier of the deal `dealId` that `units` reserved units reach; null below
 * its first tier and for a deal without tiers. SQL for the statements that reserve and release
 * units, so the tier moves under the batch's row lock with its units (docs/decisions/0034).
 */
export const tierAt = (dealId: SQL | typeof batches.dealId, units: SQL) =>
  sql<number | null>`(select max(${dealPriceTiers.units}) from ${dealPriceTiers}
    where ${dealPriceTiers.dealId} = ${dealId} and ${dealPriceTiers.units} <= ${units})`;

/**
 * What each unit of the batch costs at its close: the price of the tier it reached; null for a
 * group without a reached tier (a deal with one price), charged at its orders' own price.
 */
export async function reachedTierPrice(db: Db, batchId: number): Promise<number | null> {
  const [tier] = await db
    .select({ priceCents: dealPriceTiers.priceCents })
    .from(batches)
    .innerJoin(
      dealPriceTiers,
      and(eq(dealPriceTiers.dealId, batches.dealId), eq(dealPriceTiers.units, batches.tierUnits)),
    )
    .where(eq(batches.id, batchId));
  return tier?.priceCents ?? null;
}

/**
 * A tiered group that reached its first tier by its deadline has succeeded: it closes filled at
 * the tier reached and is charged, instead of expiring (docs/decisions/0034). In the caller's
 * transaction; false when the batch is not such a group (or was closed meanwhile).
 */
export async function closeReachedGroup(
  tx: Db,
  jobs: JobQueue,
  batchId: number,
  now: Date,
): Promise<boolean> {
  const [closed] = await tx
    .update(batches)
    .set({ status: 'filled', filledAt: now })
    .where(and(eq(batches.id, batchId), eq(batches.status, 'open'), isNotNull(batches.tierUnits)))
    .returning({
      dealId: batches.dealId,
      unsold: sql<number>`${batches.size} - ${batches.reservedUnits}`,
    });
  if (!closed) return false;
  // The units the group set aside when it opened but never sold go back to the deal's stock
  // (docs/decisions/0037-stock-set-aside-by-the-group.md).
  await giveBackStock(tx, closed.dealId, Number(closed.unsold));
  await jobs.enqueue(tx, chargeBatchJob, chargeBatchJob.keyOf(batchId), { batchId });
  return true;
}

/**
 * The order priced at its group's final tier when that is below what it was held for, as the
 * charge job prices it; the order as it is otherwise (a deal with one price, a group not closed).
 */
export async function atFinalTierPrice<Order extends OrderFigures>(
  db: Db,
  order: Order,
): Promise<Order> {
  if (order.batchId === null) return order;
  const tierPrice = await reachedTierPrice(db, order.batchId);
  if (tierPrice === null || tierPrice >= order.unitPriceCents) return order;
  const { unitPriceCents, totalCents } = orderAmounts(tierPrice, order.quantity);
  return { ...order, unitPriceCents, totalCents };
}

type OrderFigures = {
  batchId: number | null;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
};
