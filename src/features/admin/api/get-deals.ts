import type { AdminDealListResponse, AdminDealsQuery } from '../../../../contract/admin-console';
import type { ListSearch } from '../search-params';
import { getCategories } from './get-categories';
import { loadAdmin } from './load';

export type DealPage = AdminDealListResponse['data'];

/** GET /admin/deals: a page of deals matching the filters (every status). */
export function getDeals(query: Partial<AdminDealsQuery>, signal?: AbortSignal): Promise<DealPage> {
  return loadAdmin('admin/deals', { ...query }, signal);
}

/** The deals list's address as the API's filters: the category box holds the category's id. */
function getFilteredDeals(filters: ListSearch<'deals'>, signal?: AbortSignal): Promise<DealPage> {
  const { category, status, sort, ...rest } = filters;
  return getDeals(
    {
      ...rest,
      status: status as AdminDealsQuery['status'],
      // The route kept only a sort the list knows (search-params.ts).
      sort: sort as AdminDealsQuery['sort'],
      category_id: Number(category) || undefined,
    },
    signal,
  );
}

/** The active deals, what the groups and alert screens choose from. */
export async function getActiveDeals(signal?: AbortSignal): Promise<DealPage['rows']> {
  return (await getDeals({ status: 'active' }, signal)).rows;
}

/** The deals list: the page the address asks for, and the categories its filter offers. */
export async function loadDealsList(filters: ListSearch<'deals'>, signal?: AbortSignal) {
  const [deals, categories] = await Promise.all([
    getFilteredDeals(filters, signal),
    getCategories(signal),
  ]);
  return { deals, categories };
}
