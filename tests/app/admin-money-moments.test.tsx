import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealForm } from '../../src/features/admin/components/deal-form';
import { RefundForm } from '../../src/features/admin/components/refund-form';
import { emptyDraft } from '../../src/features/admin/deal-draft';
import { adminTexts } from '../../src/features/admin/texts';
import { renderWithRouter, stubApi } from './render';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('a refund is never one click away', () => {
  const refundForm = (onRefunded = () => {}) =>
    renderWithRouter(
      <RefundForm
        orderId={5}
        refundableCents={2_500}
        shopperName="Ada Lovelace"
        onRefunded={onRefunded}
      />,
    );

  it('an operator who clicks Refund without choosing how much is asked to choose, and nothing is sent', async () => {
    const { calls } = stubApi({});
    await refundForm();
    for (const choice of screen.getAllByRole('radio'))
      expect(choice).toHaveProperty('checked', false);
    type(adminTexts.refundReason, 'Damaged in transit');
    fireEvent.click(screen.getByRole('button', { name: adminTexts.refund }));
    expect(await screen.findByText(adminTexts.refundChoose)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('an operator refunding everything left is asked to confirm the amount and the shopper’s name; only Refund in the dialog sends it', async () => {
    const { calls } = stubApi({
      'POST /api/v1/admin/orders/5/refund': {
        body: { success: true, message: 'Refunded $25.00', data: {} },
      },
    });
    let refunded = false;
    await refundForm(() => (refunded = true));
    fireEvent.click(screen.getByLabelText(adminTexts.refundAll));
    type(adminTexts.refundReason, 'Store cancelled the order');
    fireEvent.click(screen.getByRole('button', { name: adminTexts.refund }));

    const dialog = await screen.findByRole('dialog', { name: 'Refund $25.00 to Ada Lovelace?' });
    fireEvent.click(within(dialog).getByRole('button', { name: adminTexts.keepMoney }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: adminTexts.refund }));
    const again = await screen.findByRole('dialog', { name: 'Refund $25.00 to Ada Lovelace?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Refund $25.00' }));
    await waitFor(() => expect(refunded).toBe(true));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ amount_cents: 2_500, reason: 'Store cancelled the order' });
  });
});

describe('deactivating a deal with an open group', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const categories = [
    { id: 1, name: 'Fashion', image: '', subcategories: [{ id: 9, name: 'Tees' }] },
  ];
  const draft = {
    ...emptyDraft(now),
    title: 'Tee, buy 1 get 1 free',
    productName: 'Tee',
    subcategoryId: '9',
    imageUrls: ['/media/tee.png'],
    regularPrice: '20',
    groupPrice: '10',
    groupSize: '4',
  };
  const member = (orderId: number) => ({ order_id: orderId, hold_status: 'held' });
  const groupsWith = (members: number) => ({
    body: {
      success: true,
      data: {
        deal: { id: 4, title: draft.title, status: 'active' },
        open: {
          id: 12,
          status: 'open',
          size: 4,
          reserved_units: members,
          members: Array.from({ length: members }, (_, i) => member(i + 1)),
        },
        past: [],
      },
    },
  });
  const saved = { body: { success: true, message: 'ok', data: { id: 4 } } };

  async function untickActiveAndSave(members: number) {
    const api = stubApi({
      'GET /api/v1/admin/deals/4/groups': groupsWith(members),
      'PATCH /api/v1/admin/products/3': saved,
      'PATCH /api/v1/admin/deals/4': saved,
    });
    let savedId: number | null = null;
    await renderWithRouter(
      <DealForm
        initial={draft}
        categories={categories}
        target={{ kind: 'existing', dealId: 4, productId: 3 }}
        onSaved={(id) => (savedId = id)}
        now={() => now}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: adminTexts.active }));
    fireEvent.click(screen.getByRole('button', { name: adminTexts.saveDeal }));
    return { ...api, saved: () => savedId };
  }

  const patches = (calls: ReturnType<typeof stubApi>['calls']) =>
    calls.filter((call) => call.method === 'PATCH');

  it('an operator who unticks Active is told how many members’ holds are released before anything is saved, and may keep the deal', async () => {
    const { calls, saved: savedId } = await untickActiveAndSave(2);
    const dialog = await screen.findByRole('dialog', { name: adminTexts.deactivateTitle });
    expect(within(dialog).getByText(adminTexts.deactivateText(2))).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: adminTexts.keepDealActive }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(calls)).toHaveLength(0);
    expect(savedId()).toBeNull();
  }, 30_000);

  it('an operator who confirms saves the deal inactive, which cancels the group', async () => {
    const { calls, saved: savedId } = await untickActiveAndSave(1);
    const dialog = await screen.findByRole('dialog', { name: adminTexts.deactivateTitle });
    expect(within(dialog).getByText(adminTexts.deactivateText(1))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: adminTexts.confirmDeactivate }));
    await waitFor(() => expect(savedId()).toBe(4));
    const deal = calls.find(
      (call) => call.url.pathname === '/api/v1/admin/deals/4' && call.method === 'PATCH',
    );
    expect(deal?.body).toMatchObject({ status: 'inactive' });
  }, 30_000);

  it('a deal whose open group is empty is saved inactive without a question', async () => {
    const { saved: savedId } = await untickActiveAndSave(0);
    await waitFor(() => expect(savedId()).toBe(4));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);
});
