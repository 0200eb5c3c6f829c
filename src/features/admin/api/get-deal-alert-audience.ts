import type { DealAlertAudience } from '../../../../contract/admin-console';
import { loadAdmin } from './load';

/** GET /admin/deals/{id}/alert-audience: who a send of the deal's alert would reach now. */
export function getDealAlertAudience(
  dealId: number,
  signal?: AbortSignal,
): Promise<DealAlertAudience> {
  return loadAdmin(`admin/deals/${dealId}/alert-audience`, {}, signal);
}
