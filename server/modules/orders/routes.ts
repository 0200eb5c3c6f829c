import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '../../../contract/common.ts';
import {
  cancelOrderRequest,
  cancelOrderResponse,
  orderListQuery,
  orderListResponse,
  orderResponse,
} from '../../../contract/orders.ts';
import type { CancelOrderResponse, Order } from '../../../contract/orders.ts';
import { idempotentWriteHeaders } from '../../../contract/idempotency.ts';
import type { Idempotency } from '../../http/idempotency.ts';
import { answerOf, keyedRequest, sendAnswer } from '../../http/idempotency.ts';
import { routesOf, succeeded } from '../../http/route.ts';
import type { AuthGuard } from '../auth/service.ts';
import { signedInUser } from '../auth/service.ts';
import { orderTexts } from './texts.ts';
import type { OrdersService } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

const cancelled = (order: Order): CancelOrderResponse => ({
  success: true,
  message: orderTexts.cancelled,
  data: order,
});

/** My Orders (docs/product.md §2 and §7): the signed-in shopper's own orders only. */
export function orderRoutes({
  orders,
  guard,
  idempotency,
}: {
  orders: OrdersService;
  guard: AuthGuard;
  idempotency: Idempotency;
}): FastifyPluginAsyncZod {
  return async (app) => {
    guard.signedInOnly(app);
    const route = routesOf(app, { tags: ['orders'], errors });

    route.get(
      '/orders',
      {
        summary: "The shopper's orders, optionally one tab",
        querystring: orderListQuery,
        answers: { 200: orderListResponse },
      },
      async (request) => {
        const { status } = request.query;
        return succeeded(
          await orders.list(signedInUser(request).userId, status ? status : undefined),
        );
      },
    );

    route.get(
      '/orders/:id',
      { summary: 'One of the shopper’s orders', params: idParams, answers: { 200: orderResponse } },
      async (request) =>
        succeeded(await orders.get(signedInUser(request).userId, request.params.id)),
    );

    route.post(
      '/orders/cancel',
      {
        summary: 'Cancels a pending group reservation',
        headers: idempotentWriteHeaders,
        body: cancelOrderRequest,
        answers: { 200: cancelOrderResponse, 422: errorBody, 503: errorBody },
      },
      async (request, reply) => {
        const { userId } = signedInUser(request);
        const orderId = request.body.batch_reservation_id;
        const answer = await idempotency.inTransaction(
          keyedRequest(request, userId),
          orders.transaction,
          async (tx) => answerOf(await orders.cancel(tx, userId, orderId), cancelled),
        );
        return sendAnswer<CancelOrderResponse>(reply, answer);
      },
    );
  };
}
