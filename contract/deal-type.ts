/**
 * A deal's type, from which its group size, unit price and badge follow
 * (docs/decisions/0036-deal-types-split-to-the-cent.md). Free of zod, so the PWA, the server and
 * the migration's rule read the same arithmetic.
 */

export const DEAL_TYPES = ['buy_x_get_y', 'group_price'] as const;
export type DealTypeName = (typeof DEAL_TYPES)[number];

/** The most units a group may have (docs/product.md §3). */
export const MAX_GROUP_SIZE = 1_000;

/** A deal's type as stored and sent: buy X get Y free carries its X and Y, a group price neither. */
export type DealTypeTerms =
  | { deal_type: 'buy_x_get_y'; buy_units: number; free_units: number }
  | { deal_type: 'group_price'; buy_units: null; free_units: null };

/**
 * The unit price of "buy X get Y free" on a product at `regularCents`: X regular prices shared
 * by the X + Y units of the group. Null when that share is not a whole number of cents: any
 * rounding would make a full group pay more or less than X regular prices, which the type promises.
 */
export function buyXGetYUnitCents(regularCents: number, buy: number, free: number): number | null {
  const groupPays = regularCents * buy;
  const size = buy + free;
  return groupPays % size === 0 ? groupPays / size : null;
}

/**
 * The regular prices nearest `regularCents` (one below or equal, one above) whose X + Y units
 * split X regular prices to the cent: what the console suggests when a price does not split.
 */
export function splittableRegularCents(
  regularCents: number,
  buy: number,
  free: number,
): { below: number | null; above: number } {
  const step = (buy + free) / greatestCommonDivisor(buy, buy + free);
  const below = Math.floor(regularCents / step) * step;
  return { below: below > 0 ? below : null, above: Math.ceil((regularCents + 1) / step) * step };
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * The type a deal stored without one has: "buy X get Y free" when its size and price are exactly
 * X + Y units sharing X regular prices, else a plain group price. The migration that gave
 * existing deals their types and the demo seed follow this same rule.
 */
export function inferDealType(
  groupPriceCents: number,
  groupSize: number,
  regularCents: number,
): DealTypeTerms {
  const paidFor = (groupPriceCents * groupSize) / regularCents;
  if (Number.isInteger(paidFor) && paidFor >= 1 && paidFor < groupSize)
    return { deal_type: 'buy_x_get_y', buy_units: paidFor, free_units: groupSize - paidFor };
  return { deal_type: 'group_price', buy_units: null, free_units: null };
}
