import type { Order, OrderListResponse } from '../../../../contract/orders';
import { api, isUnauthorized, toastPolicy } from '../../../api/client';
import { LoadError, toLoadError } from '../../../api/load-error';
import { readSession } from '../../../lib/credentials';
import { showToast } from '../../../lib/toast';
import type { OrderFilter } from '../order-filter';
import { readSavedOrders, saveOrders } from '../saved-orders';
import { orderTexts } from '../texts';

/**
 * GET /orders?status=: the shopper's orders, newest first ('' = every tab). The screen shows
 * docs/product.md §8's own failure texts, so the general error toast is off.
 */
export async function getOrders(filter: OrderFilter | '', signal?: AbortSignal): Promise<Order[]> {
  const body = await api
    .get('orders', {
      searchParams: filter ? { status: filter } : {},
      signal,
      context: toastPolicy({ errors: false }),
    })
    .json<OrderListResponse>();
  return body.data;
}

/** What My Orders shows of a tab: the list, and whether it is the copy saved on this device. */
export interface OrdersView {
  orders: Order[];
  /** When the server answered this list (ms since epoch): the countdowns count from it. */
  fetchedAt: number;
  /** True when the server could not be reached and this is the copy saved on this device. */
  saved: boolean;
}

/**
 * The last list each shopper's tab loaded. The router replaces a screen with its error panel
 * when any reload fails; a background refresh that fails must instead leave the list as it was.
 * Keyed by account too, so nobody is ever shown the list of whoever was signed in before.
 */
const lastLoaded = new Map<string, OrdersView>();
const listKey = (filter: OrderFilter | '') => `${readSession()?.user.id ?? ''}:${filter}`;

/** No answer at all, or the server failing: worth showing the saved copy instead. */
function unreachable(error: unknown): boolean {
  const failure = toLoadError(error);
  return failure instanceof LoadError && (failure.status === null || failure.status >= 500);
}

async function savedCopy(filter: OrderFilter | ''): Promise<OrdersView | undefined> {
  const userId = readSession()?.user.id;
  if (userId === undefined) return undefined;
  try {
    const saved = await readSavedOrders(userId, filter);
    return saved && { orders: saved.orders, fetchedAt: saved.savedAt, saved: true };
  } catch (error) {
    // Storage blocked or broken: the screen says it could not load, as without a copy.
    console.warn('Reading the saved orders failed', error);
    return undefined;
  }
}

function keep(filter: OrderFilter | '', view: OrdersView): void {
  lastLoaded.set(listKey(filter), view);
  const userId = readSession()?.user.id;
  if (userId === undefined) return;
  saveOrders(userId, filter, { savedAt: view.fetchedAt, orders: view.orders }).catch(
    (error: unknown) => {
      // The list is on screen either way; it only will not be there offline.
      console.warn('Saving the orders on this device failed', error);
    },
  );
}

/**
 * One tab's orders for the orders route's loader. Each answer is saved on this device under the
 * shopper; offline, or when the server cannot be reached, the saved copy is shown instead. A
 * first load that fails with nothing saved toasts 'Failed to load order history' once and shows
 * the error panel; a background refresh (polling, after a cancel) that fails keeps the list on
 * screen and stays quiet, the next one may work. A preload stays quiet too.
 */
export async function loadOrders(
  filter: OrderFilter | '',
  { signal, cause }: { signal: AbortSignal; cause: 'preload' | 'enter' | 'stay' },
): Promise<OrdersView> {
  const shown = cause === 'stay' ? lastLoaded.get(listKey(filter)) : undefined;
  if (globalThis.navigator?.onLine === false) {
    const saved = shown ?? (await savedCopy(filter));
    if (saved) return saved;
  }
  try {
    const view = { orders: await getOrders(filter, signal), fetchedAt: Date.now(), saved: false };
    keep(filter, view);
    return view;
  } catch (error) {
    if (isUnauthorized(error)) throw toLoadError(error);
    if (shown) return shown;
    const saved = unreachable(error) && !signal.aborted ? await savedCopy(filter) : undefined;
    if (saved) return saved;
    // A rejected session needs no toast: the shopper is on their way to sign in.
    if (cause === 'enter' && !signal.aborted) {
      showToast(orderTexts.failedToLoadToast, 'error');
    }
    throw toLoadError(error);
  }
}
