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
import { keyedRequest, okAnswer, sendAnswer } from '../../http/idempotency.ts';
import type { AuthGuard } from '../auth/service.ts';
import { signedInUser } from '../auth/service.ts';
import { groupTexts } from './service.ts';
import type { OrdersService } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

const cancelled = (order: Order): CancelOrderResponse => ({
  success: true,
  message: groupTexts.cancelled,
  data: order,
});

/** My Orders (SPEC 2 and 7): the signed-in shopper's own orders only. */
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
    app.addHook('onRequest', guard.authenticate);

    app.get(
      '/orders',
      {
        schema: {
          tags: ['orders'],
          summary: "The shopper's orders, optionally one tab",
          querystring: orderListQuery,
          response: { 200: orderListResponse, ...errors },
        },
      },
      async (request) => {
        const { status } = request.query;
        return {
          success: true as const,
          data: await orders.list(signedInUser(request).userId, status ? status : undefined),
        };
      },
    );

    app.get(
      '/orders/:id',
      {
        schema: {
          tags: ['orders'],
          summary: 'One of the shopper’s orders',
          params: idParams,
          response: { 200: orderResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await orders.get(signedInUser(request).userId, request.params.id),
      }),
    );

    app.post(
      '/orders/cancel',
      {
        schema: {
          tags: ['orders'],
          summary: 'Cancels a pending group reservation',
          headers: idempotentWriteHeaders,
          body: cancelOrderRequest,
          response: { 200: cancelOrderResponse, ...errors, 422: errorBody, 503: errorBody },
        },
      },
      async (request, reply) => {
        const { userId } = signedInUser(request);
        const orderId = request.body.batch_reservation_id;
        const answer = await idempotency.inTransaction(
          keyedRequest(request, userId),
          orders.transaction,
          async (tx) => okAnswer(cancelled(await orders.cancel(tx, userId, orderId))),
        );
        return sendAnswer<CancelOrderResponse>(reply, answer);
      },
    );
  };
}
