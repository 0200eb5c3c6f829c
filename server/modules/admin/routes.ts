import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDealResponse,
  adminProductResponse,
  advanceOrderRequest,
  advanceOrderResponse,
  analyticsQuery,
  analyticsResponse,
  createDealRequest,
  createProductRequest,
  updateDealRequest,
  updateProductRequest,
} from '../../../contract/admin.ts';
import { errorBody, idParams } from '../../../contract/common.ts';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/service.ts';
import type { AuthGuard } from '../auth/service.ts';
import { consoleRoutes } from './console-routes.ts';
import type { AdminService } from './service.ts';
import { adminTexts } from './texts.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The operator's calls: catalogue, fulfilment, analytics and the console's, for administrators only. */
export function adminRoutes({
  admin,
  guard,
}: {
  admin: AdminService;
  guard: AuthGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Before validation, so a shopper probing the admin API learns nothing about its inputs.
    app.addHook('onRequest', guard.authenticate);
    app.addHook('onRequest', guard.requireAdmin);
    const tags = ['admin'];
    const operator = (request: FastifyRequest) => admin.operator(signedInUser(request).userId);

    app.post(
      '/admin/products',
      {
        schema: {
          tags,
          summary: 'Creates a product',
          body: createProductRequest,
          response: { 201: adminProductResponse, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          message: adminTexts.productCreated,
          data: await admin.createProduct(await operator(request), request.body),
        }),
    );

    app.patch(
      '/admin/products/:id',
      {
        schema: {
          tags,
          summary: 'Changes the given fields of a product',
          params: idParams,
          body: updateProductRequest,
          response: { 200: adminProductResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: adminTexts.productUpdated,
        data: await admin.updateProduct(await operator(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/admin/deals',
      {
        schema: {
          tags,
          summary: 'Creates a deal, listed at once',
          body: createDealRequest,
          response: { 201: adminDealResponse, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          message: adminTexts.dealCreated,
          data: await admin.createDeal(await operator(request), request.body),
        }),
    );

    app.patch(
      '/admin/deals/:id',
      {
        schema: {
          tags,
          summary: 'Changes the given fields of a deal',
          params: idParams,
          body: updateDealRequest,
          response: { 200: adminDealResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: adminTexts.dealUpdated,
        data: await admin.updateDeal(await operator(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/admin/orders/:id/advance',
      {
        schema: {
          tags,
          summary: 'Moves an order one fulfilment step',
          params: idParams,
          body: advanceOrderRequest,
          response: { 200: advanceOrderResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: adminTexts.advanced[request.body.event],
        data: await admin.advanceOrder(
          await operator(request),
          request.params.id,
          request.body.event,
        ),
      }),
    );

    app.get(
      '/admin/analytics',
      {
        schema: {
          tags,
          summary: 'Groups filled, fill rate and revenue captured, by day',
          querystring: analyticsQuery,
          response: { 200: analyticsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await admin.analytics(request.query.days),
      }),
    );

    await app.register(consoleRoutes(admin));
  };
}
