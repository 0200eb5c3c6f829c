import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoDataRemovedResponse, demoDataResponse } from '../../../contract/admin-demo.ts';
import { routesOf, succeeded } from '../../http/route.ts';
import { staffMember } from '../auth/service.ts';
import { adminErrors } from './console-routes.ts';
import type { AdminService } from './service.ts';
import { adminTexts } from './texts.ts';

const noQuery = z.object({}).strict();

/**
 * The demo catalogue's shoppers and orders (docs/decisions/0043): how much there is, and its
 * removal in one action. Registered inside the admin routes, so the same admin-only hooks run first.
 */
export function demoDataRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['admin'], errors: adminErrors });

    route.get(
      '/admin/demo-data',
      {
        summary: 'How many demo shoppers and orders the store holds',
        querystring: noQuery,
        answers: { 200: demoDataResponse },
      },
      async () => succeeded(await admin.demoData()),
    );

    route.post(
      '/admin/demo-data/remove',
      {
        summary:
          'Removes the demo shoppers and their orders, releasing their holds and units; real shoppers are untouched',
        answers: { 200: demoDataRemovedResponse },
      },
      async (request) => {
        const removed = await admin.removeDemoData(await staffMember(request));
        return {
          success: true as const,
          message:
            removed.shoppers + removed.orders > 0
              ? adminTexts.demoDataRemoved(removed.shoppers, removed.orders)
              : adminTexts.noDemoData,
          data: removed,
        };
      },
    );
  };
}
