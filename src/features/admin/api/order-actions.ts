import type {
  AdminOrderDetail,
  RefundOrderRequest,
  RefundOrderResponse,
  OrderParcel,
  ShipOrderRequest,
  ShipOrderResponse,
  ShipOrdersResponse,
} from '../../../../contract/admin-console';
import type { AdvanceOrderResponse, FulfilmentEvent } from '../../../../contract/admin';
import { api } from '../../../api/client';
import { operatorAction } from './actions';

/** What an operator does to an order, by its path under /admin/orders/{id}/ and its body. */
interface OrderActions {
  refund: { body: RefundOrderRequest; answer: RefundOrderResponse };
  ship: { body: ShipOrderRequest; answer: ShipOrderResponse };
  advance: { body: { event: FulfilmentEvent }; answer: AdvanceOrderResponse };
}

async function actOnOrder<Action extends keyof OrderActions>(
  orderId: number,
  action: Action,
  body: OrderActions[Action]['body'],
): Promise<OrderActions[Action]['answer']> {
  return api
    .post(`admin/orders/${orderId}/${action}`, { json: body, ...operatorAction() })
    .json<OrderActions[Action]['answer']>();
}

/** Without an amount, everything still refundable goes back. */
export async function refundOrder(
  orderId: number,
  request: RefundOrderRequest,
): Promise<AdminOrderDetail> {
  return (await actOnOrder(orderId, 'refund', request)).data;
}

/** Records the parcel; the shopper sees the carrier and tracking number. */
export async function shipOrder(
  orderId: number,
  request: ShipOrderRequest,
): Promise<AdminOrderDetail> {
  return (await actOnOrder(orderId, 'ship', request)).data;
}

/** One fulfilment step. */
export async function advanceOrder(orderId: number, event: FulfilmentEvent): Promise<void> {
  await actOnOrder(orderId, 'advance', { event });
}

/** Several orders shipped together, each with its parcel: all of them, or none. */
export async function shipOrders(parcels: OrderParcel[]): Promise<number[]> {
  const answer = await api
    .post('admin/orders/ship', { json: { parcels }, ...operatorAction() })
    .json<ShipOrdersResponse>();
  return answer.data.order_ids;
}
