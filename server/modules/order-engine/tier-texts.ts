import { centsToDecimal } from '../../domain/money.ts';

/** What a tiered group's members are told (docs/decisions/0034). */
export const tierTexts = {
  reached: (
    title: string,
    units: number,
    priceCents: number,
    next: { more: number; priceCents: number } | null,
  ) => ({
    kind: 'tier_reached',
    title: 'Your group reached a lower price',
    body:
      `Your group for ${title} reached ${units} units: everyone pays $${centsToDecimal(priceCents)} each if it closes now.` +
      (next ? ` ${next.more} more and everyone pays $${centsToDecimal(next.priceCents)}.` : ''),
  }),
  /** The charge of a tiered group: the final price, and what the tier saved on the hold. */
  charged: (title: string, amount: string, saved: string) => ({
    kind: 'group_charged',
    title: 'Your group is complete',
    body: `Your group for ${title} closed and your card was charged $${amount}, $${saved} less than was held.`,
  }),
} as const;
