import { asc, eq } from 'drizzle-orm';
import type { PriceTierInput } from '../../../contract/price-tiers.ts';
import type { Db } from '../../db/client.ts';
import { dealPriceTiers } from '../../db/schema.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { resizeOpenGroup } from '../order-engine/service.ts';
import { adminTexts } from './texts.ts';

type DealPricing = {
  group_deal_price_cents?: number | undefined;
  total_units_needed?: number | undefined;
  price_tiers?: PriceTierInput[] | undefined;
};

/**
 * The group price and size a request sets. A tiered deal is held at its first tier's price and
 * fills at its last tier's units (docs/decisions/0034); the contract made sure that fields given
 * beside tiers agree with them.
 */
function pricingOf(request: DealPricing): {
  groupDealPriceCents: number | undefined;
  totalUnitsNeeded: number | undefined;
} {
  const tiers = request.price_tiers ?? [];
  const [first, last] = [tiers[0], tiers.at(-1)];
  if (first && last)
    return { groupDealPriceCents: first.price_cents, totalUnitsNeeded: last.units };
  return {
    groupDealPriceCents: request.group_deal_price_cents,
    totalUnitsNeeded: request.total_units_needed,
  };
}

/**
 * The request with its ladder's price and size written in: a tiered deal is a group price deal,
 * held at its first tier and filled at its last (docs/decisions/0034).
 */
export function tieredTerms<R extends DealPricing>(request: R): R {
  if (!request.price_tiers?.length) return request;
  const { groupDealPriceCents, totalUnitsNeeded } = pricingOf(request);
  return {
    ...request,
    group_deal_price_cents: groupDealPriceCents,
    total_units_needed: totalUnitsNeeded,
  };
}

/** Every tier's price is below the regular price: the first is the highest. */
export function requireTiersBelowRegular(tiers: PriceTierInput[], regularPriceCents: number) {
  const [first] = tiers;
  if (first && first.price_cents >= regularPriceCents)
    throw badRequest(adminTexts.tierNotBelowRegular(centsToDecimal(regularPriceCents)));
}

/** The deal's ladder as stored, units ascending; [] for one group price. */
export async function storedTiersOf(tx: Db, dealId: number): Promise<PriceTierInput[]> {
  return tx
    .select({ units: dealPriceTiers.units, price_cents: dealPriceTiers.priceCents })
    .from(dealPriceTiers)
    .where(eq(dealPriceTiers.dealId, dealId))
    .orderBy(asc(dealPriceTiers.units));
}

/** Writes a new deal's ladder in the caller's transaction. */
export async function insertTiers(tx: Db, dealId: number, tiers: PriceTierInput[]) {
  if (tiers.length === 0) return;
  await tx
    .insert(dealPriceTiers)
    .values(tiers.map((tier) => ({ dealId, units: tier.units, priceCents: tier.price_cents })));
}

const sameLadder = (a: PriceTierInput[], b: PriceTierInput[]) =>
  a.length === b.length &&
  a.every((tier, i) => tier.units === b[i]?.units && tier.price_cents === b[i]?.price_cents);

/**
 * Applies an update's ladder in the caller's transaction (the deal's row locked by it). Members
 * of an open group joined on the ladder they saw, so it changes only while nobody holds units
 * there (409 otherwise); a tiered deal's price and size change only through its tiers (400).
 */
export async function updateTiers(
  tx: Db,
  dealId: number,
  current: { totalUnitsNeeded: number },
  request: DealPricing,
): Promise<void> {
  const stored = await storedTiersOf(tx, dealId);
  const asked = request.price_tiers;
  if (asked === undefined) {
    if (stored.length === 0) return;
    if (request.group_deal_price_cents !== undefined)
      throw badRequest(adminTexts.tieredField('group_deal_price_cents'));
    if (request.total_units_needed !== undefined)
      throw badRequest(adminTexts.tieredField('total_units_needed'));
    return;
  }
  if (sameLadder(stored, asked)) return;
  const size = pricingOf(request).totalUnitsNeeded ?? current.totalUnitsNeeded;
  const resized = await resizeOpenGroup(tx, dealId, size);
  if (resized.kind === 'locked') throw conflict(adminTexts.tiersLocked(resized.reservedUnits));
  await tx.delete(dealPriceTiers).where(eq(dealPriceTiers.dealId, dealId));
  await insertTiers(tx, dealId, asked);
}
