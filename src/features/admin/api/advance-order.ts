import type { AdvanceOrderResponse, FulfilmentEvent } from '../../../../contract/admin';
import { api } from '../../../api/client';
import { operatorAction } from './actions';

/** POST /admin/orders/{id}/advance: one fulfilment step. */
export async function advanceOrder(orderId: number, event: FulfilmentEvent): Promise<void> {
  await api
    .post(`admin/orders/${orderId}/advance`, { json: { event }, ...operatorAction() })
    .json<AdvanceOrderResponse>();
}
