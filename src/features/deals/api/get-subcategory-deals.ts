import { useCallback } from 'react';
import type { DealListResponse } from '../../../../contract/catalog';
import { api, toastPolicy } from '../../../api/client';
import { DEAL_PAGE_SIZE, dealListSearchParams } from './deal-list-query';
import { useDealList } from './use-deal-list';

/** GET /subcategories/{id}/deals. Load errors are swallowed like on category pages (SPEC 8). */
export function getSubcategoryDeals(
  subcategoryId: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DealListResponse> {
  return api
    .get(`subcategories/${subcategoryId}/deals`, {
      searchParams: dealListSearchParams(cursor, DEAL_PAGE_SIZE),
      signal,
      context: toastPolicy({ errors: false }),
    })
    .json<DealListResponse>();
}

export function useSubcategoryDeals(subcategoryId: number) {
  const fetchPage = useCallback(
    (cursor: string | null, signal: AbortSignal) =>
      getSubcategoryDeals(subcategoryId, cursor, signal),
    [subcategoryId],
  );
  return useDealList(`subcategory-deals:${subcategoryId}`, fetchPage);
}
