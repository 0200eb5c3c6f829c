import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Deal } from '../../contract/catalog';
import { DealDetail } from '../../src/features/deals/components/deal-detail';
import { dealTexts } from '../../src/features/deals/texts';
import { deliverToasts } from '../../src/lib/toast';
import { makeDeal } from './fixtures';
import { progressShown, renderWithRouter, stubApi } from './render';

/** docs/product.md §9: the copy confirmation lasts 2 seconds. */
const COPIED_MS = 2_000;

const tshirt = (overrides: Partial<Deal> = {}) =>
  makeDeal({
    id: 7,
    total_units_needed: 4,
    remaining_units: 3,
    reservation_count: 1,
    ...overrides,
    product: {
      name: 'Northway Tee',
      variations: [
        { id: 'v1', image: null, image_url: null, upc_code: '1', size: 'S', color: 'Navy' },
        { id: 'v2', image: null, image_url: null, upc_code: '2', size: 'M', color: 'Navy' },
        { id: 'v3', image: null, image_url: null, upc_code: '3', size: 'M', color: 'Sand' },
      ],
    },
  });

function stepper() {
  const group = screen.getByRole('group', { name: dealTexts.quantity });
  return {
    value: () => within(group).getByRole('status').textContent,
    decrease: within(group).getByRole('button', {
      name: dealTexts.decreaseQuantity,
    }) as HTMLButtonElement,
    increase: within(group).getByRole('button', {
      name: dealTexts.increaseQuantity,
    }) as HTMLButtonElement,
  };
}

const joinButton = () =>
  screen.getByRole('button', { name: dealTexts.joinWithOthers }) as HTMLButtonElement;

