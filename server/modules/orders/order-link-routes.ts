import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common.ts';
import { orderLinkParams, orderResponse } from '../../../contract/orders.ts';
import { routesOf, succeeded } from '../../http/route.ts';
import type { OrdersService } from './service.ts';

/** A guest's way back to their order: the signed link of its confirmation mail, no account. */
export function orderLinkRoutes({ orders }: { orders: OrdersService }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['orders'], errors: { 400: errorBody, 404: errorBody } });
    const byLink = {
      summary: 'The order a confirmation mail’s link names, without signing in',
      params: orderLinkParams,
      answers: { 200: orderResponse },
    };
    route.get('/order-links/:token', byLink, async (request) =>
      succeeded(await orders.byLink(request.params.token)),
    );
    // The address before docs/decisions/0029, for PWA code a browser still has cached; it read as
    // an order id followed by a step, so the API document shows only the new one.
    route.get('/orders/by-link/:token', { ...byLink, hide: true }, async (request) =>
      succeeded(await orders.byLink(request.params.token)),
    );
  };
}
