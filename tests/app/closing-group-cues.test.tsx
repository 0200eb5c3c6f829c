import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealCard } from '../../src/features/deals/components/deal-card';
import { dealTexts } from '../../src/features/deals/texts';
import { makeDeal, makeDealClosingIn } from './fixtures';
import { renderWithRouter } from './render';

describe('a shopper looking at a deal card', () => {
  it.each([
    ['one unit short of full', 3, true],
    ['two units short', 2, false],
  ])('of a group %s (%i of 4 joined) sees 1 left to fill: %s', async (_, joined, shown) => {
    const deal = makeDeal({
      total_units_needed: 4,
      reservation_count: joined,
      remaining_units: 4 - joined,
    });
    await renderWithRouter(<DealCard deal={deal} />);
    expect(await screen.findByText(`${joined} of 4 units filled`)).toBeTruthy();
    expect(screen.queryByText(dealTexts.oneLeftToFill) !== null).toBe(shown);
  });

  it.each([
    [45 * 60, true],
    [3600, true],
    [2 * 3600, false],
  ])('with %i seconds left sees Closes within the hour: %s', async (seconds, shown) => {
    await renderWithRouter(<DealCard deal={makeDealClosingIn(seconds)} />);
    await screen.findByRole('heading');
    expect(screen.queryByText(dealTexts.closesWithinHour) !== null).toBe(shown);
  });

  it('of an expired deal sees neither, even one unit short', async () => {
    const deal = makeDeal({
      status: 'expired',
      expiry_left_hours: 0,
      total_units_needed: 2,
      reservation_count: 1,
      remaining_units: 1,
    });
    await renderWithRouter(<DealCard deal={deal} />);
    await screen.findByRole('button', { name: dealTexts.dealExpired });
    expect(screen.queryByText(dealTexts.oneLeftToFill)).toBeNull();
    expect(screen.queryByText(dealTexts.closesWithinHour)).toBeNull();
  });
});
