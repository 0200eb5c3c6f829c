import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../contract/orders';
import { authTexts } from '../../src/features/auth/texts';
import { offlineTexts } from '../../src/features/offline/texts';
import { orderTexts } from '../../src/features/orders/texts';
import { formatTimeOfDay } from '../../src/lib/format';
import { reloadTo } from '../../src/lib/reload';
import { resetSavedAt } from '../../src/lib/saved-at';
import { idb } from './checkout-idb';
import { makeUser, orderFixture, signIn } from './fixtures';
import { dropCallsWhileOffline, renderApp, stubApi } from './render';

vi.mock('idb-keyval', () => import('./checkout-idb'));
// A full page load cannot happen in the test window: record where logout would reload to.
vi.mock('../../src/lib/reload', () => ({ reloadTo: vi.fn() }));

const ada = makeUser();
const HOUR = 3_600;

const makeOrder = (id: number, overrides: Partial<Order> = {}): Order =>
  orderFixture(id, { time_left_seconds: 5 * HOUR, ...overrides });

let online = true;

/** The browser's connection: the flag the PWA reads and the event it listens for. */
function setOnline(next: boolean) {
  online = next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
}

/** GET /orders answers `orders()` online; offline every call fails as a dropped network does. */
function ordersApi(orders: () => Order[], routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } },
    'GET /api/v1/orders': () => ({ body: { success: true, data: orders() } }),
    'POST /api/v1/auth/logout': { body: { success: true } },
    ...routes,
  });
  dropCallsWhileOffline(api, () => online);
  return api;
}

const ordersCalls = (calls: ReturnType<typeof stubApi>['calls']) =>
  calls.filter((call) => call.url.pathname === '/api/v1/orders');

async function openOrders() {
  const view = renderApp('/orders');
  await screen.findByRole('heading', { name: orderTexts.title, level: 1 });
  return view;
}

/** What an earlier visit online left on this device for `userId`. */
function savedEarlier(userId: number, savedAt: number, orders: Order[]) {
  idb.memory.set(`savedOrders:${userId}`, { all: { savedAt, orders } });
}

beforeEach(() => {
  idb.reset();
  resetSavedAt();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.mocked(reloadTo).mockClear();
});

