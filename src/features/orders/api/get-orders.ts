import type { Order, OrderListResponse } from '../../../../contract/orders';
import { api, isUnauthorized, toastPolicy } from '../../../api/client';
import { toLoadError } from '../../../api/load-error';
import { readSession } from '../../../lib/credentials';
import { showToast } from '../../../lib/toast';
import type { OrderFilter } from '../order-filter';
import { orderTexts } from '../texts';

/**
 * GET /orders?status=: the shopper's orders, newest first ('' = every tab). The screen shows
 * SPEC 8's own failure texts, so the general error toast is off.
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

/**
 * The last list each shopper's tab loaded. The router replaces a screen with its error panel
 * when any reload fails; a background refresh that fails must instead leave the list as it was.
 * Keyed by account too, so nobody is ever shown the list of whoever was signed in before.
 */
const lastLoaded = new Map<string, Order[]>();
const listKey = (filter: OrderFilter | '') => `${readSession()?.user.id ?? ''}:${filter}`;

/**
 * One tab's orders for the orders route's loader. A first load that fails toasts 'Failed to load
 * order history' once and shows the error panel; a background refresh (polling, after a cancel)
 * that fails keeps the list and stays quiet, the next one may work. A preload stays quiet too.
 */
export async function loadOrders(
  filter: OrderFilter | '',
  { signal, cause }: { signal: AbortSignal; cause: 'preload' | 'enter' | 'stay' },
): Promise<Order[]> {
  try {
    const orders = await getOrders(filter, signal);
    lastLoaded.set(listKey(filter), orders);
    return orders;
  } catch (error) {
    const shown = cause === 'stay' ? lastLoaded.get(listKey(filter)) : undefined;
    if (shown && !isUnauthorized(error)) return shown;
    // A rejected session needs no toast: the shopper is on their way to sign in.
    if (cause === 'enter' && !signal.aborted && !isUnauthorized(error)) {
      showToast(orderTexts.failedToLoadToast, 'error');
    }
    throw toLoadError(error);
  }
}
