import type { Category, CategoryListResponse } from '../../../../contract/catalog';
import { api, toastPolicy } from '../../../api/client';
import { useRequest } from '../../../api/use-request';
import { showToast } from '../../../lib/toast';
import { categoryTexts } from '../texts';

/** GET /categories/dropdown: every category with its subcategories, for the header menu. */
export async function getCategoriesDropdown(signal?: AbortSignal): Promise<Category[]> {
  try {
    const body = await api
      .get('categories/dropdown', { signal, context: toastPolicy({ errors: false }) })
      .json<CategoryListResponse>();
    return body.data;
  } catch (error) {
    // docs/product.md §8 names this failure's toast itself.
    if (!signal?.aborted) showToast(categoryTexts.failedToLoad, 'error');
    throw error;
  }
}

export function useCategoriesDropdown() {
  return useRequest('categories-dropdown', getCategoriesDropdown);
}
