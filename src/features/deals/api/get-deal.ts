import { notFound } from '@tanstack/react-router';
import type { Deal, DealResponse } from '../../../../contract/catalog';
import { decodeDealId } from '../../../../contract/deal-id';
import type { CatalogReader } from '../../../../contract/pages';
import { api, toastPolicy } from '../../../api/client';
import { LoadError, toLoadError } from '../../../api/load-error';
import { showToast } from '../../../lib/toast';
import { dealTexts } from '../texts';

/**
 * GET /ecommerce/deals/{id}. The deal screen shows docs/product.md's own failure texts (its panel and the
 * 'Failed to load deal details' toast), so the general error toast is off.
 */
export async function getDeal(dealId: number, signal?: AbortSignal): Promise<Deal> {
  const body = await api
    .get(`ecommerce/deals/${dealId}`, { signal, context: toastPolicy({ errors: false }) })
    .json<DealResponse>();
  return body.data;
}

/** A deal scheduled but not open yet, as its page shows it: the server's words, and when. */
export type DealNotOpen = { notOpen: true; message: string; opensAt: string };

/** The store's 404 for a deal that opens later, which carries when; null for any other failure. */
function notOpenYet(failure: unknown): DealNotOpen | null {
  if (!(failure instanceof LoadError) || failure.status !== 404 || !failure.serverMessage)
    return null;
  const { data } = failure;
  if (typeof data !== 'object' || data === null || !('opens_at' in data)) return null;
  if (typeof data.opens_at !== 'string') return null;
  return { notOpen: true, message: failure.serverMessage, opensAt: data.opens_at };
}

/**
 * The deal behind an address's encoded id, for the deal route's loader, or when it opens if it
 * is scheduled for later: data, not a failure, so the page answers 200 and the server's words
 * reach the browser whole (the router hands a loader's error over as a bare message;
 * docs/decisions/0026-a-deal-not-open-yet-is-page-data.md). An id that does not
 * decode is a deal the store does not have; either failure toasts docs/product.md §8's text once per
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
): Promise<Deal | DealNotOpen> {
  try {
    const dealId = decodeDealId(encodedDealId);
    if (dealId === null) throw notFound();
    return await catalog.deal(dealId, signal);
  } catch (error) {
    const notOpen = notOpenYet(toLoadError(error));
    if (notOpen) return notOpen;
    // Offline, the deal screen says the deal is not saved on this device; a toast would only alarm.
    const offline = globalThis.navigator?.onLine === false;
    if (!preload && !signal.aborted && !import.meta.env.SSR && !offline) {
      showToast(dealTexts.failedToLoadDeal, 'error');
    }
    throw toLoadError(error);
  }
}

/** The loader of a screen whose address names a deal (its page, its poster). */
export function loadDealOfAddress({
  params,
  abortController,
  preload,
  context,
}: {
  params: { encodedDealId: string };
  abortController: AbortController;
  preload: boolean;
  context: { catalog: Pick<CatalogReader, 'deal'> };
}): Promise<Deal | DealNotOpen> {
  return loadDealByEncodedId(params.encodedDealId, {
    signal: abortController.signal,
    preload,
    catalog: context.catalog,
  });
}
