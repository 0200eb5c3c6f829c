import type { Deal, DealResponse } from '../../../../contract/catalog';
import { api, toastPolicy } from '../../../api/client';

/** GET /ecommerce/deals/{id}: the checkout re-reads the deal; its own 'Deal not found' toasts. */
export async function getCheckoutDeal(dealId: number, signal?: AbortSignal): Promise<Deal> {
  const body = await api
    .get(`ecommerce/deals/${dealId}`, { signal, context: toastPolicy({ errors: false }) })
    .json<DealResponse>();
  return body.data;
}
