import { and, eq } from 'drizzle-orm';
import type { CreateDealRequest } from '../../../contract/admin.ts';
import {
  buyXGetYUnitCents,
  MAX_GROUP_SIZE,
  splittableRegularCents,
} from '../../../contract/deal-type.ts';
import type { DealTypeName } from '../../../contract/deal-type.ts';
import type { Db } from '../../db/client.ts';
import { deals } from '../../db/schema.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { badRequest } from '../../http/errors.ts';
import { dealTypeTexts } from './texts.ts';

/** A deal's type with the size and unit price it gives, as stored. */
export type DealTerms = {
  dealType: DealTypeName;
  buyUnits: number | null;
  freeUnits: number | null;
  groupDealPriceCents: number;
  totalUnitsNeeded: number;
};

/** The type fields a create or a change may carry; a change leaves out what stays. */
export type DealTermsRequest = Partial<
  Pick<
    CreateDealRequest,
    'deal_type' | 'buy_units' | 'free_units' | 'group_deal_price_cents' | 'total_units_needed'
  >
>;

/** Whether a change touches the deal's type, size or price at all. */
export const touchesTerms = (request: DealTermsRequest): boolean =>
  (
    [
      'deal_type',
      'buy_units',
      'free_units',
      'group_deal_price_cents',
      'total_units_needed',
    ] as const
  ).some((field) => request[field] !== undefined);

/**
 * The deal's terms after a create (`current` null) or a change: "buy X get Y free" gives its
 * size (X + Y) and unit price (X regular prices shared by the group, to the cent); a size or
 * price that contradicts it is a 400 naming the field
 * (docs/decisions/0036-deal-types-split-to-the-cent.md). A group price takes the size and price
 * typed, or kept.
 */
export function resolveDealTerms(
  current: DealTerms | null,
  request: DealTermsRequest,
  regularCents: number,
): DealTerms {
  const dealType = request.deal_type ?? current?.dealType ?? 'group_price';
  if (dealType === 'group_price') return groupPriceTerms(current, request);
  const kept = current?.dealType === 'buy_x_get_y' ? current : null;
  const buy = request.buy_units ?? kept?.buyUnits ?? null;
  const free = request.free_units ?? kept?.freeUnits ?? null;
  if (buy === null) throw badRequest(dealTypeTexts.required('buy_units'));
  if (free === null) throw badRequest(dealTypeTexts.required('free_units'));
  const size = buy + free;
  if (size > MAX_GROUP_SIZE) throw badRequest(dealTypeTexts.groupTooLarge(MAX_GROUP_SIZE));
  if (request.total_units_needed !== undefined && request.total_units_needed !== size)
    throw badRequest(dealTypeTexts.sizeContradicts(buy, free));
  const price = buyXGetYUnitCents(regularCents, buy, free);
  if (price === null) {
    const { below, above } = splittableRegularCents(regularCents, buy, free);
    throw badRequest(
      dealTypeTexts.priceDoesNotSplit(
        buy,
        free,
        centsToDecimal(regularCents),
        below === null ? null : centsToDecimal(below),
        centsToDecimal(above),
      ),
    );
  }
  if (request.group_deal_price_cents !== undefined && request.group_deal_price_cents !== price)
    throw badRequest(dealTypeTexts.priceContradicts(buy, free, centsToDecimal(price)));
  return {
    dealType,
    buyUnits: buy,
    freeUnits: free,
    groupDealPriceCents: price,
    totalUnitsNeeded: size,
  };
}

function groupPriceTerms(current: DealTerms | null, request: DealTermsRequest): DealTerms {
  if (request.buy_units !== undefined) throw badRequest(dealTypeTexts.onlyBuyXGetY('buy_units'));
  if (request.free_units !== undefined) throw badRequest(dealTypeTexts.onlyBuyXGetY('free_units'));
  const price = request.group_deal_price_cents ?? current?.groupDealPriceCents;
  const size = request.total_units_needed ?? current?.totalUnitsNeeded;
  if (price === undefined) throw badRequest(dealTypeTexts.required('group_deal_price_cents'));
  if (size === undefined) throw badRequest(dealTypeTexts.required('total_units_needed'));
  return {
    dealType: 'group_price',
    buyUnits: null,
    freeUnits: null,
    groupDealPriceCents: price,
    totalUnitsNeeded: size,
  };
}

/**
 * A product's new regular price moves the unit price of its "buy X get Y free" deals with it, in
 * the caller's transaction; a price their groups cannot share to the cent is a 400 naming
 * `regular_price_cents`, and nothing changes.
 */
export async function repriceBuyXGetYDeals(
  tx: Db,
  productId: number,
  regularCents: number,
): Promise<void> {
  const typed = await tx
    .select({ id: deals.id, title: deals.title, buy: deals.buyUnits, free: deals.freeUnits })
    .from(deals)
    .where(and(eq(deals.productId, productId), eq(deals.dealType, 'buy_x_get_y')))
    .for('update');
  for (const deal of typed) {
    if (deal.buy === null || deal.free === null)
      throw new Error('a typed deal without its X and Y');
    const price = buyXGetYUnitCents(regularCents, deal.buy, deal.free);
    if (price === null)
      throw badRequest(
        dealTypeTexts.regularDoesNotSplit(
          deal.title,
          deal.buy,
          deal.free,
          centsToDecimal(regularCents),
        ),
      );
    await tx.update(deals).set({ groupDealPriceCents: price }).where(eq(deals.id, deal.id));
  }
}
