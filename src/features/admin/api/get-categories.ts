import type { Category } from '../../../../contract/catalog';
import { loadAdmin } from './load';

/** GET /categories/dropdown: every category with its subcategories, for the deal form. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return loadAdmin('categories/dropdown', {}, signal);
}
