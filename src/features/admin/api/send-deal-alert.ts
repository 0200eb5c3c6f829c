import type { SendDealAlertResponse } from '../../../../contract/admin-console';
import { api } from '../../../api/client';
import { operatorAction } from './actions';

/**
 * POST /admin/deals/{id}/alert: sends the deal's alert to its category's followers, once per
 * click; the answer says who it was queued for.
 */
export async function sendDealAlert(dealId: number): Promise<SendDealAlertResponse['data']> {
  const body = await api
    .post(`admin/deals/${dealId}/alert`, operatorAction())
    .json<SendDealAlertResponse>();
  return body.data;
}
