/**
 * What a unit costs when an order is placed: a group reservation is held at the group price (a
 * tiered deal's first tier), a solo buy of the whole group pays the group's final price at once
 * (a tiered deal's last tier, docs/decisions/0034).
 */
export function unitPriceOf(
  deal: { groupDealPriceCents: number; lastTierPriceCents: number | null },
  orderType: 'group' | 'solo',
): number {
  return orderType === 'solo' && deal.lastTierPriceCents !== null
    ? deal.lastTierPriceCents
    : deal.groupDealPriceCents;
}
