import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../contract/orders';
import { OrderConfirmationScreen } from '../../src/features/checkout/components/order-confirmation-screen';
import { checkoutTexts } from '../../src/features/checkout/texts';
import type { ConfirmationRecord } from '../../src/features/checkout/types';
import { storeSignIn } from '../../src/lib/credentials';
import { confirmationRecord } from './checkout-fixtures';
import { idb } from './checkout-idb';
import { makeUser, signIn } from './fixtures';
import { dropCallsWhileOffline, progressShown, renderWithRouter, stubApi } from './render';

vi.mock('idb-keyval', () => import('./checkout-idb'));

const KEY = 'orderConfirmationData';
const ORDER_CALL = 'GET /api/v1/orders/77';

/** What the checkout kept: one unit of a group of 4, 3 reserved, card held, closing on a date. */
const saved = (): ConfirmationRecord => {
  const kept = confirmationRecord();
  return {
    ...kept,
    items: kept.items.map((item) => ({ ...item, expiresAt: '2025-03-04T10:00:00.000Z' })),
  };
};

/** The same order as the server has it once the group's last unit was reserved and charged. */
const filled = (): Order => ({
  id: 77,
  order_number: 'BT-000077',
  order_type: 'group',
  status: 'charged_awaiting_fulfillment',
  quantity: 1,
  unit_price: 12.5,
  total_amount: 12.5,
  receipt_url: null,
  batch_reservation_id: 77,
  progress_percentage: 100,
  time_left_seconds: 0,
  variants: [{ size: 'M' }],
  created_at: '2025-03-01T10:00:00.000Z',
  payment_due_at: null,
  batch: { id: 9, status: 'filled', total_reservations: 4 },
  deal: {
    id: 21,
    encoded_id: 'abc',
    title: 'Buy 3 Get 1 Free: Northway Tee',
    group_deal_price: '12.50',
    total_units_needed: 4,
    expiry_date: '2025-03-04T10:00:00.000Z',
    product: { name: 'Northway Tee', image_url: '/images/products/tee.svg' },
    price_tiers: [],
  },
});

let online = true;

function setOnline(next: boolean) {
  online = next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
}

/** The order's endpoint; offline every call fails as a dropped network does. */
function orderApi(answer: () => { status?: number; body: unknown }) {
  const api = stubApi({ [ORDER_CALL]: answer });
  dropCallsWhileOffline(api, () => online);
  return api;
}

const orderCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => `${call.method} ${call.url.pathname}` === ORDER_CALL);

function expectSavedState() {
  expect(screen.getByText(checkoutTexts.orderStatus.pending_charge ?? '')).toBeTruthy();
  expect(screen.getByText(checkoutTexts.unitsReserved(3, 4))).toBeTruthy();
  expect(screen.getByText(checkoutTexts.itemStatus.reserved ?? '')).toBeTruthy();
}

function expectCharged() {
  expect(
    screen.getByText(checkoutTexts.orderStatus.charged_awaiting_fulfillment ?? ''),
  ).toBeTruthy();
  expect(screen.getByText(checkoutTexts.itemStatus.paid ?? '')).toBeTruthy();
  expect(progressShown(checkoutTexts.groupProgress)).toBe('100');
  expect(screen.getByText(checkoutTexts.confirmedGroupCharged)).toBeTruthy();
}

beforeEach(() => {
  idb.reset();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  idb.memory.set(KEY, saved());
});

describe('the order confirmation when the connection comes back', () => {
  it('shows a signed-in shopper their group as charged once back online, and keeps that for an offline reload', async () => {
    signIn();
    online = false;
    const api = orderApi(() => ({ body: { success: true, data: filled() } }));
    const first = await renderWithRouter(<OrderConfirmationScreen />);
    await screen.findByText('BT-000077');
    expectSavedState();
    expect(orderCalls(api)).toHaveLength(0);

    setOnline(true);
    await screen.findByText(checkoutTexts.unitsReserved(4, 4));
    expectCharged();
    expect(screen.queryByText(checkoutTexts.expiresIn(30))).toBeNull();
    await waitFor(() =>
      expect(idb.memory.get(KEY)).toMatchObject({
        status: 'charged_awaiting_fulfillment',
        amountCharged: 12.5,
      }),
    );

    first.unmount();
    online = false;
    await renderWithRouter(<OrderConfirmationScreen />);
    await screen.findByText(checkoutTexts.unitsReserved(4, 4));
    expectCharged();
  });

  it('no longer says the units are reserved once the reservation was cancelled elsewhere', async () => {
    signIn();
    orderApi(() => ({
      body: {
        success: true,
        data: { ...filled(), status: 'cancelled', progress_percentage: 50, batch: null },
      },
    }));
    await renderWithRouter(<OrderConfirmationScreen />);
    await screen.findByText(checkoutTexts.confirmedGroupEnded);
    expect(screen.queryByText(checkoutTexts.confirmedGroup)).toBeNull();
  });

  it("keeps a guest's confirmation as saved, and brings it up to date once they sign in", async () => {
    const api = orderApi(() => ({ body: { success: true, data: filled() } }));
    await renderWithRouter(<OrderConfirmationScreen />);
    await screen.findByText('BT-000077');
    setOnline(false);
    setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expectSavedState();
    expect(orderCalls(api)).toHaveLength(0);
    expect(idb.memory.get(KEY)).toEqual(saved());

    act(() => {
      storeSignIn({
        tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' },
        user: makeUser(),
        lastAddress: null,
      });
    });
    await screen.findByText(checkoutTexts.unitsReserved(4, 4));
    expectCharged();
  });

  it('keeps the saved state without a toast when the refresh fails, and refreshes on the next reconnect', async () => {
    signIn();
    let failing = true;
    const api = orderApi(() =>
      failing
        ? { status: 503, body: { success: false, message: 'Database unavailable' } }
        : { body: { success: true, data: filled() } },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWithRouter(<OrderConfirmationScreen />);
    await screen.findByText('BT-000077');
    // The refresh has given up (after the client's one retry) once it is logged.
    await waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(orderCalls(api).length).toBeGreaterThan(0);
    expectSavedState();
    expect(screen.queryByText('Database unavailable')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(idb.memory.get(KEY)).toEqual(saved());

    failing = false;
    setOnline(false);
    setOnline(true);
    await screen.findByText(checkoutTexts.unitsReserved(4, 4));
    expectCharged();
  });
});
