/**
 * Where a group stands on a deal's price ladder (docs/decisions/0034), for the server and the
 * PWA alike; zod-free, so the PWA can import it. `tiers` ascend in units.
 */

/** The most rungs a ladder may have. */
export const MAX_PRICE_TIERS = 5;

/** The highest tier `reservedUnits` reach; null below the first (or for a deal without tiers). */
export function tierReached<Tier extends { units: number }>(
  tiers: readonly Tier[],
  reservedUnits: number,
): Tier | null {
  let reached: Tier | null = null;
  for (const tier of tiers) if (tier.units <= reservedUnits) reached = tier;
  return reached;
}

/** The next tier `reservedUnits` have not reached yet; null once the last is reached. */
export function nextTier<Tier extends { units: number }>(
  tiers: readonly Tier[],
  reservedUnits: number,
): Tier | null {
  return tiers.find((tier) => tier.units > reservedUnits) ?? null;
}

/**
 * The price a unit is bought at, as the deal answers give it: a solo buy of a tiered deal takes
 * the whole last tier at its price; a group reservation is held at the group price.
 */
export function unitPriceText(
  deal: { group_deal_price: string; price_tiers: readonly { price: string }[] },
  orderType: 'group' | 'solo',
): string {
  const last = deal.price_tiers.at(-1);
  return orderType === 'solo' && last ? last.price : deal.group_deal_price;
}
