import type { Deal } from '../../../contract/catalog.ts';
import { progressPercentage } from '../../../contract/progress.ts';

/** What a deal's share card says, worked out once from the deal. */
export type ShareCard = {
  title: string;
  price: string;
  regularPrice: string | null;
  saving: string | null;
  joined: string;
  percentFilled: number;
  ended: boolean;
};

/** A share card's title fits in three lines of the card; longer titles end in an ellipsis. */
const MAX_TITLE_GRAPHEMES = 90;

export function shareCardOf(deal: Deal): ShareCard {
  const priceCents = decimalToCents(deal.group_deal_price);
  const regularCents = decimalToCents(deal.product.regular_price);
  const percentOff = savingPercent(deal.product.discount_percentage, regularCents, priceCents);
  return {
    title: cardTitle(deal.title),
    price: formatMoney(priceCents),
    regularPrice: regularCents > priceCents ? formatMoney(regularCents) : null,
    saving: percentOff > 0 ? `Save ${percentOff}%` : null,
    joined: `${deal.reservation_count} of ${deal.total_units_needed} joined`,
    percentFilled: progressPercentage(deal.reservation_count, deal.total_units_needed),
    ended: deal.status !== 'active',
  };
}

/**
 * The card's font has no emoji and no control characters: they would print as empty boxes, so
 * they go, and a title longer than the card has room for is cut at a whole character.
 */
export function cardTitle(title: string): string {
  const printable = title
    .replace(/[\p{Extended_Pictographic}\p{Emoji_Modifier}\u200d\ufe0f\u20e3]/gu, '')
    .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const graphemes = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(printable)];
  if (graphemes.length <= MAX_TITLE_GRAPHEMES) return printable;
  const cut = graphemes
    .slice(0, MAX_TITLE_GRAPHEMES - 1)
    .map((part) => part.segment)
    .join('');
  return `${cut.trimEnd()}…`;
}

/** The product's own discount when it has one, else what the group price saves; never below 0. */
function savingPercent(discount: number | null, regularCents: number, priceCents: number): number {
  if (discount !== null && Number.isFinite(discount)) return Math.max(0, Math.round(discount));
  if (regularCents <= 0) return 0;
  return Math.max(0, Math.round(((regularCents - priceCents) / regularCents) * 100));
}

/** '12.50' -> 1250: the wire's decimal strings always have two decimals. */
function decimalToCents(decimal: string): number {
  const value = Number.parseFloat(decimal);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** 123456 -> '$1,234.56', as the store prints prices. */
function formatMoney(cents: number): string {
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}
