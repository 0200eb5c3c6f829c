import type {
  AdminOrderDetail,
  ShipOrderRequest,
  ShipOrderResponse,
} from '../../../../contract/admin-console';
import { api } from '../../../api/client';
import { operatorAction } from './actions';

/** POST /admin/orders/{id}/ship: records the parcel; the shopper sees the tracking number. */
export async function shipOrder(
  orderId: number,
  request: ShipOrderRequest,
): Promise<AdminOrderDetail> {
  const body = await api
    .post(`admin/orders/${orderId}/ship`, { json: request, ...operatorAction() })
    .json<ShipOrderResponse>();
  return body.data;
}
