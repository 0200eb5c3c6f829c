import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CancelPlaceForm } from '../../src/features/admin/components/cancel-place-form';
import { adminTexts } from '../../src/features/admin/texts';
import { orderTexts } from '../../src/features/orders/texts';
import { orderFixture, signIn } from './fixtures';
import { renderApp, renderWithRouter, stubApi } from './render';

const reason = 'Your card could not be charged in time';

describe('a place the store cancelled', () => {
  it('a shopper whose place the operator cancelled sees Cancelled with the reason given in My Orders', async () => {
    stubApi({
      'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } },
      'GET /api/v1/orders': {
        body: {
          success: true,
          data: [orderFixture(41, { status: 'cancelled', cancel_reason: reason })],
        },
      },
    });
    signIn();
    renderApp('/orders');
    const card = await screen.findByRole('article', { name: 'Kettle 41' });
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    expect(within(card).getByText(orderTexts.cancelledBecause(reason))).toBeTruthy();
  });
});

describe("cancelling a member's place is never one click away", () => {
  const form = (onCancelled = () => {}) =>
    renderWithRouter(
      <CancelPlaceForm orderId={7} shopperName="Ada Lovelace" onCancelled={onCancelled} />,
    );

  it('an operator who gives no reason is asked for one, and nothing is sent', async () => {
    const { calls } = stubApi({});
    await form();
    fireEvent.click(screen.getByRole('button', { name: adminTexts.cancelPlace }));
    expect(await screen.findByText(adminTexts.required)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('an operator is asked to confirm the shopper and the reason; only Cancel place in the dialog sends it', async () => {
    const { calls } = stubApi({
      'POST /api/v1/admin/orders/7/cancel-place': {
        body: { success: true, message: 'Place cancelled', data: {} },
      },
    });
    let cancelled = false;
    await form(() => (cancelled = true));
    fireEvent.change(screen.getByLabelText(adminTexts.cancelPlaceReason, { exact: false }), {
      target: { value: reason },
    });
    fireEvent.click(screen.getByRole('button', { name: adminTexts.cancelPlace }));
    const title = adminTexts.cancelPlaceConfirmTitle('Ada Lovelace');
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(adminTexts.cancelPlaceConfirmText(reason))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: adminTexts.keepPlace }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: adminTexts.cancelPlace }));
    const again = await screen.findByRole('dialog', { name: title });
    fireEvent.click(within(again).getByRole('button', { name: adminTexts.cancelPlace }));
    await waitFor(() => expect(cancelled).toBe(true));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ reason });
  });
});
