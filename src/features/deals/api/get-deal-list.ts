import type { DealListResponse } from '../../../../contract/catalog';
import { LISTING_PAGE_SIZE, type DealListSource } from '../../../../contract/pages';
import { api, toastPolicy } from '../../../api/client';

export type { DealListSource };

/** One key per listing, for lists that must start over when the listing changes. */
export function dealListKey(source: DealListSource): string {
  if (source.kind === 'subcategory') return `subcategory:${source.subcategoryId}`;
  return `${source.kind}:${source.categoryId ?? 'all'}`;
}

function pathOf(source: DealListSource): string {
  if (source.kind === 'category') return `categories/${source.categoryId}/deals`;
  if (source.kind === 'subcategory') return `subcategories/${source.subcategoryId}/deals`;
  return 'ecommerce/active-deal';
}

/**
 * One page of a deal listing, soonest expiry first (docs/product.md §9: never expired deals). docs/product.md §8:
 * category and subcategory pages swallow load errors (no toast) and show their empty state;
 * the home's listing toasts them.
 */
export function getDealPage(
  source: DealListSource,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DealListResponse> {
  const searchParams = new URLSearchParams();
  if (source.kind === 'active' && source.categoryId !== undefined) {
    searchParams.set('category', String(source.categoryId));
  }
  searchParams.set('include_expired', 'false');
  searchParams.set('limit', String(LISTING_PAGE_SIZE));
  if (cursor !== null) searchParams.set('cursor', cursor);
  return api
    .get(pathOf(source), {
      searchParams,
      signal,
      context: toastPolicy({ errors: source.kind === 'active' }),
    })
    .json<DealListResponse>();
}

let prefetchedHomeDeals: Promise<DealListResponse> | null = null;

/**
 * Starts the home's first page of deals while the app's code is still loading, instead of after
 * the home screen has rendered: on a slow phone that round trip is much of the wait for the
 * first deal. The first unfiltered listing takes it, once; every later load fetches anew.
 */
export function prefetchHomeDeals(): void {
  prefetchedHomeDeals = getDealPage({ kind: 'active' }, null);
  // A failure is reported where the page is taken; one never taken (the shopper left) is moot.
  prefetchedHomeDeals.catch(() => {});
}

/** A page of `source` from `cursor`, taking the home's prefetched first page when it is that. */
export function fetchDealPage(
  source: DealListSource,
  cursor: string | null,
  signal: AbortSignal,
): Promise<DealListResponse> {
  if (cursor === null && source.kind === 'active' && source.categoryId === undefined) {
    const page = prefetchedHomeDeals;
    prefetchedHomeDeals = null;
    if (page) return page;
  }
  return getDealPage(source, cursor, signal);
}
