import type { DealListResponse } from '../../../contract/catalog';
import type { AppRouterContext } from '../../app/router-context';

/**
 * The home's first page of active deals, for the home routes' loaders: on the server it goes
 * into the page (and the browser hydrates from it without asking again). A failure reads as the
 * listing's error state, as before (the browser's client toasts it).
 */
export function loadHomeDeals(
  context: AppRouterContext,
  signal: AbortSignal,
): Promise<{ page: DealListResponse | null }> {
  return context.catalog.dealPage({ kind: 'active' }, null, signal).then(
    (page) => ({ page }),
    () => ({ page: null }),
  );
}
