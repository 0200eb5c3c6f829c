import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../contract/common.ts';
import { systemClock } from './adapters/clock.ts';
import type { Clock } from './adapters/clock.ts';
import { createJobQueue } from './adapters/jobs/queue.ts';
import type { JobQueue } from './adapters/jobs/queue.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { PushSender } from './adapters/push/sender.ts';
import { createFilesystemStorage } from './adapters/storage/filesystem.ts';
import type { MediaStorage } from './adapters/storage/storage.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { handleError } from './http/error-handler.ts';
import {
  MAX_PARAM_LENGTH,
  handleClientError,
  handleFrameworkError,
} from './http/framework-errors.ts';
import { openApiOptions } from './http/openapi.ts';
import { keepAnswersPrivate } from './http/private-answers.ts';
import { serverJobs } from './job-registry.ts';
import type { Platform, ServerModule } from './module.ts';
import { serverModules } from './module-registry.ts';
import { sessionGuardModule } from './modules/auth/module.ts';
import { catalogModule } from './modules/catalog/module.ts';
import type { Listen } from './modules/groups/progress-hub.ts';
import { sendPage } from './modules/pages/routes.ts';
import { createPages } from './modules/pages/service.ts';
import { createPlatform } from './platform.ts';

export type AppDeps = {
  db: Db;
  /** The store's settings: loadConfig's from the environment, or configWith's defaults. */
  config: Config;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the mailer the configuration would choose (SMTP_URL ? SMTP : outbox). */
  mailer?: Mailer;
  /** Replaces web push (tests record what would be pushed). */
  push?: PushSender;
  /** Replaces where uploaded images are kept (default: the `media` folder of `config.dataDir`). */
  storage?: MediaStorage;
  /**
   * Background work (charging filled groups, expiries, releasing holds). One is made on `db`
   * when left out; nothing runs until `jobs.start()` (server/main.ts) or `jobs.runDueJobs()`.
   */
  jobs?: JobQueue;
  /** LISTEN on the database (Database.listen), for live deal progress across processes. */
  listen: Listen;
  /** How long a client may take to send a whole request, headers and body (30 s). */
  requestTimeoutMs?: number;
  /** The store's modules (default: server/module-registry.ts's, all of them). */
  modules?: readonly ServerModule[];
};

/**
 * The whole HTTP surface, never listening, so tests drive it with `app.inject`: the platform, then
 * every module of server/module-registry.ts with its calls, jobs and sweeps, then the PWA.
 */
export async function buildApp({
  db,
  config,
  clock = systemClock,
  logger = false,
  mailer,
  push,
  storage = createFilesystemStorage(config.dataDir),
  jobs = createJobQueue({ db, clock }),
  listen,
  requestTimeoutMs = 30_000,
  modules = serverModules,
}: AppDeps): Promise<FastifyInstance> {
  const app = createFastify({ logger, requestTimeoutMs, trustProxy: config.trustProxy });
  const platform = createPlatform(app, { db, config, clock, jobs, storage, listen, mailer, push });
  await app.register(helmet, { contentSecurityPolicy: { directives: contentSecurityPolicy } });
  // The document is drawn on its first request, once every module's routes exist.
  await app.register(
    swagger,
    openApiOptions((route) => platform.use(sessionGuardModule).signInOf(route)),
  );
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  startModules(platform, modules);
  app.addHook('onClose', () => jobs.stop());
  app.decorateRequest('auth', null);
  app.decorateRequest('staff', null);
  await app.register(
    async (api) => {
      keepAnswersPrivate(api);
      for (const module of modules)
        if (module.routes) await api.register(module.routes(platform.use(module), platform));
    },
    { prefix: '/api/v1' },
  );
  for (const module of modules)
    if (module.siteRoutes) await app.register(module.siteRoutes(platform.use(module), platform));
  await serveThePwa(app, platform);
  return app;
}

function createFastify({
  logger,
  requestTimeoutMs,
  trustProxy,
}: {
  logger: FastifyServerOptions['logger'];
  requestTimeoutMs: number;
  trustProxy: number;
}): FastifyInstance {
  const app = Fastify({
    logger,
    // A client trickling its headers or body must not hold a connection for ever. This bounds
    // receiving the request only: a response may stream on (the deal event streams).
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      // Node looks for late requests only this often (30 s by default, doubling the bound).
      connectionsCheckingInterval: Math.min(5_000, requestTimeoutMs / 4),
    },
    // Behind a load balancer the client address (for the per-IP limits) is in X-Forwarded-For.
    // Only as many hops as there are proxies: addresses further left are the client's own words.
    trustProxy: (_address: string, hop: number) => hop < trustProxy,
    bodyLimit: 1_048_576,
    // Long path parameters are a 414 naming the limit instead of a bare 404.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Refusals before routing and by the HTTP parser answer in the API's error body too.
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  return app;
}

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // Emotion writes its styles into <style> tags at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  // The store is often reached over plain HTTP (localhost, a LAN address): never rewrite to https.
  upgradeInsecureRequests: null,
};

/**
 * Makes every module's service and hands the job queue each module's jobs and sweeps. A kind of
 * job of server/job-registry.ts that no module handles stops the server here, before it is due.
 */
function startModules(platform: Platform, modules: readonly ServerModule[]): void {
  const handled = new Set<string>();
  for (const module of modules) {
    const service = platform.use(module);
    for (const { definitions, handlers } of module.jobs?.(service, platform) ?? []) {
      platform.jobs.register(definitions, handlers as never);
      for (const job of definitions) handled.add(job.queue);
    }
    module.sweeps?.(service, platform);
  }
  const unhandled = serverJobs.filter((job) => !handled.has(job.queue));
  if (unhandled.length > 0) throw new Error(`job ${unhandled[0]?.queue} has no handler`);
}

/** The built PWA: its files, server-rendered pages, and every other path it routes itself. */
async function serveThePwa(app: FastifyInstance, { config, listingCache, use }: Platform) {
  const indexHtml = path.join(config.staticDir, 'index.html');
  const servesPwa = fs.existsSync(indexHtml);
  if (servesPwa) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      // The build writes .br and .gz beside each asset; send the smallest the browser accepts.
      preCompressed: true,
      // Nothing of the build is a dotfile: such a path is a probe, refused with 403.
      dotfiles: 'deny',
      // The server's own entry (dist/server/) renders pages; it is not for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      setHeaders(reply, filePath) {
        // Hashed build assets never change; everything else must be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // Public pages come server-rendered when the build has its server entry (docs/architecture.md §7).
  const pages = servesPwa
    ? await createPages({
        staticDir: config.staticDir,
        catalog: use(catalogModule),
        listingCache,
        publicUrl: config.publicUrl,
        log: app.log,
      })
    : null;
  if (servesPwa) app.get('/', (request, reply) => sendPage(request, reply, pages));

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (!isApi && servesPwa && (request.method === 'GET' || request.method === 'HEAD')) {
      // The PWA routes every other path itself (unknown ones show Home).
      return sendPage(request, reply, pages);
    }
    return reply.code(404).send({
      success: false,
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    } satisfies ErrorBody);
  });
}