describe('deal detail', () => {
  it('lets the shopper choose from 1 to the remaining units, each stepper button disabled at its bound', async () => {
    await renderWithRouter(
      <DealDetail deal={tshirt({ remaining_units: 3 })} shareUrl="http://localhost/deal/x" />,
    );
    const { value, decrease, increase } = stepper();
    expect(value()).toBe('1');
    expect(decrease.disabled).toBe(true);
    expect(increase.disabled).toBe(false);

    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(value()).toBe('3');
    expect(increase.disabled).toBe(true);
    expect(decrease.disabled).toBe(false);

    fireEvent.click(decrease);
    expect(value()).toBe('2');
    expect(increase.disabled).toBe(false);
  });

  it('keeps Join disabled and warns until every unit has every variation chosen', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<DealDetail deal={tshirt()} shareUrl="http://localhost/deal/x" />);
    expect(screen.getByText(dealTexts.variationWarning)).toBeTruthy();
    expect(joinButton().disabled).toBe(true);

    const unit1 = screen.getByRole('group', { name: dealTexts.unitLabel(1) });
    const sizeOptions = within(within(unit1).getByLabelText('Size')).getAllByRole('option');
    expect(sizeOptions.map((option) => option.textContent)).toEqual([dealTexts.choose, 'S', 'M']);
    await user.selectOptions(within(unit1).getByLabelText('Size'), 'M');
    expect(screen.getByText(dealTexts.variationWarning)).toBeTruthy();
    expect(joinButton().disabled).toBe(true);

    await user.selectOptions(within(unit1).getByLabelText('Color'), 'Sand');
    expect(screen.queryByText(dealTexts.variationWarning)).toBeNull();
    expect(joinButton().disabled).toBe(false);

    // A second unit needs its own choices.
    await user.click(stepper().increase);
    const unit2 = screen.getByRole('group', { name: dealTexts.unitLabel(2) });
    expect(screen.getByText(dealTexts.variationWarning)).toBeTruthy();
    expect(joinButton().disabled).toBe(true);
    await user.selectOptions(within(unit2).getByLabelText('Size'), 'S');
    await user.selectOptions(within(unit2).getByLabelText('Color'), 'Navy');
    expect(screen.queryByText(dealTexts.variationWarning)).toBeNull();
    expect(joinButton().disabled).toBe(false);
  });

  it('labels each option picker with the attribute name as the merchant typed it', async () => {
    const typed = (id: string, colour: string) => ({
      id,
      image: null,
      image_url: null,
      upc_code: id,
      Colour: colour,
      'Farbe 🎨': 'Blau',
      'T-Shirt size': 'M',
    });
    await renderWithRouter(
      <DealDetail
        deal={makeDeal({ product: { variations: [typed('v1', 'Red'), typed('v2', 'Navy')] } })}
        shareUrl="http://localhost/deal/x"
      />,
    );
    const unit1 = screen.getByRole('group', { name: dealTexts.unitLabel(1) });
    for (const name of ['Colour', 'Farbe 🎨', 'T-Shirt size'])
      expect(within(unit1).getByLabelText(name)).toBeTruthy();
  });

  it('needs no choices for a product without variations', async () => {
    await renderWithRouter(
      <DealDetail
        deal={makeDeal({ product: { variations: [] } })}
        shareUrl="http://localhost/deal/x"
      />,
    );
    expect(screen.queryByText(dealTexts.variationWarning)).toBeNull();
    expect(screen.queryByRole('group', { name: dealTexts.unitLabel(1) })).toBeNull();
    expect(joinButton().disabled).toBe(false);
  });

  it('offers Join with Others only while the quantity is below the group size, and Buy All always', async () => {
    await renderWithRouter(
      <DealDetail
        deal={makeDeal({ total_units_needed: 2, remaining_units: 2, reservation_count: 0 })}
        shareUrl="http://localhost/deal/x"
      />,
    );
    expect(screen.getByRole('button', { name: dealTexts.joinWithOthers })).toBeTruthy();
    expect(screen.getByRole('button', { name: dealTexts.buyAllUnits(2) })).toBeTruthy();
    fireEvent.click(stepper().increase);
    expect(screen.queryByRole('button', { name: dealTexts.joinWithOthers })).toBeNull();
    expect(screen.getByRole('button', { name: dealTexts.buyAllUnits(2) })).toBeTruthy();
  });

  it('shows prices, saving per unit, progress, time left and the static rating', async () => {
    await renderWithRouter(
      <DealDetail
        deal={makeDeal({
          group_deal_price: '17.49',
          reservation_count: 3,
          total_units_needed: 4,
          expiry_left_hours: 5,
          product: { regular_price: '34.99', discount_percentage: null },
        })}
        shareUrl="http://localhost/deal/x"
      />,
    );
    expect(screen.getByText('$17.49')).toBeTruthy();
    expect(screen.getByText('$34.99').closest('s')).toBeTruthy();
    expect(screen.getByText('50% OFF')).toBeTruthy();
    expect(screen.getByText(dealTexts.savePerUnit('$17.50'))).toBeTruthy();
    expect(screen.getByText('3 of 4 units filled')).toBeTruthy();
    expect(progressShown(dealTexts.progressLabel)).toBe('75');
    expect(screen.getByText('5 hours left')).toBeTruthy();
    expect(screen.getByRole('img', { name: dealTexts.ratingLabel })).toBeTruthy();
    expect(screen.getByText(`(${dealTexts.reviews})`)).toBeTruthy();
    expect(screen.getByText(dealTexts.premiumQuality)).toBeTruthy();
  });

  it('copies the deal link, says Copied! for 2 seconds and counts the share', async () => {
    const { calls } = stubApi({
      'POST /api/v1/ecommerce/deals/7/share': { body: { success: true, data: { share_count: 1 } } },
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers();
    await renderWithRouter(<DealDetail deal={tshirt()} shareUrl="http://localhost/deal/abc" />);

    fireEvent.click(screen.getByRole('button', { name: dealTexts.copy }));
    // Let the clipboard and the share call settle without moving the clock.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(writeText).toHaveBeenCalledWith('http://localhost/deal/abc');
    expect(screen.getByRole('button', { name: dealTexts.copied })).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toContain(
      'POST /api/v1/ecommerce/deals/7/share',
    );

    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(screen.getByRole('button', { name: dealTexts.copied })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: dealTexts.copy })).toBeTruthy();
  });

  it('ignores a failed share count after copying', async () => {
    const { calls } = stubApi({
      'POST /api/v1/ecommerce/deals/7/share': {
        status: 500,
        body: { success: false, message: 'Share store down' },
      },
    });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => undefined) },
      configurable: true,
    });
    vi.useFakeTimers();
    await renderWithRouter(<DealDetail deal={tshirt()} shareUrl="http://localhost/deal/abc" />);
    // The toast host is loaded only once a toast is asked for: ask the toasts themselves.
    const toasts = vi.fn();
    const stopToasts = deliverToasts(toasts);
    fireEvent.click(screen.getByRole('button', { name: dealTexts.copy }));
    // Let the clipboard, the share call and its failure settle without moving the clock.
    await act(() => vi.advanceTimersByTimeAsync(0));
    stopToasts();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toContain(
      'POST /api/v1/ecommerce/deals/7/share',
    );
    expect(screen.getByRole('button', { name: dealTexts.copied })).toBeTruthy();
    expect(toasts).not.toHaveBeenCalled();
  });
});
