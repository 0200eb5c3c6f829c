import type { Deal } from '../../../contract/catalog';
import { nextTier, tierReached } from '../../../contract/tier-ladder';
import { formatMoney, toCents } from '../../lib/format';
import { ladderTexts } from './texts';

export interface LadderRung {
  units: number;
  text: string;
  reached: boolean;
  /** The rung whose price the group would pay if it closed now. */
  current: boolean;
}

/** What a tiered deal shows of its ladder for the units its open group holds; null without tiers. */
export interface LadderView {
  rungs: LadderRung[];
  /** "2 more and everyone pays $14.00"; null once the last tier is reached. */
  next: string | null;
  /** The price if the group closed now, or what it needs to go ahead at all. */
  now: string;
  held: string;
}

export function ladderView(
  deal: Pick<Deal, 'price_tiers' | 'reservation_count'>,
): LadderView | null {
  const tiers = deal.price_tiers;
  const [first] = tiers;
  if (!first) return null;
  const joined = deal.reservation_count;
  const reached = tierReached(tiers, joined);
  const upcoming = nextTier(tiers, joined);
  const price = (tier: { price: string }) => formatMoney(toCents(tier.price));
  return {
    rungs: tiers.map((tier) => ({
      units: tier.units,
      text: ladderTexts.rung(tier.units, price(tier)),
      reached: tier.units <= joined,
      current: tier === reached,
    })),
    next:
      upcoming && reached ? ladderTexts.nextTier(upcoming.units - joined, price(upcoming)) : null,
    now: reached
      ? ladderTexts.closedNow(price(reached))
      : ladderTexts.belowFirst(first.units - joined, price(first)),
    held: ladderTexts.heldAt(price(first)),
  };
}
