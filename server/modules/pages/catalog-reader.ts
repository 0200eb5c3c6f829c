import type { DealListResponse } from '../../../contract/catalog.ts';
import { LISTING_PAGE_SIZE } from '../../../contract/pages.ts';
import type { CatalogReader, DealListSource } from '../../../contract/pages.ts';
import type { CatalogService, DealScope } from '../catalog/service.ts';

function scopeOf(source: DealListSource): DealScope {
  if (source.kind === 'subcategory') return { subcategoryId: source.subcategoryId };
  return source.categoryId === undefined ? {} : { categoryId: source.categoryId };
}

/**
 * The catalogue as a page's loaders read it on the server: the service itself, in process, with
 * the answers the API would give for the same reads (the browser's first listing page: active
 * deals only, the listing's page size). Its refusals keep their status and message.
 */
export function serverCatalogReader(catalog: CatalogService): CatalogReader {
  return {
    async dealPage(source, cursor): Promise<DealListResponse> {
      const page = await catalog.listDeals(scopeOf(source), {
        includeExpired: false,
        limit: LISTING_PAGE_SIZE,
        ...(cursor === null ? {} : { cursor }),
      });
      return { status: 'success', data: page.deals, next_cursor: page.nextCursor };
    },
    deal: (dealId) => catalog.getDeal(dealId),
    category: (categoryId) => catalog.getCategory(categoryId),
    subcategory: (subcategoryId) => catalog.getSubcategory(subcategoryId),
    featuredCategories: () => catalog.featuredCategories(),
  };
}
