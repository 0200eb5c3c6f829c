import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common.ts';
import { configResponse, healthResponse } from '../../../contract/system.ts';
import type { ConfigResponse } from '../../../contract/system.ts';
import { routesOf, succeeded } from '../../http/route.ts';
import type { SystemService } from './service.ts';

export function systemRoutes({
  system,
  publicConfig,
}: {
  system: SystemService;
  publicConfig: () => Promise<ConfigResponse['data']>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['system'], errors: {} });

    route.get(
      '/config',
      {
        summary: 'Runtime settings for the PWA: payment provider and public keys',
        answers: { 200: configResponse },
      },
      async () => succeeded(await publicConfig()),
    );

    route.get(
      '/health',
      {
        summary: 'Whether this process and its database answer',
        answers: { 200: healthResponse, 503: errorBody },
      },
      async () => {
        await system.checkHealth();
        return succeeded({ database: 'ok' as const });
      },
    );
  };
}
