import type { PriceTierInput } from '../../../contract/price-tiers';
import { MAX_PRICE_TIERS } from '../../../contract/tier-ladder';
import { dollarsToCents, MAX_CENTS } from './money';
import { adminTexts } from './texts';

/** One rung of the price ladder as the form holds it: units and a price in dollars, as typed. */
export interface TierDraft {
  units: string;
  price: string;
}

export type TierField = `tier-${number}`;

const wholeUnits = (text: string): number | null => {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const units = Number(text.trim());
  return units >= 2 && units <= 1_000 ? units : null;
};

/** What is wrong with one rung, given the rung before it (checked already); null: nothing. */
function tierProblem(
  units: number | null,
  cents: number | null,
  before: PriceTierInput | undefined,
  regularCents: number | null,
): string | null {
  if (units === null) return adminTexts.wholeNumber(2, 1_000);
  if (cents === null || cents <= 0 || cents > MAX_CENTS) return adminTexts.notMoney;
  if (before && units <= before.units) return adminTexts.tierUnitsAscend;
  if (before && cents >= before.price_cents) return adminTexts.tierPricesDescend;
  if (regularCents !== null && cents >= regularCents) return adminTexts.groupBelowRegular;
  return null;
}

/**
 * Checks the ladder as the server would (docs/decisions/0034): none, or 2 to 5 rungs whose units
 * ascend and prices descend, each below the regular price. Problems go under their rung.
 */
export function validateTiers(
  tiers: readonly TierDraft[],
  regularCents: number | null,
  errors: Partial<Record<TierField, string>>,
): PriceTierInput[] | null {
  const checked: PriceTierInput[] = [];
  tiers.forEach((tier, index) => {
    const units = wholeUnits(tier.units);
    const cents = dollarsToCents(tier.price);
    const problem = tierProblem(units, cents, checked.at(-1), regularCents);
    if (problem) errors[`tier-${index}`] = problem;
    else if (units !== null && cents !== null) checked.push({ units, price_cents: cents });
  });
  if (tiers.length === 1) errors['tier-0'] = adminTexts.tiersAtLeastTwo;
  if (tiers.length > MAX_PRICE_TIERS)
    errors[`tier-${tiers.length - 1}`] = adminTexts.tiersAtMost(MAX_PRICE_TIERS);
  return checked.length === tiers.length && tiers.length !== 1 ? checked : null;
}

/** The server's wire names of the rungs ('price_tiers.1.units'), so a refusal shows under its rung. */
export const TIER_SERVER_FIELDS: Record<string, TierField> = Object.fromEntries([
  ['price_tiers', 'tier-0'],
  ...Array.from({ length: MAX_PRICE_TIERS }, (_, index) =>
    ['units', 'price_cents'].map((key) => [`price_tiers.${index}.${key}`, `tier-${index}`]),
  ).flat(),
]) as Record<string, TierField>;
