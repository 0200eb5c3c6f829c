import type { Category, DealListResponse } from '../../../contract/catalog';
import type { AppRouterContext } from '../../app/router-context';
import { FEATURED_LIMIT } from '../../features/categories/api/get-featured-categories';

/** What the home draws its first screen from; null where that part failed to load. */
export type HomeData = { page: DealListResponse | null; featured: Category[] | null };

/**
 * The home's first page of active deals and its featured categories, for the home routes'
 * loaders: on the server they go into the page (and the browser hydrates from them without
 * asking again). The strip is part of the first screen: drawn later, it would push the grid down
 * under a shopper's finger. A failure reads as that part's error state, as before (the browser's
 * client toasts it).
 */
export function loadHome(context: AppRouterContext, signal: AbortSignal): Promise<HomeData> {
  return Promise.all([
    context.catalog.dealPage({ kind: 'active' }, null, signal).catch(() => null),
    context.catalog
      .featuredCategories(signal)
      .then((categories) => categories.slice(0, FEATURED_LIMIT))
      .catch(() => null),
  ]).then(([page, featured]) => ({ page, featured }));
}
