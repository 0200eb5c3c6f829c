import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealCard } from '../../src/features/deals/components/deal-card';
import { TierLadder } from '../../src/features/deals/components/tier-ladder';
import { ladderTexts } from '../../src/features/deals/texts';
import { cartTotals } from '../../src/features/checkout/checkout-model';
import { makeDeal } from './fixtures';
import { renderWithRouter } from './render';

const tiers = [
  { units: 2, price: '20.00' },
  { units: 4, price: '16.00' },
  { units: 6, price: '14.00' },
];
const tiered = (joined: number) =>
  makeDeal({
    group_deal_price: '20.00',
    total_units_needed: 6,
    reservation_count: joined,
    remaining_units: 6 - joined,
    price_tiers: tiers,
  });

describe('a tiered deal’s ladder', () => {
  it('a shopper on the deal page of a group at 4 units sees the tiers reached, "2 more and everyone pays $14.00" and the price if it closed now', async () => {
    await renderWithRouter(<TierLadder deal={tiered(4)} />);
    expect(screen.getByRole('heading', { name: ladderTexts.heading })).toBeTruthy();
    const rungs = screen.getAllByRole('listitem').map((rung) => rung.textContent);
    expect(rungs).toEqual([
      '2 units: $20.00 each (reached)',
      '4 units: $16.00 each (reached)',
      '6 units: $14.00 each',
    ]);
    expect(
      screen.getByText('4 units: $16.00 each', { exact: false }).getAttribute('aria-current'),
    ).toBe('step');
    expect(screen.getByText('2 more and everyone pays $14.00')).toBeTruthy();
    expect(
      screen.getByText('If the group closed now, everyone would pay $16.00 each.'),
    ).toBeTruthy();
  });

  it('a shopper looking at a group below its first tier is told what it needs to go ahead', async () => {
    await renderWithRouter(<TierLadder deal={tiered(1)} />);
    expect(
      screen.getByText(
        '1 more unit and the group goes ahead at $20.00 each; below that it ends with nothing charged.',
      ),
    ).toBeTruthy();
  });

  it('a shopper browsing sees on the card what the next tier takes; a deal with one price shows no ladder', async () => {
    await renderWithRouter(<DealCard deal={tiered(3)} />);
    expect(screen.getByText('1 more and everyone pays $16.00')).toBeTruthy();
    await renderWithRouter(<TierLadder deal={makeDeal({ reservation_count: 3 })} />);
    expect(screen.queryAllByRole('heading', { name: ladderTexts.heading })).toHaveLength(0);
  });

  it('a shopper who buys all of a tiered deal is asked the last tier’s price for the whole group', () => {
    const deal = tiered(0);
    const solo = cartTotals({
      dealId: deal.id,
      type: 'solo',
      quantity: 6,
      variants: {},
      dealData: deal,
    });
    expect([solo.unitPriceCents, solo.totalCents]).toEqual([1_400, 8_400]);
    const group = cartTotals({
      dealId: deal.id,
      type: 'group',
      quantity: 2,
      variants: {},
      dealData: deal,
    });
    expect(group.unitPriceCents).toBe(2_000);
  });
});
