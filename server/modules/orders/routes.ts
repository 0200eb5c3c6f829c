import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '../../../contract/common.ts';
import {
  cancelOrderRequest,
  cancelOrderResponse,
  orderListQuery,
  orderListResponse,
  orderResponse,
} from '../../../contract/orders.ts';
import type { AuthGuard } from '../auth/guard.ts';
import { signedInUser } from '../auth/guard.ts';
import { groupTexts } from '../groups/texts.ts';
import type { OrdersService } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/** My Orders (SPEC 2 and 7): the signed-in shopper's own orders only. */
export function orderRoutes({
  orders,
  guard,
}: {
  orders: OrdersService;
  guard: AuthGuard;
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
          body: cancelOrderRequest,
          response: { 200: cancelOrderResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: groupTexts.cancelled,
        data: await orders.cancel(signedInUser(request).userId, request.body.batch_reservation_id),
      }),
    );
  };
}
