import type { AdminDealDetail } from '../../../../contract/admin-console';
import { loadAdmin } from './load';

/** GET /admin/deals/{id}: the deal with its whole product, what the edit form starts from. */
export function getDeal(dealId: number, signal?: AbortSignal): Promise<AdminDealDetail> {
  return loadAdmin(`admin/deals/${dealId}`, {}, signal);
}
