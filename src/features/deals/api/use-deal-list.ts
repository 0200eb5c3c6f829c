import { useDeferredValue, useMemo, useState } from 'react';
import type { Deal, DealListResponse } from '../../../../contract/catalog';
import { useRequest } from '../../../api/use-request';

export type DealPageFetcher = (
  cursor: string | null,
  signal: AbortSignal,
) => Promise<DealListResponse>;

export interface DealListState {
  status: 'loading' | 'success' | 'error';
  deals: Deal[];
  /** The server said there is a next page (next_cursor is not null). */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
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
 * A cursor-paginated deal listing: the first page loads with `key`, `loadMore` appends the
 * next one. A failed next page keeps what is shown (the client's toast policy reports it).
 */
export function useDealList(key: string | null, fetchPage: DealPageFetcher): DealListState {
  const first = useRequest(key, (signal) => fetchPage(null, signal));
  const [more, setMore] = useState<MorePages>({ key, pages: [], loading: false });
  const extra = more.key === key ? more : NO_MORE_PAGES;

  // A page of cards is the heaviest render of a listing screen: it happens as a transition,
  // which React renders in slices between which the browser can paint and take input, instead of
  // in one long task. Until that render is done the listing still reads as loading.
  const firstPage = useDeferredValue(first.status === 'success' ? first.data : null);
  const status = first.status === 'success' && firstPage !== first.data ? 'loading' : first.status;
  const pages = status === 'success' && firstPage ? [firstPage, ...extra.pages] : [];
  const nextCursor = pages.at(-1)?.next_cursor ?? null;

  function loadMore() {
    if (nextCursor === null || extra.loading) return;
    setMore({ key, pages: extra.pages, loading: true });
    fetchPage(nextCursor, new AbortController().signal).then(
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
    retry: first.retry,
  };
}
