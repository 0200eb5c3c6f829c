import { useCallback } from 'react';
import type { DealListResponse } from '../../../../contract/catalog';
import { api } from '../../../api/client';
import { DEAL_PAGE_SIZE, dealListSearchParams } from './deal-list-query';
import { useDealList } from './use-deal-list';

/** GET /ecommerce/active-deal: active deals, soonest expiry first, optionally of one category. */
export function getActiveDeals(
  options: { categoryId?: number; cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<DealListResponse> {
  const searchParams = dealListSearchParams(
    options.cursor ?? null,
    options.limit ?? DEAL_PAGE_SIZE,
    options.categoryId,
  );
  return api.get('ecommerce/active-deal', { searchParams, signal }).json<DealListResponse>();
}

let prefetchedHomeDeals: Promise<DealListResponse> | null = null;

/**
 * Starts the home's first page of deals while the app's code is still loading, instead of after
 * the home screen has rendered: on a slow phone that round trip is much of the wait for the
 * first deal. The first unfiltered listing takes it, once; every later load fetches anew.
 */
export function prefetchHomeDeals(): void {
  prefetchedHomeDeals = getActiveDeals({});
  // A failure is reported where the page is taken; one never taken (the shopper left) is moot.
  prefetchedHomeDeals.catch(() => {});
}

function takePrefetchedHomeDeals(): Promise<DealListResponse> | null {
  const page = prefetchedHomeDeals;
  prefetchedHomeDeals = null;
  return page;
}

/** All active deals, or one category's; `enabled: false` makes no request (and stays loading). */
export function useActiveDeals(categoryId: number | null, { enabled = true } = {}) {
  const fetchPage = useCallback(
    (cursor: string | null, signal: AbortSignal) =>
      (cursor === null && categoryId === null ? takePrefetchedHomeDeals() : null) ??
      getActiveDeals({ categoryId: categoryId ?? undefined, cursor }, signal),
    [categoryId],
  );
  return useDealList(enabled ? `active-deals:${categoryId ?? 'all'}` : null, fetchPage);
}
