import type { Deal, DealResponse } from '../../../../contract/catalog';
import { decodeDealId } from '../../../../contract/deal-id';
import { api, toastPolicy } from '../../../api/client';
import { useRequest } from '../../../api/use-request';
import { showToast } from '../../../lib/toast';
import { dealTexts } from '../texts';

/**
 * GET /ecommerce/deals/{id}. The deal screen shows SPEC's own failure texts (its panel and the
 * 'Failed to load deal details' toast), so the general error toast is off.
 */
export async function getDeal(dealId: number, signal?: AbortSignal): Promise<Deal> {
  const body = await api
    .get(`ecommerce/deals/${dealId}`, { signal, context: toastPolicy({ errors: false }) })
    .json<DealResponse>();
  return body.data;
}

export class DealIdError extends Error {
  override name = 'DealIdError';
}

/**
 * The deal behind an address's encoded id. An id that does not decode fails like a deal the
 * server does not know; either way SPEC 8's toast shows once per attempt.
 */
export function useDealByEncodedId(encodedDealId: string) {
  return useRequest(`deal:${encodedDealId}`, async (signal) => {
    try {
      const dealId = decodeDealId(encodedDealId);
      if (dealId === null) throw new DealIdError(`Not a deal id: ${encodedDealId}`);
      return await getDeal(dealId, signal);
    } catch (error) {
      if (!signal.aborted) showToast(dealTexts.failedToLoadDeal, 'error');
      throw error;
    }
  });
}
