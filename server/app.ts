import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../contract/common.ts';
import { systemClock } from './adapters/clock.ts';
import type { Clock } from './adapters/clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { handleError } from './http/error-handler.ts';
import { createListingCache } from './modules/catalog/listing-cache.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { createSystemService } from './modules/system/service.ts';

export type AppDeps = {
  db: Db;
  config: Pick<Config, 'staticDir' | 'storeName'>;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
};

/** The whole HTTP surface, never listening, so tests drive it with `app.inject`. */
export async function buildApp({ db, config, clock = systemClock, logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1_048_576,
    // Long path parameters reach validation, which names them, instead of a bare 404.
    routerOptions: { maxParamLength: 1_000 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Emotion writes its styles into <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'BOGO Together API', version: '1.0.0' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const listingCache = createListingCache({ clock });
  const catalog = createCatalogService({ db, clock, listingCache });
  const system = createSystemService({ db });

  await app.register(
    async (api) => {
      await api.register(catalogRoutes({ catalog, listingCache }));
      await api.register(
        systemRoutes({
          system,
          publicConfig: {
            storeName: config.storeName,
            paymentProvider: 'test',
            stripePublishableKey: null,
            vapidPublicKey: null,
          },
        }),
      );
    },
    { prefix: '/api/v1' },
  );

  const indexHtml = path.join(config.staticDir, 'index.html');
  const servesPwa = fs.existsSync(indexHtml);
  if (servesPwa) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      setHeaders(reply, filePath) {
        // Hashed build assets never change; everything else must be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (!isApi && servesPwa && (request.method === 'GET' || request.method === 'HEAD')) {
      // The PWA routes every other path itself (unknown ones show Home).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ success: false, message: `No route for ${request.method} ${request.url.split('?')[0]}` } satisfies ErrorBody);
  });

  return app;
}
