import { useCallback } from 'react';
import type { DealListResponse } from '../../../../contract/catalog';
import { api, toastPolicy } from '../../../api/client';
import { DEAL_PAGE_SIZE, dealListSearchParams } from './deal-list-query';
import { useDealList } from './use-deal-list';

/**
 * GET /categories/{id}/deals. SPEC 8: category pages swallow load errors (no toast) and show
 * their empty state.
 */
export function getCategoryDeals(
  categoryId: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DealListResponse> {
  return api
    .get(`categories/${categoryId}/deals`, {
      searchParams: dealListSearchParams(cursor, DEAL_PAGE_SIZE),
      signal,
      context: toastPolicy({ errors: false }),
    })
    .json<DealListResponse>();
}

export function useCategoryDeals(categoryId: number) {
  const fetchPage = useCallback(
    (cursor: string | null, signal: AbortSignal) => getCategoryDeals(categoryId, cursor, signal),
    [categoryId],
  );
  return useDealList(`category-deals:${categoryId}`, fetchPage);
}
