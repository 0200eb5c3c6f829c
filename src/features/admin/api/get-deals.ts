import type { AdminDealListResponse, AdminDealsQuery } from '../../../../contract/admin-console';
import { loadAdmin } from './load';

export type DealPage = AdminDealListResponse['data'];

/** GET /admin/deals: a page of deals matching the filters (every status). */
export function getDeals(query: Partial<AdminDealsQuery>, signal?: AbortSignal): Promise<DealPage> {
  return loadAdmin('admin/deals', { ...query }, signal);
}
