import type { Category, CategoryResponse } from '../../../../contract/catalog';
import { api, toastPolicy } from '../../../api/client';

/** GET /categories/{id}. Category pages swallow load errors silently (docs/product.md §8). */
export async function getCategory(categoryId: number, signal?: AbortSignal): Promise<Category> {
  const body = await api
    .get(`categories/${categoryId}`, { signal, context: toastPolicy({ errors: false }) })
    .json<CategoryResponse>();
  return body.data;
}
