import type { Deal } from '../../../contract/catalog';
import { isAlmostFull, isUrgent } from '../../lib/badges';
import {
  formatMoney,
  formatPercentOff,
  percentFilled,
  percentOff,
  timeLeft,
  toCents,
} from '../../lib/format';

/** Everything a card, slide or detail screen prints about a deal, computed in one place. */
export interface DealView {
  groupPrice: string;
  regularPrice: string;
  saving: string;
  percentOffText: string;
  timeLeftText: string;
  expired: boolean;
  urgent: boolean;
  almostFull: boolean;
  joined: number;
  total: number;
  percentFilled: number;
}

/** SPEC 4: in listings, expired and inactive both count as expired. */
export function isDealExpired(deal: Deal): boolean {
  return deal.status !== 'active' || deal.expiry_left_hours <= 0;
}

export function dealView(deal: Deal): DealView {
  const groupCents = toCents(deal.group_deal_price);
  const regularCents = toCents(deal.product.regular_price);
  const expired = isDealExpired(deal);
  return {
    groupPrice: formatMoney(groupCents),
    regularPrice: formatMoney(regularCents),
    saving: formatMoney(Math.max(0, regularCents - groupCents)),
    percentOffText: formatPercentOff(
      percentOff(deal.product.discount_percentage, regularCents, groupCents),
    ),
    timeLeftText: expired ? 'Expired' : timeLeft(deal.expiry_left_hours).text,
    expired,
    urgent: !expired && isUrgent(deal.expiry_left_hours),
    almostFull: !expired && isAlmostFull(deal.reservation_count, deal.total_units_needed),
    joined: deal.reservation_count,
    total: deal.total_units_needed,
    percentFilled: percentFilled(deal.reservation_count, deal.total_units_needed),
  };
}
