import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '../../../contract/common.ts';
import {
  buyAllRequest,
  buyAllResponse,
  dealStatusResponse,
  joinRequest,
  joinResponse,
  leaveResponse,
  userDealsQuery,
  userDealsResponse,
} from '../../../contract/groups.ts';
import type { AuthGuard } from '../auth/guard.ts';
import { signedInUser } from '../auth/guard.ts';
import type { GroupsService } from './service.ts';
import { groupTexts } from './texts.ts';

const errors = { 400: errorBody, 401: errorBody, 402: errorBody, 404: errorBody, 409: errorBody };

/** SPEC 7's group calls: join, leave, buy all, a deal's standing and the shopper's deals. */
export function groupRoutes({
  groups,
  guard,
}: {
  groups: GroupsService;
  guard: AuthGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.authenticate);

    app.get(
      '/deals/user',
      {
        schema: {
          tags: ['groups'],
          summary: 'The deals the shopper has orders in',
          querystring: userDealsQuery,
          response: { 200: userDealsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await groups.userDeals(signedInUser(request).userId, request.query)),
      }),
    );

    app.post(
      '/deals/:id/join',
      {
        schema: {
          tags: ['groups'],
          summary: "Reserves units in the deal's open group on the saved card",
          params: idParams,
          body: joinRequest,
          response: { 200: joinResponse, ...errors },
        },
      },
      async (request) => {
        const { order, filled } = await groups.join(
          signedInUser(request).userId,
          request.params.id,
          request.body,
        );
        return {
          success: true as const,
          message: filled ? groupTexts.joinedAndFilled : groupTexts.joined(order.quantity),
          data: order,
        };
      },
    );

    app.delete(
      '/deals/:id/leave',
      {
        schema: {
          tags: ['groups'],
          summary: "Ends the shopper's pending reservations in the deal",
          params: idParams,
          response: { 200: leaveResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: groupTexts.left,
        data: {
          cancelled_order_ids: await groups.leave(signedInUser(request).userId, request.params.id),
        },
      }),
    );

    app.post(
      '/deals/:id/buy-all',
      {
        schema: {
          tags: ['groups'],
          summary: 'Buys the whole group alone, charged at once',
          params: idParams,
          body: buyAllRequest,
          response: { 200: buyAllResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: groupTexts.bought,
        data: await groups.buyAll(signedInUser(request).userId, request.params.id, request.body),
      }),
    );

    app.get(
      '/deals/:id/status',
      {
        schema: {
          tags: ['groups'],
          summary: "The open group's progress and the shopper's standing",
          params: idParams,
          response: { 200: dealStatusResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await groups.status(signedInUser(request).userId, request.params.id),
      }),
    );
  };
}
