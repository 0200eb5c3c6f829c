import type { Category, CategoryListResponse } from '../../../../contract/catalog';
import { api, toastPolicy } from '../../../api/client';
import { useRequest } from '../../../api/use-request';
import { showToast } from '../../../lib/toast';
import { categoryTexts } from '../texts';

/** docs/product.md §9: the home strip shows the first 8 featured categories. */
export const FEATURED_LIMIT = 8;

/** GET /getfeatured: featured categories in the order the store chose; the first 8 are used. */
export async function getFeaturedCategories(signal?: AbortSignal): Promise<Category[]> {
  try {
    const body = await api
      .get('getfeatured', { signal, context: toastPolicy({ errors: false }) })
      .json<CategoryListResponse>();
    return body.data.slice(0, FEATURED_LIMIT);
  } catch (error) {
    if (!signal?.aborted) showToast(categoryTexts.failedToLoad, 'error');
    throw error;
  }
}

/** The featured categories, asked for unless `wanted` is false (the page loaded them itself). */
export function useFeaturedCategories(wanted = true) {
  return useRequest(wanted ? 'featured-categories' : null, getFeaturedCategories);
}
