import type { Deal } from '../../../contract/catalog';
import { isAlmostFull, isUrgent } from '../../lib/badges';
import { useSecondsLeft } from '../../lib/use-seconds-left';
import { dealTexts } from './texts';
import {
  formatMoney,
  formatPercentOff,
  percentFilled,
  percentOff,
  timeLeftIn,
  toCents,
} from '../../lib/format';

/** Everything a card, slide or detail screen prints about a deal, computed in one place. */
export interface DealView {
  groupPrice: string;
  regularPrice: string;
  saving: string;
  /** The deal's badge, from its type: 'Buy 2 Get 1 Free', or the percent off of a group price. */
  badgeText: string;
  timeLeftText: string;
  expired: boolean;
  /** No group is open and the stock cannot open one: nobody can join or buy. */
  soldOut: boolean;
  /** The stock still holds a whole group, which a solo buy takes. */
  wholeGroupInStock: boolean;
  urgent: boolean;
  almostFull: boolean;
  /** Its open group needs one more unit: about to close, listed first. */
  oneLeftToFill: boolean;
  /** In its last hour: about to close, listed first. */
  closesWithinHour: boolean;
  joined: number;
  total: number;
  percentFilled: number;
}

/** A group closes "within the hour" for its deal's last hour, as the listings order it. */
const LAST_HOUR_SECONDS = 3600;

/**
 * The badge follows the deal's type, never its title: "buy X get Y free" says so, a group price
 * says its percent off (docs/decisions/0036-deal-types-split-to-the-cent.md).
 */
function badgeOf(deal: Deal, regularCents: number, groupCents: number): string {
  if (deal.deal_type === 'buy_x_get_y' && deal.buy_units !== null && deal.free_units !== null)
    return dealTexts.buyXGetYFree(deal.buy_units, deal.free_units);
  return formatPercentOff(percentOff(deal.product.discount_percentage, regularCents, groupCents));
}

/** The seconds left the deal's data gives, before any clock runs (the first render's figure). */
export function dataSecondsLeft(deal: Deal): number {
  return Math.max(0, Math.round(deal.expiry_left_hours * 3600));
}

/** docs/product.md §4: in listings, expired and inactive both count as expired; so is a deal whose time ran out. */
export function isDealExpired(deal: Deal, secondsLeft = dataSecondsLeft(deal)): boolean {
  return deal.status !== 'active' || secondsLeft <= 0;
}

/** What a deal shows with `secondsLeft` to go (a live countdown's figure, else the data's). */
export function dealView(deal: Deal, secondsLeft = dataSecondsLeft(deal)): DealView {
  const groupCents = toCents(deal.group_deal_price);
  const regularCents = toCents(deal.product.regular_price);
  const expired = isDealExpired(deal, secondsLeft);
  return {
    groupPrice: formatMoney(groupCents),
    regularPrice: formatMoney(regularCents),
    saving: formatMoney(Math.max(0, regularCents - groupCents)),
    badgeText: badgeOf(deal, regularCents, groupCents),
    timeLeftText: expired ? 'Expired' : timeLeftIn(secondsLeft).text,
    expired,
    soldOut: deal.sold_out,
    wholeGroupInStock:
      deal.units_in_stock === null || deal.units_in_stock >= deal.total_units_needed,
    urgent: !expired && isUrgent(secondsLeft / 3600),
    almostFull: !expired && isAlmostFull(deal.reservation_count, deal.total_units_needed),
    oneLeftToFill: !expired && deal.reservation_count > 0 && deal.remaining_units === 1,
    closesWithinHour: !expired && secondsLeft <= LAST_HOUR_SECONDS,
    joined: deal.reservation_count,
    total: deal.total_units_needed,
    percentFilled: percentFilled(deal.reservation_count, deal.total_units_needed),
  };
}

/** The deal's countdown on the page's clock: its seconds left now. */
export function useDealSecondsLeft(deal: Deal): number {
  return useSecondsLeft(Date.parse(deal.expiry_date), dataSecondsLeft(deal));
}
