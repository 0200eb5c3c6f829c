import type { LeaveResponse } from '../../../../contract/groups';
import { api, toastPolicy } from '../../../api/client';
import { oneShopperAction } from '../../../api/idempotency';

/**
 * DELETE /deals/{id}/leave: ends every pending reservation the shopper holds in the deal (units
 * and holds released, nothing charged). One tap is one shopper action: its retry carries the same
 * key, so the server leaves once and answers the same. The panel says how it went in its own words.
 */
export async function leaveDeal(dealId: number): Promise<number[]> {
  const body = await api
    .delete(`deals/${dealId}/leave`, {
      context: toastPolicy({ errors: false, success: false }),
      ...oneShopperAction(),
    })
    .json<LeaveResponse>();
  return body.data.cancelled_order_ids;
}
