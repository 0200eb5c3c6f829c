import { notFound } from '@tanstack/react-router';
import type { Deal, DealResponse } from '../../../../contract/catalog';
import { decodeDealId } from '../../../../contract/deal-id';
import type { CatalogReader } from '../../../../contract/pages';
import { api, toastPolicy } from '../../../api/client';
import { toLoadError } from '../../../api/load-error';
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

/**
 * The deal behind an address's encoded id, for the deal route's loader. An id that does not
 * decode is a deal the store does not have; either failure toasts SPEC 8's text once per
 * attempt the shopper sees (a hover's preload stays quiet, and so does the server, whose page
 * shows the failure panel).
 */
export async function loadDealByEncodedId(
  encodedDealId: string,
  {
    signal,
    preload,
    catalog,
  }: { signal: AbortSignal; preload: boolean; catalog: Pick<CatalogReader, 'deal'> },
): Promise<Deal> {
  try {
    const dealId = decodeDealId(encodedDealId);
    if (dealId === null) throw notFound();
    return await catalog.deal(dealId, signal);
  } catch (error) {
    // Offline, the deal screen says the deal is not saved on this device; a toast would only alarm.
    const offline = globalThis.navigator?.onLine === false;
    if (!preload && !signal.aborted && !import.meta.env.SSR && !offline) {
      showToast(dealTexts.failedToLoadDeal, 'error');
    }
    throw toLoadError(error);
  }
}
