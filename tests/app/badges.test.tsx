import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealCard } from '../../src/features/deals/components/deal-card';
import { dealTexts } from '../../src/features/deals/texts';
import { isAlmostFull, isUrgent } from '../../src/lib/badges';
import { makeDeal } from './fixtures';
import { renderWithRouter } from './render';

describe('badge rules', () => {
  it.each([
    [6, true],
    [6.9, true],
    [7, false],
    [1, true],
    [23, false],
    [30, false],
    [0, false],
  ])('a deal with %s hours left is urgent: %s', (hours, urgent) => {
    expect(isUrgent(hours)).toBe(urgent);
  });

  it.each([
    [8, 10, true],
    [80, 100, true],
    [79, 100, false],
    [10, 10, true],
    [0, 0, false],
  ])('%i of %i units joined is almost full: %s', (joined, total, almostFull) => {
    expect(isAlmostFull(joined, total)).toBe(almostFull);
  });
});

describe('deal card badges', () => {
  it.each([
    [6, true],
    [7, false],
  ])('with %i hours left shows the Urgent badge: %s', async (hours, shown) => {
    await renderWithRouter(<DealCard deal={makeDeal({ expiry_left_hours: hours })} />);
    expect(await screen.findByText(`${hours} hours left`)).toBeTruthy();
    expect(screen.queryByText(dealTexts.urgent) !== null).toBe(shown);
  });

  it.each([
    [80, true],
    [79, false],
  ])('with %i of 100 units joined shows the Almost Full badge: %s', async (joined, shown) => {
    const deal = makeDeal({
      reservation_count: joined,
      total_units_needed: 100,
      remaining_units: 100 - joined,
    });
    await renderWithRouter(<DealCard deal={deal} />);
    expect(await screen.findByText(`${joined} of 100 units filled`)).toBeTruthy();
    expect(screen.queryByText(dealTexts.almostFull) !== null).toBe(shown);
  });

  it('dims an expired deal, labels it Expired and disables its Deal Expired button', async () => {
    await renderWithRouter(
      <DealCard deal={makeDeal({ status: 'expired', expiry_left_hours: 0 })} />,
    );
    const button = await screen.findByRole('button', { name: dealTexts.dealExpired });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText(dealTexts.expired).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: new RegExp(dealTexts.joinDeal) })).toBeNull();
  });

  it('opens the deal page from Join Deal with the encoded id', async () => {
    const deal = makeDeal({ id: 42 });
    await renderWithRouter(<DealCard deal={deal} />);
    const join = await screen.findByRole('link', { name: new RegExp(`^${dealTexts.joinDeal}`) });
    expect(join.getAttribute('href')).toBe(`/deal/${deal.encoded_id}`);
  });

  it('shows the group price, the struck regular price and the percent off', async () => {
    const deal = makeDeal({
      group_deal_price: '12.50',
      product: { name: 'Auralis Headphones', regular_price: '25.00', discount_percentage: null },
    });
    await renderWithRouter(<DealCard deal={deal} />);
    expect(await screen.findByText('$12.50')).toBeTruthy();
    expect(screen.getByText('$25.00').closest('s')).toBeTruthy();
    expect(screen.getByText('50% OFF')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Auralis Headphones' })).toBeTruthy();
  });
});
