import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderAnswerTexts } from '../../contract/constants';
import type { Order } from '../../contract/orders';
import { encodeDealId } from '../../contract/deal-id';
import { ORDER_POLL_MS } from '../../src/features/orders/api/use-order-updates';
import { ORDER_TABS, orderTexts } from '../../src/features/orders/texts';
import { orderFixture, signIn } from './fixtures';
import { renderApp, stubApi } from './render';

let nextId = 100;

/** An order as GET /orders sends it; each test overrides what it is about. */
const makeOrder = (overrides: Partial<Order> = {}): Order =>
  orderFixture(overrides.id ?? nextId++, overrides);

type Routes = Parameters<typeof stubApi>[0];

function ordersApi(orders: Order[] | ((status: string) => Order[]), routes: Routes = {}) {
  return stubApi({
    'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } },
    'GET /api/v1/orders': (url) => ({
      body: {
        success: true,
        data: typeof orders === 'function' ? orders(url.searchParams.get('status') ?? '') : orders,
      },
    }),
    ...routes,
  });
}

function orderCalls(calls: ReturnType<typeof stubApi>['calls']) {
  return calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/v1/orders');
}

async function openOrders(path = '/orders') {
  signIn();
  const view = renderApp(path);
  await screen.findByRole('heading', { name: orderTexts.title, level: 1 });
  return view;
}

/** Opens the orders and asks to cancel the order of Kettle `id`; resolves with the dialog. */
async function askToCancel(id: number) {
  await openOrders();
  const order = await screen.findByRole('article', { name: `Kettle ${id}` });
  fireEvent.click(within(order).getByRole('button', { name: orderTexts.cancelLabel(`BT-${id}`) }));
  return screen.findByRole('dialog', { name: orderTexts.cancelTitle });
}