describe('My Orders offline', () => {
  it('shows the orders saved on the last visit after an offline reload, stamped with their time', async () => {
    signIn(ada);
    ordersApi(() => [makeOrder(41)]);
    const first = await openOrders();
    await screen.findByRole('article', { name: 'Kettle 41' });
    await waitFor(() => expect(idb.memory.has('savedOrders:7')).toBe(true));
    first.unmount();

    online = false;
    await openOrders();
    const order = await screen.findByRole('article', { name: 'Kettle 41' });
    const savedAt = (idb.memory.get('savedOrders:7') as { all: { savedAt: number } }).all.savedAt;
    const time = formatTimeOfDay(savedAt);
    expect(screen.getByText(orderTexts.savedAt(time))).toBeTruthy();
    expect(within(order).getByText('1 of 2 units filled')).toBeTruthy();
    expect(within(order).getByText(`(50%) ${orderTexts.progressAsOf(time)}`)).toBeTruthy();
    expect(
      (await screen.findByRole('status', { name: offlineTexts.regionLabel })).textContent,
    ).toContain(offlineTexts.ordersAsOf(time));
    expect(screen.queryByRole('heading', { name: orderTexts.failedToLoad })).toBeNull();
    expect(screen.queryByText(orderTexts.failedToLoadToast)).toBeNull();
  });

  it('counts time left down from the saved answer and says when it ran out while offline', async () => {
    signIn(ada);
    online = false;
    ordersApi(() => []);
    savedEarlier(ada.id, Date.now() - 2.5 * HOUR * 1000, [
      makeOrder(42, { time_left_seconds: 5 * HOUR }),
      makeOrder(43, { time_left_seconds: HOUR }),
    ]);
    await openOrders();
    const running = await screen.findByRole('article', { name: 'Kettle 42' });
    expect(within(running).getByText('2 hours left')).toBeTruthy();
    expect(within(running).queryByText(orderTexts.ranOutOffline)).toBeNull();

    const ended = screen.getByRole('article', { name: 'Kettle 43' });
    expect(within(ended).getByText(orderTexts.ranOutOffline)).toBeTruthy();
    expect(within(ended).getByText(orderTexts.expired)).toBeTruthy();
    expect(within(ended).queryByRole('button', { name: /^Cancel order/ })).toBeNull();
  });

  it('disables Cancel and receipts offline with the reason, and never confirms a cancel it cannot send', async () => {
    signIn(ada);
    const { calls } = ordersApi(() => [
      makeOrder(44),
      makeOrder(45, {
        status: 'charged_awaiting_fulfillment',
        receipt_url: '/api/v1/orders/45/receipt.pdf',
      }),
    ]);
    await openOrders();
    const pending = await screen.findByRole('article', { name: 'Kettle 44' });
    fireEvent.click(within(pending).getByRole('button', { name: orderTexts.cancelLabel('BT-44') }));
    const dialog = await screen.findByRole('dialog', { name: orderTexts.cancelTitle });

    setOnline(false);
    const confirm = within(dialog).getByRole('button', { name: orderTexts.confirmCancel });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText(orderTexts.cancelNeedsNetwork)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: orderTexts.keepReservation }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const cancel = within(pending).getByRole('button', { name: orderTexts.cancelLabel('BT-44') });
    expect((cancel as HTMLButtonElement).disabled).toBe(true);
    expect(cancel.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(pending).getByText(orderTexts.cancelNeedsNetwork)).toBeTruthy();
    expect(
      within(pending).getByRole('button', { name: orderTexts.inviteLabel('Kettle 44') }),
    ).toBeTruthy();

    const charged = screen.getByRole('article', { name: 'Kettle 45' });
    const receipt = within(charged).getByRole('button', { name: /View receipt/ });
    expect((receipt as HTMLButtonElement).disabled).toBe(true);
    expect(within(charged).getByText(orderTexts.receiptNotSaved)).toBeTruthy();
    expect(screen.getByText(orderTexts.offline, { exact: false })).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === '/api/v1/orders/cancel')).toBe(false);
  });

  it('refreshes the list by itself when the connection comes back', async () => {
    signIn(ada);
    let progress = 50;
    const { calls } = ordersApi(() => [makeOrder(46, { progress_percentage: progress })]);
    online = false;
    savedEarlier(ada.id, Date.now() - 60_000, [makeOrder(46)]);
    await openOrders();
    const order = await screen.findByRole('article', { name: 'Kettle 46' });
    expect(screen.getByText(/^Saved at/)).toBeTruthy();
    const before = ordersCalls(calls).length;

    progress = 100;
    setOnline(true);
    await waitFor(() =>
      expect(within(order).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'),
    );
    expect(ordersCalls(calls).length).toBeGreaterThan(before);
    expect(screen.queryByText(/^Saved at/)).toBeNull();
    expect(screen.queryByRole('status', { name: offlineTexts.regionLabel })).toBeNull();
  });

  it('recovers from the error panel without a tap when the connection comes back', async () => {
    signIn(ada);
    online = false;
    ordersApi(() => [makeOrder(47)]);
    await openOrders();
    expect(await screen.findByRole('heading', { name: orderTexts.failedToLoad })).toBeTruthy();
    expect(
      (await screen.findByRole('status', { name: offlineTexts.regionLabel })).textContent,
    ).toContain(offlineTexts.noSavedOrders);

    setOnline(true);
    expect(await screen.findByRole('article', { name: 'Kettle 47' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: orderTexts.failedToLoad })).toBeNull();
  });

  it('shows the saved list with a warning when the store answers with a server failure', async () => {
    signIn(ada);
    ordersApi(() => [], {
      'GET /api/v1/orders': { status: 503, body: { success: false, message: 'Try again' } },
    });
    savedEarlier(ada.id, Date.now() - 60_000, [makeOrder(48)]);
    await openOrders();
    expect(await screen.findByRole('article', { name: 'Kettle 48' })).toBeTruthy();
    expect(screen.getByText(orderTexts.unreachable, { exact: false })).toBeTruthy();
    expect(screen.queryByText(orderTexts.failedToLoadToast)).toBeNull();
  });
});

describe('saved orders and signing out', () => {
  it('deletes the saved orders at logout, so offline My Orders shows nothing of theirs', async () => {
    signIn(ada);
    ordersApi(() => [makeOrder(51)]);
    await openOrders();
    await screen.findByRole('article', { name: 'Kettle 51' });
    await waitFor(() => expect(idb.memory.has('savedOrders:7')).toBe(true));

    fireEvent.click(await screen.findByRole('button', { name: authTexts.accountMenu('Ada') }));
    fireEvent.click(await screen.findByRole('menuitem', { name: authTexts.logout }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect([...idb.memory.keys()].filter((key) => key.startsWith('savedOrders:'))).toEqual([]);
  });

  it('deletes the saved orders when the store signs the shopper out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn(ada);
    savedEarlier(ada.id, Date.now() - 60_000, [makeOrder(52)]);
    ordersApi(() => [], {
      'GET /api/v1/orders': { status: 401, body: { success: false, message: 'Expired' } },
      'POST /api/v1/auth/refresh': { status: 401, body: { success: false, message: 'Ended' } },
    });
    renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: authTexts.pageTitle });
    await waitFor(() => expect(idb.memory.has('savedOrders:7')).toBe(false));
    expect(screen.queryByRole('article', { name: 'Kettle 52' })).toBeNull();
  });

  it("never shows one shopper's saved orders to another signed in on the same device", async () => {
    savedEarlier(ada.id, Date.now() - 60_000, [makeOrder(53)]);
    signIn(makeUser({ id: 8, email: 'grace@example.com', firstName: 'Grace' }));
    online = false;
    ordersApi(() => []);
    await openOrders();
    expect(await screen.findByRole('heading', { name: orderTexts.failedToLoad })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Kettle 53' })).toBeNull();
  });
});
