import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders';
import { orderTexts } from '../../src/features/orders/texts';
import { orderFixture } from './fixtures';
import { renderApp, stubApi } from './render';

const TOKEN = 'Z3Vlc3RAZXhhbXBsZS5jb20.15.signature';
const LINK_API = `GET /api/v1/order-links/${TOKEN}`;

/** A guest's reservation in a group still filling, as the server answers its link. */
function guestReservation(): Order {
  const order = orderFixture(41);
  return {
    ...order,
    status: 'pending_charge',
    time_left_seconds: 86_400,
    deal: { ...order.deal, product: { ...order.deal.product, name: 'Herb Keeper' } },
  };
}

function stubLink(reply: Parameters<typeof stubApi>[0][string]) {
  return stubApi({
    'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } },
    [LINK_API]: reply,
  });
}

describe('the link in a guest’s order confirmation e-mail', () => {
  it('shows the guest their order without signing in, with the invite and the way to sign in to manage it', async () => {
    stubLink({ body: { success: true, data: guestReservation() } });
    renderApp(`/guest-order/${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: orderTexts.guestOrderTitle }),
    ).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Herb Keeper' });
    expect(within(card).getByText(orderTexts.orderNumber('BT-41'), { exact: false })).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: orderTexts.inviteLabel('Herb Keeper') }),
    ).toBeTruthy();
    // Cancelling needs the account the guest does not have here.
    expect(
      within(card).queryByRole('button', { name: orderTexts.cancelLabel('BT-41') }),
    ).toBeNull();
    expect(screen.getByRole('link', { name: orderTexts.signInToManage }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('says why when the link names no order', async () => {
    const message = 'This order link is not valid.';
    stubLink({ status: 404, body: { success: false, message } });
    renderApp(`/guest-order/${TOKEN}`);

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText(orderTexts.guestOrderFailed)).toBeTruthy();
    expect(within(panel).getByText(message)).toBeTruthy();
  });
});
