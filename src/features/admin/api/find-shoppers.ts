import type { ShoppersResponse } from '../../../../contract/admin-console';
import type { ListSearch } from '../search-params';
import { loadAdmin } from './load';

export type ShopperPage = ShoppersResponse['data'];

/**
 * GET /admin/shoppers?q=: shoppers whose e-mail contains the words typed, with their orders;
 * null (nothing asked) until at least two characters are typed.
 */
export async function findShoppers(
  { q = '', page }: ListSearch<'shoppers'>,
  signal?: AbortSignal,
): Promise<ShopperPage | null> {
  const words = q.trim();
  return words.length >= 2 ? loadAdmin('admin/shoppers', { q: words, page }, signal) : null;
}
