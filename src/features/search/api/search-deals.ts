import type { SearchResponse } from '../../../../contract/search';
import { OFFLINE_SEARCH_HEADER } from '../../../../sw/routing';
import { api, toastPolicy } from '../../../api/client';
import type { SearchParams } from '../search-params';

/** Search results, and when offline how many saved deals the worker searched for them. */
export type SearchResults = SearchResponse & { offlineSavedDeals: number | null };

/** GET /products/search. Failures are shown by the caller, not as a toast. */
export async function searchDeals(
  params: SearchParams,
  signal?: AbortSignal,
): Promise<SearchResults> {
  const searchParams = new URLSearchParams({ q: params.q });
  if (params.category !== undefined) searchParams.set('category', String(params.category));
  if (params.page !== undefined && params.page > 1) searchParams.set('page', String(params.page));
  const response = await api.get('products/search', {
    searchParams,
    signal,
    context: toastPolicy({ errors: false }),
  });
  const body = await response.json<SearchResponse>();
  const offline = response.headers.get(OFFLINE_SEARCH_HEADER);
  return { ...body, offlineSavedDeals: offline === null ? null : Number(offline) };
}
