import type { StoredVariation } from '../../db/schema.ts';
import { effectiveDealStatus } from '../../domain/deal-progress.ts';
import { orderAmounts } from '../../domain/pricing.ts';
import { unitVariantsProblem } from '../../domain/variants.ts';
import { placementTexts } from './texts.ts';

/**
 * Why an order cannot be placed, with the status its caller answers and the shopper's words.
 * Every rule of a placement lives here once, whichever door the order comes through
 * (create-intent, checkout, join, buy all), so each has one status and one message.
 */
export type Refusal = {
  kind: 'refused';
  status: 400 | 401 | 402 | 404 | 409 | 503;
  message: string;
};

export const refused = (status: Refusal['status'], message: string): Refusal => ({
  kind: 'refused',
  status,
  message,
});

/** What the rules need to know of the deal. */
export type DealTerms = {
  status: 'active' | 'inactive' | 'expired';
  expiryDate: Date;
  startsAt: Date | null;
  totalUnitsNeeded: number;
};

/** The deal takes orders: it exists, has started, is active and has not expired. */
export function dealRefusal(deal: DealTerms | null | undefined, now: Date): Refusal | null {
  if (!deal) return refused(404, placementTexts.dealNotFound);
  const status = effectiveDealStatus(deal.status, deal.expiryDate, now);
  if (status === 'expired') return refused(409, placementTexts.dealClosed);
  if (status === 'inactive') return refused(409, placementTexts.dealInactive);
  if (deal.startsAt && deal.startsAt.getTime() > now.getTime())
    return refused(409, placementTexts.notStarted(deal.startsAt));
  return null;
}

/**
 * A group reservation takes part of a group, at least one unit and fewer than all of them; a
 * solo buy takes the whole group. The group's size is the store's, which may have changed
 * since the shopper looked, hence a conflict rather than a bad request.
 */
export function quantityRefusal(
  orderType: 'group' | 'solo',
  quantity: number,
  groupSize: number,
): Refusal | null {
  if (orderType === 'solo' && quantity !== groupSize)
    return refused(409, placementTexts.soloIsWholeGroup(groupSize, quantity));
  if (orderType === 'group' && quantity >= groupSize)
    return refused(409, placementTexts.groupTooLarge(groupSize));
  return null;
}

/** Each unit's options are the product's; `field` names where the request carried them. */
export function variantsRefusal(
  field: string,
  variations: readonly StoredVariation[],
  units: readonly Record<string, string>[] | undefined,
  quantity: number,
): Refusal | null {
  const problem = unitVariantsProblem(variations, units, quantity);
  return problem ? refused(400, placementTexts.variants(field, problem)) : null;
}

/**
 * The open group has room for the units; null when it has (or none is open: a new one opens).
 * Checked before a hold is placed so none is placed in vain; the reservation still decides.
 */
export function roomRefusal(unitsLeft: number | null, quantity: number): Refusal | null {
  return unitsLeft === null || quantity <= unitsLeft ? null : noRoom(unitsLeft, quantity);
}

/** The open group had too little room when the reservation locked it. */
export const noRoom = (unitsLeft: number, quantity: number): Refusal =>
  refused(409, placementTexts.unitsLeft(unitsLeft, quantity));

/** A card saved to an account is that account's alone: to anyone else it does not exist. */
export function cardRefusal(
  card: { userId: number | null } | null | undefined,
  userId: number | null,
): Refusal | null {
  if (!card || (card.userId !== null && card.userId !== userId))
    return refused(404, placementTexts.paymentMethodNotFound);
  return null;
}

/** The figures a shopper was shown, in cents; each given one must be the store's. */
export type Seen = {
  groupSize?: number;
  unitPriceCents?: number;
  shippingCents?: number;
  totalCents?: number;
};

/** The group the shopper saw is the deal's size now. */
export function groupSizeSeenRefusal(deal: DealTerms, seen: Seen | undefined): Refusal | null {
  if (seen?.groupSize === undefined || seen.groupSize === deal.totalUnitsNeeded) return null;
  return refused(409, placementTexts.groupChanged(deal.totalUnitsNeeded, seen.groupSize));
}

/**
 * The price, shipping and total the shopper saw are the store's for these units: the server
 * charges its own figures only, and refuses to charge what the shopper did not agree to.
 */
export function priceSeenRefusal(
  unitPriceCents: number,
  quantity: number,
  seen: Seen | undefined,
): Refusal | null {
  const amounts = orderAmounts(unitPriceCents, quantity);
  if (seen?.unitPriceCents !== undefined && seen.unitPriceCents !== amounts.unitPriceCents)
    return refused(409, placementTexts.priceChanged(amounts.unitPriceCents, seen.unitPriceCents));
  if (seen?.shippingCents !== undefined && seen.shippingCents !== amounts.shippingCents)
    return refused(409, placementTexts.shippingChanged(seen.shippingCents));
  if (seen?.totalCents !== undefined && seen.totalCents !== amounts.totalCents)
    return refused(409, placementTexts.totalChanged(quantity, amounts.totalCents, seen.totalCents));
  return null;
}

/** The first refusal of those given, in the order a shopper would fix them. */
export function firstRefusal(...refusals: (Refusal | null)[]): Refusal | null {
  return refusals.find((refusal) => refusal !== null) ?? null;
}

export const signInRefusal = (): Refusal => refused(401, placementTexts.signIn);
export const noSavedCardRefusal = (): Refusal => refused(409, placementTexts.noSavedCard);
