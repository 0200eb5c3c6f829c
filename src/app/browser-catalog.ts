import type { CatalogReader } from '../../contract/pages';
import { getCategory } from '../features/categories/api/get-category';
import { getSubcategory } from '../features/categories/api/get-subcategory';
import { getDeal } from '../features/deals/api/get-deal';
import { fetchDealPage } from '../features/deals/api/get-deal-list';

/** The catalogue as the browser reads it: the API, through the app's HTTP client. */
export const browserCatalog: CatalogReader = {
  dealPage: (source, cursor, signal) =>
    fetchDealPage(source, cursor, signal ?? new AbortController().signal),
  deal: getDeal,
  category: getCategory,
  subcategory: getSubcategory,
};
