import type {
  AdminOrderDetail,
  RefundOrderRequest,
  RefundOrderResponse,
} from '../../../../contract/admin-console';
import { api } from '../../../api/client';
import { operatorAction } from './actions';

/** POST /admin/orders/{id}/refund: without an amount, everything still refundable goes back. */
export async function refundOrder(
  orderId: number,
  request: RefundOrderRequest,
): Promise<AdminOrderDetail> {
  const body = await api
    .post(`admin/orders/${orderId}/refund`, { json: request, ...operatorAction() })
    .json<RefundOrderResponse>();
  return body.data;
}
