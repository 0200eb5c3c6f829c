import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealForm } from '../../src/features/admin/components/deal-form';
import { draftOf } from '../../src/features/admin/deal-draft';
import { adminTexts } from '../../src/features/admin/texts';
import { DealCard } from '../../src/features/deals/components/deal-card';
import { DealDetail } from '../../src/features/deals/components/deal-detail';
import { dealTexts } from '../../src/features/deals/texts';
import type { AdminDealDetail } from '../../contract/admin-console';
import { makeDeal } from './fixtures';
import { renderWithRouter, stubApi } from './render';

const soldOut = () =>
  makeDeal({
    total_units_needed: 3,
    reservation_count: 0,
    remaining_units: 3,
    units_in_stock: 2,
    sold_out: true,
  });

describe('a sold-out deal', () => {
  it('a shopper sees "Sold out" on its card and cannot join from it', async () => {
    await renderWithRouter(<DealCard deal={soldOut()} />);
    const button = await screen.findByRole('button', { name: dealTexts.soldOut });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: new RegExp(`^${dealTexts.joinDeal}`) })).toBeNull();
  });

  it('a shopper on its page is told it is sold out, and neither Join nor Buy All can be pressed', async () => {
    await renderWithRouter(<DealDetail deal={soldOut()} shareUrl="http://localhost/deal/x" />);
    expect(await screen.findByText(dealTexts.soldOutDetail)).toBeTruthy();
    // No "3 units left" beside it: nothing is left to take.
    expect(screen.queryByText(dealTexts.unitsLeft(3))).toBeNull();
    const join = screen.getByRole('button', { name: dealTexts.joinWithOthers });
    const buyAll = screen.getByRole('button', { name: dealTexts.buyAllUnits(3) });
    expect((join as HTMLButtonElement).disabled).toBe(true);
    expect((buyAll as HTMLButtonElement).disabled).toBe(true);
  });

  it('a shopper may still join an open group when the stock cannot hold a whole group, but not Buy All', async () => {
    const deal = makeDeal({
      total_units_needed: 3,
      reservation_count: 1,
      remaining_units: 2,
      units_in_stock: 1,
      sold_out: false,
    });
    await renderWithRouter(<DealDetail deal={deal} shareUrl="http://localhost/deal/x" />);
    const join = await screen.findByRole('button', { name: dealTexts.joinWithOthers });
    await waitFor(() => expect((join as HTMLButtonElement).disabled).toBe(false));
    const buyAll = screen.getByRole('button', { name: dealTexts.buyAllUnits(3) });
    expect((buyAll as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(dealTexts.soldOutDetail)).toBeNull();
  });
});

describe('the console deal form', () => {
  it('an operator sees the stock left and sends a new number of units in stock', async () => {
    const { calls } = stubApi({
      'PATCH /api/v1/admin/products/5': { body: { success: true, message: 'ok', data: { id: 5 } } },
      'PATCH /api/v1/admin/deals/8': { body: { success: true, message: 'ok', data: { id: 8 } } },
    });
    const stored: AdminDealDetail = {
      id: 8,
      encoded_id: 'd8',
      title: 'Camp mugs',
      status: 'active',
      description: '',
      product: {
        id: 5,
        name: 'Camp mug',
        description: '',
        image_url: '/media/mug.png',
        image_urls: ['/media/mug.png'],
        regular_price_cents: 3_000,
        discount_percentage: null,
        variations: [],
        subcategory_id: 9,
      },
      category: { id: 1, name: 'Outdoors' },
      subcategory: { id: 9, name: 'Camping' },
      regular_price_cents: 3_000,
      group_deal_price_cents: 2_000,
      total_units_needed: 3,
      deal_type: 'buy_x_get_y',
      buy_units: 2,
      free_units: 1,
      units_in_stock: 7,
      price_tiers: [],
      max_units_per_shopper: null,
      starts_at: '2026-11-20T10:00:00.000Z',
      expiry_date: '2026-12-20T10:00:00.000Z',
      open_group_reserved_units: 0,
      groups_filled: 0,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
    };
    let saved: number | null = null;
    await renderWithRouter(
      <DealForm
        initial={draftOf(stored)}
        categories={[
          { id: 1, name: 'Outdoors', image: '', subcategories: [{ id: 9, name: 'Camping' }] },
        ]}
        target={{ kind: 'existing', dealId: 8, productId: 5 }}
        onSaved={(id) => (saved = id)}
        now={() => new Date('2026-11-23T10:00:00Z')}
      />,
    );
    const stock = screen.getByLabelText(adminTexts.unitsInStock, { exact: false });
    expect((stock as HTMLInputElement).value).toBe('7');
    expect(stock.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(stock, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: adminTexts.saveDeal }));
    await waitFor(() => expect(saved).toBe(8));
    expect(calls[1]?.body).toMatchObject({ units_in_stock: 12, deal_type: 'buy_x_get_y' });
  }, 30_000);
});