/** Opens the orders with one pending group order and presses its Invite button. */
async function inviteFriendsTo(id: number) {
  ordersApi([makeOrder({ id })]);
  await openOrders();
  const order = await screen.findByRole('article', { name: `Kettle ${id}` });
  fireEvent.click(
    within(order).getByRole('button', { name: orderTexts.inviteLabel(`Kettle ${id}`) }),
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('My Orders tabs', () => {
  it('asks the server for the tab the shopper picks and keeps it in the address', async () => {
    const { calls } = ordersApi([]);
    const { router } = await openOrders();
    await screen.findByText(ORDER_TABS[0]?.emptyTitle ?? '');
    expect(orderCalls(calls).at(-1)?.url.searchParams.has('status')).toBe(false);

    for (const [label, filter] of [
      ['Reservations', 'reservation'],
      ['Active Orders', 'active_orders'],
      ['Past Orders', 'past_orders'],
      ['Cancelled', 'cancelled'],
    ] as const) {
      fireEvent.click(screen.getByRole('tab', { name: label }));
      await waitFor(() =>
        expect(orderCalls(calls).at(-1)?.url.searchParams.get('status')).toBe(filter),
      );
      expect(router.state.location.search).toEqual({ status: filter });
      expect(screen.getByRole('tab', { name: label }).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByRole('tabpanel', { name: label })).toBeTruthy();
    }

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() =>
      expect(orderCalls(calls).at(-1)?.url.searchParams.has('status')).toBe(false),
    );
  });

  it('opens on the tab named in the address, and on All for an unknown one', async () => {
    const { calls } = ordersApi([]);
    await openOrders('/orders?status=past_orders');
    expect(screen.getByRole('tab', { name: 'Past Orders' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await screen.findByText('No past orders yet');
    expect(orderCalls(calls)[0]?.url.searchParams.get('status')).toBe('past_orders');
  });

  it('falls back to All for a tab it does not know', async () => {
    const { calls } = ordersApi([]);
    await openOrders('/orders?status=everything');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('No orders yet');
    expect(orderCalls(calls)[0]?.url.searchParams.has('status')).toBe(false);
  });

  it('says what to do on an empty tab, with a way to the deals', async () => {
    ordersApi([]);
    await openOrders('/orders?status=reservation');
    const empty = await screen.findByRole('status');
    expect(within(empty).getByText('No reservations yet')).toBeTruthy();
    expect(within(empty).getByText('Join a deal and it shows here.')).toBeTruthy();
    expect(
      within(empty).getByRole('link', { name: orderTexts.browseDeals }).getAttribute('href'),
    ).toBe('/');
  });
});

describe('an order card', () => {
  it('shows the product, order number, type, status, quantity, total and variants', async () => {
    ordersApi([
      makeOrder({
        id: 1,
        quantity: 2,
        total_amount: 25,
        variants: [
          { size: 'M', color: 'Red' },
          { size: 'L', color: 'Blue' },
        ],
      }),
      makeOrder({
        id: 2,
        order_type: 'solo',
        status: 'paid_awaiting_shipment',
        total_amount: 1234.5,
      }),
    ]);
    await openOrders();
    const group = await screen.findByRole('article', { name: 'Kettle 1' });
    expect(within(group).getByText('Group Deal')).toBeTruthy();
    expect(within(group).getByText('Units Pending')).toBeTruthy();
    expect(within(group).getByText(/Order #BT-1/)).toBeTruthy();
    expect(within(group).getByText(/Qty 2/)).toBeTruthy();
    expect(within(group).getByText('$25.00')).toBeTruthy();
    expect(within(group).getByText('Size M, Color Red')).toBeTruthy();
    expect(within(group).getByText('Size L, Color Blue')).toBeTruthy();

    const solo = card('Kettle 2');
    expect(within(solo).getByText('Solo Buy')).toBeTruthy();
    expect(within(solo).getByText('Paid - Awaiting Shipment')).toBeTruthy();
    expect(within(solo).getByText('$1,234.50')).toBeTruthy();
  });

  it('labels every status, title-casing one it does not know', async () => {
    const statuses = [
      'charged_awaiting_fulfillment',
      'waiting_for_fulfillment',
      'delivered',
      'completed',
      'cancelled',
      'payment_action_required',
      'payment_failed',
      'brand_new_status',
    ];
    ordersApi(
      statuses.map((status, i) => makeOrder({ id: 200 + i, status: status as Order['status'] })),
    );
    await openOrders();
    await screen.findByRole('article', { name: 'Kettle 200' });
    const labels = [
      'Charged Awaiting Fulfillment',
      'Waiting for Fulfillment',
      'Delivered',
      'Completed',
      'Cancelled',
      'Payment Action Required',
      'Payment Failed',
      'Brand New Status',
    ];
    labels.forEach((label, i) => {
      expect(within(card(`Kettle ${200 + i}`)).getByText(label)).toBeTruthy();
    });
  });

  it('shows a pending group its progress and time left, an expired one the fixed text', async () => {
    ordersApi([
      makeOrder({ id: 11, progress_percentage: 50, time_left_seconds: 5 * 3_600 }),
      makeOrder({ id: 12, status: 'reservation_expired', time_left_seconds: 0 }),
      makeOrder({ id: 13, status: 'charged_awaiting_fulfillment', progress_percentage: 100 }),
    ]);
    await openOrders();
    const pending = await screen.findByRole('article', { name: 'Kettle 11' });
    const bar = within(pending).getByRole('progressbar', {
      name: orderTexts.progressLabel('Kettle 11'),
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(within(pending).getByText('1 of 2 units filled')).toBeTruthy();
    expect(within(pending).getByText('5 hours left')).toBeTruthy();

    const expired = card('Kettle 12');
    expect(within(expired).getByText('Expired 2 days ago')).toBeTruthy();
    expect(within(expired).queryByRole('progressbar')).toBeNull();
    expect(within(card('Kettle 13')).queryByRole('progressbar')).toBeNull();
  });
});

describe('cancelling', () => {
  it('offers Cancel on pending_charge orders only', async () => {
    ordersApi([
      makeOrder({ id: 21 }),
      makeOrder({ id: 22, status: 'charged_awaiting_fulfillment' }),
      makeOrder({ id: 23, status: 'payment_action_required' }),
      makeOrder({ id: 24, status: 'cancelled' }),
      makeOrder({
        id: 25,
        order_type: 'solo',
        status: 'paid_awaiting_shipment',
        batch_reservation_id: null,
      }),
    ]);
    await openOrders();
    await screen.findByRole('article', { name: 'Kettle 21' });
    const buttons = screen.getAllByRole('button', { name: /^Cancel order/ });
    expect(buttons).toHaveLength(1);
    expect(
      within(card('Kettle 21')).getByRole('button', { name: orderTexts.cancelLabel('BT-21') }),
    ).toBeTruthy();
  });

  it('cancels after confirming, says so and refreshes the list', async () => {
    let cancelled = false;
    const { calls } = ordersApi(
      () => [makeOrder({ id: 31, status: cancelled ? 'cancelled' : 'pending_charge' })],
      {
        'POST /api/v1/orders/cancel': () => {
          cancelled = true;
          return {
            body: {
              success: true,
              message: orderAnswerTexts.cancelled,
              data: makeOrder({ id: 31, status: 'cancelled' }),
            },
          };
        },
      },
    );
    const dialog = await askToCancel(31);
    fireEvent.click(within(dialog).getByRole('button', { name: orderTexts.confirmCancel }));

    expect(await screen.findByText(orderTexts.cancelled)).toBeTruthy();
    expect(screen.getAllByText(orderTexts.cancelled)).toHaveLength(1);
    expect(calls.find((call) => call.url.pathname === '/api/v1/orders/cancel')?.body).toEqual({
      batch_reservation_id: 31,
    });
    await waitFor(() => expect(within(card('Kettle 31')).getByText('Cancelled')).toBeTruthy());
    expect(within(card('Kettle 31')).queryByRole('button', { name: /^Cancel order/ })).toBeNull();
  });

  it('keeps the order when the shopper changes their mind', async () => {
    const { calls } = ordersApi([makeOrder({ id: 32 })]);
    const dialog = await askToCancel(32);
    fireEvent.click(within(dialog).getByRole('button', { name: orderTexts.keepReservation }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.url.pathname === '/api/v1/orders/cancel')).toBe(false);
  });

  it('says Failed to cancel order when the server refuses', async () => {
    ordersApi([makeOrder({ id: 33 })], {
      'POST /api/v1/orders/cancel': {
        status: 409,
        body: { success: false, message: 'Only a pending reservation can be cancelled' },
      },
    });
    const dialog = await askToCancel(33);
    fireEvent.click(within(dialog).getByRole('button', { name: orderTexts.confirmCancel }));
    expect(await screen.findByText(orderTexts.failedToCancel)).toBeTruthy();
    expect(screen.queryByText(orderTexts.cancelled)).toBeNull();
  });
});

describe('inviting friends', () => {
  it('copies the deal link and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await inviteFriendsTo(41);
    expect(await screen.findByText(orderTexts.inviteCopied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/deal/${encodeDealId(5)}`);
  });

  it('says Failed to copy invite link when the clipboard refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('Not allowed');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await inviteFriendsTo(42);
    expect(await screen.findByText(orderTexts.failedToCopyInvite)).toBeTruthy();
    expect(screen.queryByText(orderTexts.inviteCopied)).toBeNull();
  });

  it('offers Invite on pending groups only', async () => {
    ordersApi([
      makeOrder({ id: 43 }),
      makeOrder({ id: 44, status: 'charged_awaiting_fulfillment' }),
    ]);
    await openOrders();
    await screen.findByRole('article', { name: 'Kettle 43' });
    expect(screen.getAllByRole('button', { name: /^Invite/ })).toHaveLength(1);
  });
});

describe('receipts', () => {
  it('opens a PDF receipt in a new tab, fetched with the session', async () => {
    const { calls } = ordersApi(
      [
        makeOrder({ id: 51, status: 'fulfilled', receipt_url: '/api/v1/orders/51/receipt.pdf' }),
        makeOrder({ id: 52, status: 'fulfilled' }),
      ],
      { 'GET /api/v1/orders/51/receipt.pdf': { body: 'pdf bytes' } },
    );
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt-51');
    await openOrders();
    const order = await screen.findByRole('article', { name: 'Kettle 51' });
    fireEvent.click(
      within(order).getByRole('button', {
        name: `${orderTexts.viewReceiptLabel('BT-51')} ${orderTexts.opensInNewTab}`,
      }),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:receipt-51'));
    const receiptCall = calls.find((call) => call.url.pathname === '/api/v1/orders/51/receipt.pdf');
    expect(receiptCall?.request.headers.get('Authorization')).toBe('Bearer access-1');
    expect(within(card('Kettle 52')).queryByRole('button', { name: /View receipt/i })).toBeNull();
  });

  it('shows an image receipt in a dialog, and says so when it fails to load', async () => {
    ordersApi([makeOrder({ id: 53, status: 'delivered', receipt_url: '/receipts/BT-53.png' })], {
      'GET /receipts/BT-53.png': { body: 'png bytes' },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt-53');
    await openOrders();
    const order = await screen.findByRole('article', { name: 'Kettle 53' });
    fireEvent.click(
      within(order).getByRole('button', { name: orderTexts.viewReceiptLabel('BT-53') }),
    );
    const dialog = await screen.findByRole('dialog', { name: orderTexts.receiptTitle('BT-53') });
    const image = await within(dialog).findByRole('img', {
      name: orderTexts.receiptImageAlt('BT-53'),
    });
    expect(image.getAttribute('src')).toBe('blob:receipt-53');
    fireEvent.error(image);
    expect(within(dialog).getByRole('alert').textContent).toBe(orderTexts.failedToLoadReceipt);
  });

  it('says Failed to load receipt image when the receipt cannot be fetched', async () => {
    ordersApi([makeOrder({ id: 54, status: 'delivered', receipt_url: '/receipts/BT-54.jpg' })], {
      'GET /receipts/BT-54.jpg': { status: 404, body: { success: false, message: 'Not found' } },
    });
    await openOrders();
    const order = await screen.findByRole('article', { name: 'Kettle 54' });
    fireEvent.click(
      within(order).getByRole('button', { name: orderTexts.viewReceiptLabel('BT-54') }),
    );
    const dialog = await screen.findByRole('dialog', { name: orderTexts.receiptTitle('BT-54') });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      orderTexts.failedToLoadReceipt,
    );
  });
});

describe('loading', () => {
  it('shows the error panel and toast on failure, and loads again on Retry', async () => {
    let fail = true;
    ordersApi([], {
      'GET /api/v1/orders': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Database unavailable' } }
          : { body: { success: true, data: [makeOrder({ id: 61 })] } },
    });
    await openOrders();
    const heading = await screen.findByRole('heading', { name: orderTexts.failedToLoad });
    const panel = heading.closest<HTMLElement>('[role="alert"]');
    if (!panel) throw new Error('The error panel is not announced');
    expect(await screen.findByText(orderTexts.failedToLoadToast)).toBeTruthy();
    expect(screen.queryByText('Database unavailable')).toBeNull();

    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: orderTexts.retry }));
    expect(await screen.findByRole('article', { name: 'Kettle 61' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: orderTexts.failedToLoad })).toBeNull();
  });

  it('shows skeletons while the orders load', async () => {
    stubApi({
      'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    await openOrders();
    expect(screen.getByRole('status').textContent).toContain(orderTexts.loading);
  });

  it('checks a pending group again every 15 s, and nothing when none is pending', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let progress = 50;
    const { calls } = ordersApi(() => [makeOrder({ id: 71, progress_percentage: progress })]);
    await openOrders();
    const order = await screen.findByRole('article', { name: 'Kettle 71' });
    expect(orderCalls(calls)).toHaveLength(1);

    progress = 100;
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(2));
    await waitFor(() =>
      expect(within(order).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'),
    );
  });

  it('keeps the list on screen and stays quiet when a background check fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let fail = false;
    const { calls } = ordersApi([], {
      'GET /api/v1/orders': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Database unavailable' } }
          : { body: { success: true, data: [makeOrder({ id: 73 })] } },
    });
    const { router } = await openOrders();
    await screen.findByRole('article', { name: 'Kettle 73' });

    fail = true;
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(2));
    const refreshing = () => router.state.matches.some((match) => match.isFetching !== false);
    // Intervals are faked here, so Testing Library's waitFor cannot poll: watch the router.
    for (let tries = 0; refreshing() && tries < 100; tries += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    }
    expect(refreshing()).toBe(false);
    expect(screen.getByRole('article', { name: 'Kettle 73' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: orderTexts.failedToLoad })).toBeNull();
    expect(screen.queryByText(orderTexts.failedToLoadToast)).toBeNull();
  });

  it('does not poll when no group is pending', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { calls } = ordersApi([makeOrder({ id: 72, status: 'delivered' })]);
    await openOrders();
    await screen.findByRole('article', { name: 'Kettle 72' });
    await act(() => vi.advanceTimersByTimeAsync(3 * ORDER_POLL_MS));
    expect(orderCalls(calls)).toHaveLength(1);
  });
});
