import type { Order } from '../../../contract/orders';
import { nextTier, tierReached } from '../../../contract/tier-ladder';
import { formatMoney } from '../../lib/format';
import { orderTierTexts } from './texts';

const cents = (dollars: number | string) => Math.round(Number(dollars) * 100);

/**
 * What a group order of a tiered deal says of its price (docs/decisions/0034): while the group
 * fills, where it stands and what the next tier takes; once charged below the hold, what the
 * member finally paid and saved. Null for a deal with one price and for a solo buy.
 */
export function orderTierLine(order: Order): string | null {
  const tiers = order.deal.price_tiers;
  const [first] = tiers;
  if (!first || order.order_type !== 'group') return null;
  if (order.status === 'pending_charge' && order.batch) {
    const joined = order.batch.total_reservations;
    const reached = tierReached(tiers, joined);
    const next = nextTier(tiers, joined);
    if (!reached)
      return orderTierTexts.belowFirst(first.units - joined, formatMoney(cents(first.price)));
    const now = orderTierTexts.standing(reached.units, formatMoney(cents(reached.price)));
    return next
      ? `${now} ${orderTierTexts.next(next.units - joined, formatMoney(cents(next.price)))}`
      : now;
  }
  const heldUnit = cents(order.deal.group_deal_price);
  const paidUnit = cents(order.unit_price);
  if (order.status === 'pending_charge' || paidUnit >= heldUnit) return null;
  return orderTierTexts.finallyCharged(
    formatMoney(cents(order.total_amount)),
    formatMoney(paidUnit),
    formatMoney((heldUnit - paidUnit) * order.quantity),
  );
}
