import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common.ts';
import { configResponse, healthResponse } from '../../../contract/system.ts';
import type { ConfigResponse } from '../../../contract/system.ts';
import type { SystemService } from './service.ts';

export function systemRoutes({
  system,
  publicConfig,
}: {
  system: SystemService;
  publicConfig: () => Promise<ConfigResponse['data']>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['system'],
          summary: 'Runtime settings for the PWA: payment provider and public keys',
          response: { 200: configResponse },
        },
      },
      async () => ({ success: true as const, data: await publicConfig() }),
    );

    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Whether this process and its database answer',
          response: { 200: healthResponse, 503: errorBody },
        },
      },
      async () => {
        await system.checkHealth();
        return { success: true as const, data: { database: 'ok' as const } };
      },
    );
  };
}
