import { useState } from 'react';
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

/**
 * A cursor-paginated deal listing: the first page loads with `key`, `loadMore` appends the
 * next one. A failed next page keeps what is shown (the client's toast policy reports it).
 */
export function useDealList(key: string | null, fetchPage: DealPageFetcher): DealListState {
  const first = useRequest(key, (signal) => fetchPage(null, signal));
  const [more, setMore] = useState<MorePages>({ key, pages: [], loading: false });
  const extra = more.key === key ? more : { key, pages: [], loading: false };

  const pages = first.status === 'success' ? [first.data, ...extra.pages] : [];
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

  const seen = new Set<number>();
  const deals: Deal[] = [];
  for (const page of pages) {
    for (const deal of page.data) {
      if (!seen.has(deal.id)) {
        seen.add(deal.id);
        deals.push(deal);
      }
    }
  }

  return {
    status: first.status,
    deals,
    hasMore: nextCursor !== null,
    loadingMore: extra.loading,
    loadMore,
    retry: first.retry,
  };
}
