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
import { idParams } from '../../../contract/common.ts';
import { routesOf, succeeded } from '../../http/route.ts';
import { staffMember } from '../auth/service.ts';
import type { AuthGuard } from '../auth/service.ts';
import { rolesFor } from './console-roles.ts';
import { adminErrors, consoleRoutes } from './console-routes.ts';
import { demoDataRoutes } from './demo-routes.ts';
import { imageUploadRoutes } from './image-upload-routes.ts';
import type { AdminService } from './service.ts';
import { staffRoutes } from './staff-routes.ts';
import { adminTexts } from './texts.ts';

/** The operator's calls: catalogue, fulfilment, analytics and the console's, each for the roles docs/decisions/0040 names. */
export function adminRoutes({
  admin,
  guard,
}: {
  admin: AdminService;
  guard: AuthGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Before validation, so a shopper probing the admin API learns nothing about its inputs.
    guard.signedInOnly(app);
    app.addHook('onRequest', guard.consoleAccess(rolesFor));
    const route = routesOf(app, { tags: ['admin'], errors: adminErrors });
    const operator = staffMember;

    route.post(
      '/admin/products',
      {
        summary: 'Creates a product',
        body: createProductRequest,
        answers: { 201: adminProductResponse },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          message: adminTexts.productCreated,
          data: await admin.createProduct(operator(request), request.body),
        }),
    );

    route.patch(
      '/admin/products/:id',
      {
        summary: 'Changes the given fields of a product',
        params: idParams,
        body: updateProductRequest,
        answers: { 200: adminProductResponse },
      },
      async (request) => ({
        success: true as const,
        message: adminTexts.productUpdated,
        data: await admin.updateProduct(operator(request), request.params.id, request.body),
      }),
    );

    route.post(
      '/admin/deals',
      {
        summary: 'Creates a deal, listed at once',
        body: createDealRequest,
        answers: { 201: adminDealResponse },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          message: adminTexts.dealCreated,
          data: await admin.createDeal(operator(request), request.body),
        }),
    );

    route.patch(
      '/admin/deals/:id',
      {
        summary: 'Changes the given fields of a deal',
        params: idParams,
        body: updateDealRequest,
        answers: { 200: adminDealResponse },
      },
      async (request) => {
        const { deal, cancelled } = await admin.updateDeal(
          operator(request),
          request.params.id,
          request.body,
        );
        return {
          success: true as const,
          message:
            cancelled.groups > 0
              ? adminTexts.dealUpdatedGroupsCancelled(cancelled.groups, cancelled.members)
              : adminTexts.dealUpdated,
          data: deal,
        };
      },
    );

    route.post(
      '/admin/orders/:id/advance',
      {
        summary: 'Moves an order one fulfilment step',
        params: idParams,
        body: advanceOrderRequest,
        answers: { 200: advanceOrderResponse },
      },
      async (request) => ({
        success: true as const,
        message: adminTexts.advanced[request.body.event],
        data: await admin.advanceOrder(operator(request), request.params.id, request.body.event),
      }),
    );

    route.get(
      '/admin/analytics',
      {
        summary: 'Groups filled, fill rate and revenue captured, by day',
        querystring: analyticsQuery,
        answers: { 200: analyticsResponse },
      },
      async (request) => succeeded(await admin.analytics(request.query.days)),
    );

    await app.register(consoleRoutes(admin));
    await app.register(imageUploadRoutes(admin));
    await app.register(demoDataRoutes(admin));
    await app.register(staffRoutes(admin));
  };
}
