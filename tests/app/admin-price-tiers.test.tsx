import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealForm } from '../../src/features/admin/components/deal-form';
import { emptyDraft } from '../../src/features/admin/deal-draft';
import { adminTexts } from '../../src/features/admin/texts';
import { renderWithRouter, stubApi } from './render';

const now = new Date('2026-11-23T10:00:00Z');
const categories = [
  { id: 1, name: 'Fashion', image: '', subcategories: [{ id: 9, name: 'Tees' }] },
];
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

/** Adds rungs and types each one's units and price. */
function typeLadder(rungs: [string, string][]) {
  for (const _ of rungs) fireEvent.click(screen.getByRole('button', { name: adminTexts.addTier }));
  const units = screen.getAllByLabelText(adminTexts.tierUnits);
  const prices = screen.getAllByLabelText(adminTexts.tierPrice, { exact: false });
  rungs.forEach(([unit, price], index) => {
    fireEvent.change(units[index] as HTMLElement, { target: { value: unit } });
    fireEvent.change(prices[index] as HTMLElement, { target: { value: price } });
  });
}

const renderNewDeal = (onSaved: (id: number) => void = () => {}) =>
  renderWithRouter(
    <DealForm
      initial={{ ...emptyDraft(now), subcategoryId: '9', imageUrls: ['/media/mug.png'] }}
      categories={categories}
      target={{ kind: 'new' }}
      onSaved={onSaved}
      now={() => now}
    />,
  );

describe('the price tiers of the deal form', () => {
  it('an operator whose ladder does not descend in price sees why under that tier, and nothing is sent', async () => {
    const { calls } = stubApi({});
    await renderNewDeal();
    type(adminTexts.dealTitle, 'Mugs, cheaper together');
    type(adminTexts.productName, 'Mug');
    type(adminTexts.regularPrice, '25');
    typeLadder([
      ['2', '20'],
      ['4', '21'],
    ]);
    expect(screen.queryByLabelText(adminTexts.groupPrice, { exact: false })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: adminTexts.createDeal }));
    expect(await screen.findByText(adminTexts.tierPricesDescend)).toBeTruthy();
    expect(calls).toHaveLength(0);
  }, 30_000);

  it('an operator who types a three-tier ladder sends it in cents, held at the first price, a group of the last units', async () => {
    const { calls } = stubApi({
      'POST /api/v1/admin/products': {
        status: 201,
        body: { success: true, message: 'ok', data: { id: 77 } },
      },
      'POST /api/v1/admin/deals': {
        status: 201,
        body: { success: true, message: 'ok', data: { id: 88 } },
      },
    });
    let saved: number | null = null;
    await renderNewDeal((id) => (saved = id));
    type(adminTexts.dealTitle, 'Mugs, cheaper together');
    type(adminTexts.productName, 'Mug');
    type(adminTexts.regularPrice, '25');
    typeLadder([
      ['2', '20'],
      ['4', '16'],
      ['6', '14.50'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: adminTexts.createDeal }));
    await waitFor(() => expect(saved).toBe(88));
    expect(calls[1]?.body).toMatchObject({
      group_deal_price_cents: 2_000,
      total_units_needed: 6,
      price_tiers: [
        { units: 2, price_cents: 2_000 },
        { units: 4, price_cents: 1_600 },
        { units: 6, price_cents: 1_450 },
      ],
    });
  }, 30_000);
});
