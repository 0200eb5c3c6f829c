import { z } from 'zod';
import { MAX_PRICE_TIERS } from './tier-ladder.ts';

/**
 * A tiered deal's price ladder (docs/decisions/0034): "2 units: $20 each, 4: $16, 6: $14".
 * Every member of a group pays the price of the highest tier its reservations reached.
 */
const MAX_TIER_CENTS = 10_000_000;

export const priceTierInput = z
  .object({
    units: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(2, 'must be at least 2')
      .max(1_000, 'must be at most 1000'),
    price_cents: z
      .number({ error: 'must be a number of cents' })
      .int('must be a whole number of cents')
      .positive('must be more than 0')
      .max(MAX_TIER_CENTS, `must be at most ${MAX_TIER_CENTS} cents`),
  })
  .strict();
export type PriceTierInput = z.infer<typeof priceTierInput>;

/**
 * No tiers (one group price), or 2 to 5 of them, units ascending and prices descending; that each
 * price is below the product's regular price is the server's check, which knows the product.
 */
export const priceTiersInput = z
  .array(priceTierInput, { error: 'must be a list of tiers' })
  .max(MAX_PRICE_TIERS, `must have at most ${MAX_PRICE_TIERS} tiers`)
  .superRefine((tiers, context) => {
    if (tiers.length === 1)
      context.addIssue({
        code: 'custom',
        message: 'must have at least 2 tiers, or none for one group price',
      });
    tiers.forEach((tier, index) => {
      const before = tiers[index - 1];
      if (!before) return;
      if (tier.units <= before.units)
        context.addIssue({
          code: 'custom',
          path: [index, 'units'],
          message: `must be more than the tier before (${before.units})`,
        });
      if (tier.price_cents >= before.price_cents)
        context.addIssue({
          code: 'custom',
          path: [index, 'price_cents'],
          message: `must be less than the tier before (${before.price_cents} cents)`,
        });
    });
  });

/** A tier as the deal answers show it: a price in dollars, as `group_deal_price` is. */
export const priceTier = z.object({ units: z.number(), price: z.string() });
export type PriceTier = z.infer<typeof priceTier>;

type DealPricing = {
  deal_type?: 'buy_x_get_y' | 'group_price' | undefined;
  group_deal_price_cents?: number | undefined;
  total_units_needed?: number | undefined;
  price_tiers?: PriceTierInput[] | undefined;
};

/**
 * A tiered deal's group price is its first tier's price (what a member's card is held for) and
 * its group size its last tier's units; given beside tiers they must say the same. A new deal
 * without tiers needs both.
 */
export const tieredDealFieldsAgree =
  (creating: boolean) =>
  (deal: DealPricing, context: z.RefinementCtx): void => {
    const tiers = deal.price_tiers ?? [];
    const [first, last] = [tiers[0], tiers.at(-1)];
    if (deal.deal_type === 'buy_x_get_y' && tiers.length > 0)
      context.addIssue({
        code: 'custom',
        path: ['price_tiers'],
        message: "must be empty for a 'buy_x_get_y' deal: its one price follows from its type",
      });
    if (!first || !last || tiers.length < 2) {
      // A buy X get Y free deal's price and size follow from its type (contract/deal-type.ts).
      if (!creating || deal.deal_type === 'buy_x_get_y') return;
      for (const field of ['group_deal_price_cents', 'total_units_needed'] as const)
        if (deal[field] === undefined)
          context.addIssue({ code: 'custom', path: [field], message: 'is required' });
      return;
    }
    if (
      deal.group_deal_price_cents !== undefined &&
      deal.group_deal_price_cents !== first.price_cents
    )
      context.addIssue({
        code: 'custom',
        path: ['group_deal_price_cents'],
        message: `must be the first tier's price (${first.price_cents} cents) for a tiered deal`,
      });
    if (deal.total_units_needed !== undefined && deal.total_units_needed !== last.units)
      context.addIssue({
        code: 'custom',
        path: ['total_units_needed'],
        message: `must be the last tier's units (${last.units}) for a tiered deal`,
      });
  };
