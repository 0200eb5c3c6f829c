import type { CatalogReader } from '../../contract/pages';
import { fetchDealPage } from '../features/deals/api/get-deal-list';

/**
 * The catalogue as the browser reads it: the API, through the app's HTTP client. A deal's,
 * a category's and the featured reads come with the screens that make them (their route's own
 * chunk already holds them), so the entry every page loads first does not carry them.
 */
export const browserCatalog: CatalogReader = {
  dealPage: (source, cursor, signal) =>
    fetchDealPage(source, cursor, signal ?? new AbortController().signal),
  deal: async (dealId, signal) =>
    (await import('../features/deals/api/get-deal')).getDeal(dealId, signal),
  category: async (categoryId, signal) =>
    (await import('../features/categories/api/get-category')).getCategory(categoryId, signal),
  subcategory: async (subcategoryId, signal) =>
    (await import('../features/categories/api/get-subcategory')).getSubcategory(
      subcategoryId,
      signal,
    ),
  featuredCategories: async (signal) =>
    (await import('../features/categories/api/get-featured-categories')).getFeaturedCategories(
      signal,
    ),
};
