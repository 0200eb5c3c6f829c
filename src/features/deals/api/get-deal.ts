import type { Deal, DealResponse } from '../../../../contract/catalog';
import { api, toastPolicy } from '../../../api/client';
import { useRequest } from '../../../api/use-request';

/**
 * GET /ecommerce/deals/{id}. The deal screen shows SPEC's own failure texts (panel and
 * 'Failed to load deal details' toast), so the general error toast is off.
 */
export async function getDeal(dealId: number, signal?: AbortSignal): Promise<Deal> {
  const body = await api
    .get(`ecommerce/deals/${dealId}`, { signal, context: toastPolicy({ errors: false }) })
    .json<DealResponse>();
  return body.data;
}

/** null: there is no valid id to load (the screen shows its error panel without a request). */
export function useDeal(dealId: number | null) {
  return useRequest(dealId === null ? null : `deal:${dealId}`, (signal) =>
    dealId === null ? Promise.reject(new Error('No deal id')) : getDeal(dealId, signal),
  );
}
