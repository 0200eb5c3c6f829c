import type { AdminDealGroupsResponse } from '../../../../contract/admin-console';
import { loadAdmin } from './load';

export type DealGroups = AdminDealGroupsResponse['data'];

/** GET /admin/deals/{id}/groups: the open group and the past ones, newest first. */
export function getDealGroups(dealId: number, signal?: AbortSignal): Promise<DealGroups> {
  return loadAdmin(`admin/deals/${dealId}/groups`, {}, signal);
}
