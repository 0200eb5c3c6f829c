import type { ShoppersResponse } from '../../../../contract/admin-console';
import { loadAdmin } from './load';

export type ShopperPage = ShoppersResponse['data'];

/** GET /admin/shoppers?q=: shoppers whose e-mail contains `q`, with their orders. */
export function findShoppers(
  q: string,
  page: number | undefined,
  signal?: AbortSignal,
): Promise<ShopperPage> {
  return loadAdmin('admin/shoppers', { q, page }, signal);
}
