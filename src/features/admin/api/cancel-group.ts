import type { CancelGroupResponse } from '../../../../contract/admin-console';
import { api } from '../../../api/client';
import { operatorAction } from './actions';

/** POST /admin/groups/{id}/cancel: every hold released, every member told `reason`. */
export async function cancelGroup(
  groupId: number,
  reason: string,
): Promise<CancelGroupResponse['data']> {
  const body = await api
    .post(`admin/groups/${groupId}/cancel`, { json: { reason }, ...operatorAction() })
    .json<CancelGroupResponse>();
  return body.data;
}
