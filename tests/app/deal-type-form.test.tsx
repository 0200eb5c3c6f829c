import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealForm } from '../../src/features/admin/components/deal-form';
import { emptyDraft } from '../../src/features/admin/deal-draft';
import { adminTexts } from '../../src/features/admin/texts';
import { DealCard } from '../../src/features/deals/components/deal-card';
import { makeDeal } from './fixtures';
import { renderWithRouter, stubApi } from './render';

const now = new Date('2026-11-23T10:00:00Z');
const categories = [
  { id: 1, name: 'Fashion', image: '', subcategories: [{ id: 9, name: 'Tees' }] },
];

const box = (label: string) => screen.getByLabelText(label, { exact: false });
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });

async function chooseBuyXGetY() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: adminTexts.dealType }));
  fireEvent.click(await screen.findByRole('option', { name: adminTexts.dealTypeBuyXGetY }));
}

async function openForm() {
  const draft = { ...emptyDraft(now), subcategoryId: '9', imageUrls: ['/media/mug.png'] };
  let saved: number | null = null;
  await renderWithRouter(
    <DealForm
      initial={draft}
      categories={categories}
      target={{ kind: 'new' }}
      onSaved={(id) => (saved = id)}
      now={() => now}
    />,
  );
  type(adminTexts.dealTitle, 'Camp mugs');
  type(adminTexts.productName, 'Camp mug');
  return { saved: () => saved };
}

describe('the deal form with a deal type', () => {
  it('an operator who picks Buy 2 Get 1 Free on a $30 mug sees the group of 3 at $20.00 and its badge, and the deal is sent by its type', async () => {
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
    const form = await openForm();
    type(adminTexts.regularPrice, '30');
    await chooseBuyXGetY();
    type(adminTexts.buyUnits, '2');
    type(adminTexts.freeUnits, '1');
    expect((box(adminTexts.groupPrice) as HTMLInputElement).value).toBe('20.00');
    expect((box(adminTexts.unitsPerGroup) as HTMLInputElement).readOnly).toBe(true);
    expect((box(adminTexts.unitsPerGroup) as HTMLInputElement).value).toBe('3');
    const preview = screen.getByRole('figure', { name: adminTexts.previewLabel });
    expect(within(preview).getByText('Buy 2 Get 1 Free')).toBeTruthy();
    expect(within(preview).getByText('$20.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: adminTexts.createDeal }));
    await waitFor(() => expect(form.saved()).toBe(88));
    const deal = calls[1]?.body as Record<string, unknown>;
    expect(deal).toMatchObject({ deal_type: 'buy_x_get_y', buy_units: 2, free_units: 1 });
    expect(deal).not.toHaveProperty('group_deal_price_cents');
  }, 30_000);

  it('an operator whose $29.99 price does not split among 3 units is told the prices that do, and nothing is sent', async () => {
    const { calls } = stubApi({});
    await openForm();
    type(adminTexts.regularPrice, '29.99');
    await chooseBuyXGetY();
    type(adminTexts.buyUnits, '2');
    type(adminTexts.freeUnits, '1');
    fireEvent.click(screen.getByRole('button', { name: adminTexts.createDeal }));
    expect(await screen.findByText(adminTexts.doesNotSplit(3, '$29.97', '$30.00'))).toBeTruthy();
    expect(calls).toHaveLength(0);
  }, 30_000);
});

describe('a deal card', () => {
  it('a shopper sees "Buy 2 Get 1 Free" on a deal of that type, never a percent off', async () => {
    const deal = makeDeal({
      deal_type: 'buy_x_get_y',
      buy_units: 2,
      free_units: 1,
      total_units_needed: 3,
      group_deal_price: '20.00',
      product: { regular_price: '30.00', discount_percentage: null },
    });
    await renderWithRouter(<DealCard deal={deal} />);
    expect(await screen.findByText('Buy 2 Get 1 Free')).toBeTruthy();
    expect(screen.queryByText('33% OFF')).toBeNull();
  });

  it('a shopper sees the percent off of a group price deal, whatever its title says', async () => {
    const deal = makeDeal({
      title: 'Buy 2 Get 1 Free: Camp mug',
      deal_type: 'group_price',
      total_units_needed: 3,
      group_deal_price: '25.00',
      product: { regular_price: '30.00', discount_percentage: null },
    });
    await renderWithRouter(<DealCard deal={deal} />);
    expect(await screen.findByText('17% OFF')).toBeTruthy();
    expect(screen.queryByText('Buy 2 Get 1 Free')).toBeNull();
  });
});
