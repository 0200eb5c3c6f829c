import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { STOCK_CHECK } from '../../db/deal-stock-columns.ts';
import { deals } from '../../db/schema.ts';
import { refused } from './placement-rules.ts';
import type { Refusal } from './placement-rules.ts';
import { placementTexts } from './texts.ts';

/*
 * A deal's stock counts the units neither sold nor set aside by an open group
 * (docs/decisions/0037-stock-set-aside-by-the-group.md): opening a group sets aside its whole
 * size, so a group once open can always fill; a solo buy takes its whole group at once. A group
 * that ends unfilled (expired, cancelled) and a solo buy whose card refused give theirs back.
 * Leaving or cancelling a reservation gives its units back to the group, which keeps them.
 */

/** What a placement knows of the deal's stock. */
export type StockTerms = { unitsInStock: number | null; totalUnitsNeeded: number };

/**
 * The order cannot be placed for want of stock: a solo buy needs a whole group in stock, a group
 * reservation needs one only when no group is open (`openGroupRoom` null) and it would open one.
 * Checked before a hold is placed, so none is placed in vain; the reservation still decides.
 */
export function stockRefusal(
  deal: StockTerms,
  orderType: 'group' | 'solo',
  openGroupRoom: number | null,
): Refusal | null {
  if (deal.unitsInStock === null || deal.unitsInStock >= deal.totalUnitsNeeded) return null;
  if (orderType === 'group' && openGroupRoom !== null) return null;
  return soldOut();
}

export const soldOut = (): Refusal => refused(409, placementTexts.soldOut);

/** The statement would have taken the deal's stock below zero: the database's check refused it. */
export function isOutOfStock(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23514' && constraint === STOCK_CHECK;
}

/**
 * Takes `units` from the deal's stock in the caller's transaction; false, and nothing taken, when
 * fewer are left. A deal that does not count its stock always has them. The row's lock holds the
 * count until the caller's transaction ends, so concurrent takers queue and none oversells.
 */
export async function takeStock(tx: Db, dealId: number, units: number): Promise<boolean> {
  const taken = await tx
    .update(deals)
    .set({ unitsInStock: sql`${deals.unitsInStock} - ${units}` })
    .where(and(eq(deals.id, dealId), isNotNull(deals.unitsInStock), gte(deals.unitsInStock, units)))
    .returning({ id: deals.id });
  if (taken.length > 0) return true;
  const [counted] = await tx
    .select({ units: deals.unitsInStock })
    .from(deals)
    .where(eq(deals.id, dealId));
  return counted?.units === null;
}

/** Gives `units` back to the deal's stock, in the caller's transaction; nothing for a deal that does not count it. */
export async function giveBackStock(tx: Db, dealId: number, units: number): Promise<void> {
  await tx
    .update(deals)
    .set({ unitsInStock: sql`${deals.unitsInStock} + ${units}` })
    .where(and(eq(deals.id, dealId), isNotNull(deals.unitsInStock)));
}
