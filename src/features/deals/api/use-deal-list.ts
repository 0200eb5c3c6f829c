import { useDeferredValue, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { Deal, DealListResponse } from '../../../../contract/catalog';
import { dealListKey, fetchDealPage, type DealListSource } from './get-deal-list';

export interface DealListState {
  status: 'loading' | 'success' | 'error';
  deals: Deal[];
  /** The server said there is a next page (next_cursor is not null). */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** A listing's first page: given by a route's loader (null: it failed), or fetched here. */
interface FirstPage {
  key: string;
  page: DealListResponse | null;
}

interface MorePages {
  key: string | null;
  pages: DealListResponse[];
  loading: boolean;
}

const NO_MORE_PAGES: MorePages = { key: null, pages: [], loading: false };

/** The deals of the loaded pages in order, each once (a deal can move between pages). */
function uniqueDeals(firstPage: DealListResponse | null, morePages: DealListResponse[]): Deal[] {
  const seen = new Set<number>();
  const deals: Deal[] = [];
  for (const page of firstPage ? [firstPage, ...morePages] : []) {
    for (const deal of page.data) {
      if (!seen.has(deal.id)) {
        seen.add(deal.id);
        deals.push(deal);
      }
    }
  }
  return deals;
}

/**
 * A cursor-paginated deal listing (null: none, stays loading). Its first page comes from the
 * route's loader when the listing is a screen's; the home's in-place filter is no navigation, so
 * its listings fetch their first page here. `loadMore` appends the next page; a failed next page
 * keeps what is shown (the client's toast policy reports it).
 */
export function useDealList(
  source: DealListSource | null,
  loaded?: { page: DealListResponse | null },
): DealListState {
  const key = source ? dealListKey(source) : null;
  const [fetched, setFetched] = useState<FirstPage | null>(null);
  const [more, setMore] = useState<MorePages>({ key, pages: [], loading: false });
  const extra = more.key === key ? more : NO_MORE_PAGES;
  const fetchFirstPage = useEffectEvent((signal: AbortSignal) =>
    source ? fetchDealPage(source, null, signal) : Promise.reject(new Error('No listing')),
  );
  const given = loaded !== undefined;

  useEffect(() => {
    if (key === null || given) return undefined;
    const controller = new AbortController();
    const settle = (page: DealListResponse | null) => {
      if (!controller.signal.aborted) setFetched({ key, page });
    };
    fetchFirstPage(controller.signal).then(settle, () => settle(null));
    return () => controller.abort();
  }, [key, given]);

  const first = loaded ?? (fetched?.key === key ? fetched : undefined);
  const firstStatus = first === undefined ? 'loading' : first.page ? 'success' : 'error';
  // A page of cards is the heaviest render of a listing screen: it happens as a transition,
  // which React renders in slices between which the browser can paint and take input, instead of
  // in one long task. Until that render is done the listing still reads as loading.
  const firstPage = useDeferredValue(first?.page ?? null);
  const status = firstStatus === 'success' && firstPage !== first?.page ? 'loading' : firstStatus;
  const pages = status === 'success' && firstPage ? [firstPage, ...extra.pages] : [];
  const nextCursor = pages.at(-1)?.next_cursor ?? null;

  function loadMore() {
    if (source === null || nextCursor === null || extra.loading) return;
    setMore({ key, pages: extra.pages, loading: true });
    fetchDealPage(source, nextCursor, new AbortController().signal).then(
      (page) =>
        setMore((prev) =>
          prev.key === key ? { key, pages: [...prev.pages, page], loading: false } : prev,
        ),
      () => setMore((prev) => (prev.key === key ? { ...prev, loading: false } : prev)),
    );
  }

  // The same list object until a page arrives, so screens can derive lists from it once.
  const deals = useMemo(
    () => uniqueDeals(status === 'success' ? firstPage : null, extra.pages),
    [status, firstPage, extra.pages],
  );

  return {
    status,
    deals,
    hasMore: nextCursor !== null,
    loadingMore: extra.loading,
    loadMore,
  };
}
