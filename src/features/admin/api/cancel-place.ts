import type { CancelPlaceResponse } from '../../../../contract/admin-console';
import { api } from '../../../api/client';
import { operatorAction } from './actions';

/**
 * POST /admin/orders/{id}/cancel-place: the shopper whose group charge failed loses their place
 * and is told `reason`. The server cancels once, so the client's retry after a lost answer is safe.
 */
export async function cancelPlace(
  orderId: number,
  reason: string,
): Promise<CancelPlaceResponse['data']> {
  const body = await api
    .post(`admin/orders/${orderId}/cancel-place`, { json: { reason }, ...operatorAction() })
    .json<CancelPlaceResponse>();
  return body.data;
}
