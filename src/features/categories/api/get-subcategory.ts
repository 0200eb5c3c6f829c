import type { SubcategoryDetail, SubcategoryResponse } from '../../../../contract/catalog';
import { api, toastPolicy } from '../../../api/client';

/** GET /subcategories/{id}: the subcategory and its parent. Load errors are silent (docs/product.md §8). */
export async function getSubcategory(
  subcategoryId: number,
  signal?: AbortSignal,
): Promise<SubcategoryDetail> {
  const body = await api
    .get(`subcategories/${subcategoryId}`, { signal, context: toastPolicy({ errors: false }) })
    .json<SubcategoryResponse>();
  return body.data;
}
