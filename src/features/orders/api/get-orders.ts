import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { Order, OrderListResponse } from '../../../../contract/orders';
import { api, isUnauthorized, toastPolicy } from '../../../api/client';
import type { RequestResult } from '../../../api/use-request';
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

export type OrdersState = RequestResult<Order[]> & {
  /** Loads again from scratch (the error panel's Retry): shows the loading state. */
  retry: () => void;
  /** Loads again in the background (polling, after a cancel): the list stays on screen. */
  refresh: () => void;
};

interface Settled {
  filter: string;
  attempt: number;
  result: RequestResult<Order[]>;
}

/**
 * One tab's orders. A first load or a retry that fails shows the error panel and toasts 'Failed
 * to load order history' once; a background refresh that fails keeps the list shown and stays
 * quiet (the next one may work). An answer for another tab is never shown.
 */
export function useOrders(filter: OrderFilter | ''): OrdersState {
  const [attempt, setAttempt] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);

  const current: RequestResult<Order[]> =
    settled !== null && settled.filter === filter && settled.attempt === attempt
      ? settled.result
      : { status: 'loading' };
  const showing = current.status === 'success';

  // A load while this tab's list is on screen is a background refresh (see above).
  const start = useEffectEvent((signal: AbortSignal) => ({
    background: showing,
    request: getOrders(filter, signal),
  }));

  useEffect(() => {
    const controller = new AbortController();
    const { background, request } = start(controller.signal);
    request.then(
      (data) => {
        if (!controller.signal.aborted) {
          setSettled({ filter, attempt, result: { status: 'success', data } });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted || background) return;
        // A rejected session needs no toast: the shopper is on their way to sign in.
        if (!isUnauthorized(error)) showToast(orderTexts.failedToLoadToast, 'error');
        setSettled({ filter, attempt, result: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [filter, attempt, refreshes]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => setRefreshes((n) => n + 1), []);
  return { ...current, retry, refresh };
}
