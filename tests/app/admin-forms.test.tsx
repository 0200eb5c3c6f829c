import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealForm } from '../../src/features/admin/components/deal-form';
import { RefundForm } from '../../src/features/admin/components/refund-form';
import { emptyDraft } from '../../src/features/admin/deal-draft';
import { adminTexts } from '../../src/features/admin/texts';
import { renderWithRouter, stubApi } from './render';

const now = new Date('2026-11-23T10:00:00Z');
const categories = [
  { id: 1, name: 'Fashion', image: '', subcategories: [{ id: 9, name: 'Tees' }] },
];

const box = (label: string) => screen.getByLabelText(label, { exact: false });
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });

describe('the refund form', () => {
  it('refuses an operator a part refund above what is left, under the amount, and sends nothing', async () => {
    const { calls } = stubApi({});
    await renderWithRouter(
      <RefundForm
        orderId={5}
        refundableCents={2_500}
        shopperName="Ada Lovelace"
        onRefunded={() => {}}
      />,
    );
    expect(screen.getByText(adminTexts.refundLeft('$25.00'))).toBeTruthy();
    fireEvent.click(screen.getByLabelText(adminTexts.refundPart));
    type(adminTexts.refundAmount, '25.01');
    type(adminTexts.refundReason, 'Damaged in transit');
    fireEvent.click(screen.getByRole('button', { name: adminTexts.refund }));
    expect(await screen.findByText(adminTexts.refundTooMuch('$25.00'))).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends a part refund as whole cents with the reason and a request key', async () => {
    const { calls } = stubApi({
      'POST /api/v1/admin/orders/5/refund': {
        body: { success: true, message: 'Refunded', data: {} },
      },
    });
    let refunded = false;
    await renderWithRouter(
      <RefundForm
        orderId={5}
        refundableCents={2_500}
        shopperName="Ada Lovelace"
        onRefunded={() => (refunded = true)}
      />,
    );
    fireEvent.click(screen.getByLabelText(adminTexts.refundPart));
    type(adminTexts.refundAmount, '10.29');
    type(adminTexts.refundReason, 'One unit damaged');
    fireEvent.click(screen.getByRole('button', { name: adminTexts.refund }));
    fireEvent.click(
      await screen.findByRole('button', { name: adminTexts.confirmRefund('$10.29') }),
    );
    await waitFor(() => expect(refunded).toBe(true));
    expect(calls[0]?.body).toEqual({ amount_cents: 1029, reason: 'One unit damaged' });
    expect(calls[0]?.request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a server refusal of the amount under the box, never its field path', async () => {
    stubApi({
      'POST /api/v1/admin/orders/5/refund': {
        status: 400,
        body: { success: false, message: "Invalid field 'amount_cents': must be more than 0" },
      },
    });
    await renderWithRouter(
      <RefundForm
        orderId={5}
        refundableCents={2_500}
        shopperName="Ada Lovelace"
        onRefunded={() => {}}
      />,
    );
    fireEvent.click(screen.getByLabelText(adminTexts.refundPart));
    type(adminTexts.refundAmount, '1');
    type(adminTexts.refundReason, 'Goodwill');
    fireEvent.click(screen.getByRole('button', { name: adminTexts.refund }));
    fireEvent.click(await screen.findByRole('button', { name: adminTexts.confirmRefund('$1.00') }));
    expect(await screen.findByText('Must be more than 0')).toBeTruthy();
    expect(screen.queryByText(/amount_cents/)).toBeNull();
  });
});

describe('the deal form', () => {
  it('shows what is wrong under each box and sends nothing', async () => {
    const { calls } = stubApi({});
    await renderWithRouter(
      <DealForm
        initial={emptyDraft(now)}
        categories={categories}
        target={{ kind: 'new' }}
        onSaved={() => {}}
        now={() => now}
      />,
    );
    type(adminTexts.regularPrice, '20');
    type(adminTexts.groupPrice, '25.5');
    type(adminTexts.unitsPerGroup, '1');
    fireEvent.click(screen.getByRole('button', { name: adminTexts.createDeal }));
    expect(await screen.findByText(adminTexts.groupBelowRegular)).toBeTruthy();
    expect(screen.getByText(adminTexts.wholeNumber(2, 1_000))).toBeTruthy();
    expect(screen.getAllByText(adminTexts.required).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
  });

  it('sends the prices an operator types in dollars as whole cents, and every size-colour pair', async () => {
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
    const draft = { ...emptyDraft(now), subcategoryId: '9', imageUrls: ['/media/tee.png'] };
    await renderWithRouter(
      <DealForm
        initial={draft}
        categories={categories}
        target={{ kind: 'new' }}
        onSaved={(id) => (saved = id)}
        now={() => now}
      />,
    );
    type(adminTexts.dealTitle, 'Tee, buy 1 get 1 free');
    type(adminTexts.productName, 'Tee');
    type(adminTexts.regularPrice, '$1,019.99');
    type(adminTexts.groupPrice, '0.29');
    type(adminTexts.maxPerShopper, '2');
    fireEvent.click(screen.getByRole('button', { name: adminTexts.addAttribute }));
    fireEvent.click(screen.getByRole('button', { name: adminTexts.addAttribute }));
    const names = screen.getAllByLabelText(adminTexts.attributeName);
    const values = screen.getAllByLabelText(adminTexts.attributeValues);
    fireEvent.change(names[0] as HTMLElement, { target: { value: 'Size' } });
    fireEvent.change(values[0] as HTMLElement, { target: { value: 'S, M' } });
    fireEvent.change(names[1] as HTMLElement, { target: { value: 'Color' } });
    fireEvent.change(values[1] as HTMLElement, { target: { value: 'Red' } });
    fireEvent.click(screen.getByRole('button', { name: adminTexts.createDeal }));
    await waitFor(() => expect(saved).toBe(88));
    const product = calls[0]?.body as Record<string, unknown>;
    expect(product.regular_price_cents).toBe(101_999);
    expect(product.variations).toEqual([
      { id: 'v1', Size: 'S', Color: 'Red' },
      { id: 'v2', Size: 'M', Color: 'Red' },
    ]);
    const deal = calls[1]?.body as Record<string, unknown>;
    expect(deal).toMatchObject({
      product_id: 77,
      group_deal_price_cents: 29,
      max_units_per_shopper: 2,
    });
    // A form of a dozen MUI boxes renders slowly on a busy machine.
  }, 30_000);

  it('keeps the attribute names a merchant typed, trimmed: no lower case, no underscores', async () => {
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
    const draft = { ...emptyDraft(now), subcategoryId: '9', imageUrls: ['/media/tee.png'] };
    await renderWithRouter(
      <DealForm
        initial={draft}
        categories={categories}
        target={{ kind: 'new' }}
        onSaved={(id) => (saved = id)}
        now={() => now}
      />,
    );
    type(adminTexts.dealTitle, 'Scarf, buy 1 get 1 free');
    type(adminTexts.productName, 'Scarf');
    type(adminTexts.regularPrice, '20');
    type(adminTexts.groupPrice, '10');
    fireEvent.click(screen.getByRole('button', { name: adminTexts.addAttribute }));
    fireEvent.click(screen.getByRole('button', { name: adminTexts.addAttribute }));
    const names = screen.getAllByLabelText(adminTexts.attributeName);
    const values = screen.getAllByLabelText(adminTexts.attributeValues);
    fireEvent.change(names[0] as HTMLElement, { target: { value: ' Colour ' } });
    fireEvent.change(values[0] as HTMLElement, { target: { value: 'Red' } });
    fireEvent.change(names[1] as HTMLElement, { target: { value: 'Farbe 🎨' } });
    fireEvent.change(values[1] as HTMLElement, { target: { value: 'Blau' } });
    fireEvent.click(screen.getByRole('button', { name: adminTexts.createDeal }));
    await waitFor(() => expect(saved).toBe(88));
    const product = calls[0]?.body as Record<string, unknown>;
    expect(product.variations).toEqual([{ id: 'v1', Colour: 'Red', 'Farbe 🎨': 'Blau' }]);
  }, 30_000);

  it('refuses two attributes whose names differ only in capitals, as a shopper would read them as one', async () => {
    const { calls } = stubApi({});
    const draft = { ...emptyDraft(now), subcategoryId: '9', imageUrls: ['/media/tee.png'] };
    await renderWithRouter(
      <DealForm
        initial={draft}
        categories={categories}
        target={{ kind: 'new' }}
        onSaved={() => {}}
        now={() => now}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: adminTexts.addAttribute }));
    fireEvent.click(screen.getByRole('button', { name: adminTexts.addAttribute }));
    const names = screen.getAllByLabelText(adminTexts.attributeName);
    const values = screen.getAllByLabelText(adminTexts.attributeValues);
    fireEvent.change(names[0] as HTMLElement, { target: { value: 'Colour' } });
    fireEvent.change(values[0] as HTMLElement, { target: { value: 'Red' } });
    fireEvent.change(names[1] as HTMLElement, { target: { value: 'colour' } });
    fireEvent.change(values[1] as HTMLElement, { target: { value: 'Blue' } });
    fireEvent.click(screen.getByRole('button', { name: adminTexts.createDeal }));
    expect(await screen.findByText(adminTexts.nameTwice)).toBeTruthy();
    expect(calls).toHaveLength(0);
  }, 30_000);
});
