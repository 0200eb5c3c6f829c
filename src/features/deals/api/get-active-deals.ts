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

/** All active deals, or one category's; `enabled: false` makes no request (and stays loading). */
export function useActiveDeals(categoryId: number | null, { enabled = true } = {}) {
  const fetchPage = useCallback(
    (cursor: string | null, signal: AbortSignal) =>
      getActiveDeals({ categoryId: categoryId ?? undefined, cursor }, signal),
    [categoryId],
  );
  return useDealList(enabled ? `active-deals:${categoryId ?? 'all'}` : null, fetchPage);
}
