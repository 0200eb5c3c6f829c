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
import type { PaymentProvider } from './adapters/payments/provider.ts';
import { createStripeProvider } from './adapters/payments/stripe-provider.ts';
import type { StripePaymentProvider } from './adapters/payments/stripe-provider.ts';
import { createTestPaymentProvider } from './adapters/payments/test-provider.ts';
import type { TestPaymentProvider } from './adapters/payments/test-provider.ts';
import { createFilesystemStorage } from './adapters/storage/filesystem.ts';
import type { MediaStorage } from './adapters/storage/storage.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { createOutboxMailer } from './adapters/mail/outbox.ts';
import { createSmtpMailer } from './adapters/mail/smtp.ts';
import { loadServerKeys } from './adapters/secrets.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { handleError } from './http/error-handler.ts';
import { openApiOptions } from './http/openapi.ts';
import { keepAnswersPrivate } from './http/private-answers.ts';
import { serverJobs } from './job-registry.ts';
import { createIdempotency } from './http/idempotency.ts';
import {
  MAX_PARAM_LENGTH,
  handleClientError,
  handleFrameworkError,
} from './http/framework-errors.ts';
import { createAuthGuard } from './modules/auth/guard.ts';
import { staffDirectory } from './modules/auth/roles.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { relyingParty } from './modules/passkeys/relying-party.ts';
import { passkeyRoutes } from './modules/passkeys/routes.ts';
import { createPasskeysService } from './modules/passkeys/service.ts';
import { createListingCache } from './http/listing-cache.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { createCheckoutService } from './modules/checkout/service.ts';
import { dealEventRoutes } from './modules/groups/events-routes.ts';
import { createDealProgressHub } from './modules/groups/progress-hub.ts';
import type { Listen } from './modules/groups/progress-hub.ts';
import { groupRoutes } from './modules/groups/routes.ts';
import { createGroupsService } from './modules/groups/service.ts';
import { orderLinkRoutes } from './modules/orders/order-link-routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { createPages } from './modules/pages/service.ts';
import { sendPage } from './modules/pages/routes.ts';
import { receiptJobHandlers } from './modules/receipts/jobs.ts';
import { receiptRoutes } from './modules/receipts/routes.ts';
import { createReceiptsService } from './modules/receipts/service.ts';
import { dealAlertJobHandlers } from './modules/admin/deal-alerts.ts';
import { mediaRoutes } from './modules/admin/media-routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { createAdminService, refundSettlementJobHandlers } from './modules/admin/service.ts';
import { createOrdersService } from './modules/orders/service.ts';
import { paymentRecoveryRoutes } from './modules/payment-recovery/routes.ts';
import { createPaymentRecoveryService } from './modules/payment-recovery/service.ts';
import {
  groupJobHandlers,
  reconciliationJobHandlers,
  registerGroupSweeps,
  registerReconciliationSweep,
  soloChargeJobHandlers,
} from './modules/order-engine/service.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { stripeWebhookRoutes } from './modules/payments/webhook-routes.ts';
import { createStripeWebhookService } from './modules/payments/webhook.ts';
import { createWebPushSender } from './adapters/push/sender.ts';
import type { PushSender, VapidKeys } from './adapters/push/sender.ts';
import { loadVapidKeys } from './adapters/push/vapid.ts';
import { createPaymentsService } from './modules/payments/service.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { createProfileService } from './modules/profile/service.ts';
import { alertRoutes } from './modules/alerts/routes.ts';
import { alertJobHandlers, registerAlertSweeps } from './modules/alerts/jobs.ts';
import { createAlertsService } from './modules/alerts/service.ts';
import { createPostgresSearchEngine } from './modules/search/postgres-engine.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { createSearchService } from './modules/search/service.ts';
import { shareImageRoutes } from './modules/share-images/routes.ts';
import { createShareImagesService } from './modules/share-images/service.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { createSystemService } from './modules/system/service.ts';

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
};

/** The whole HTTP surface, never listening, so tests drive it with `app.inject`. */
export async function buildApp({
  db,
  config,
  clock = systemClock,
  logger = false,
  mailer: givenMailer,
  push: givenPush,
  storage = createFilesystemStorage(config.dataDir),
  jobs = createJobQueue({ db, clock }),
  listen,
  requestTimeoutMs = 30_000,
}: AppDeps): Promise<FastifyInstance> {
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
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
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
        // The store is often reached over plain HTTP (localhost, a LAN address): never rewrite to https.
        upgradeInsecureRequests: null,
      },
    },
  });
  // The document is drawn on its first request, once the guard below exists.
  await app.register(
    swagger,
    openApiOptions((route) => authGuard.signInOf(route)),
  );
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const listingCache = createListingCache({ clock });
  const catalog = createCatalogService({ db, clock, listingCache });
  const search = createSearchService({ db, clock, engine: createPostgresSearchEngine({ db }) });
  const system = createSystemService({ db });
  const shareImages = createShareImagesService({ catalog, staticDir: config.staticDir });
  app.addHook('onClose', () => shareImages.close());

  const { publicUrl } = config;
  const loadKeys = cachedUntilFailure(() => loadServerKeys(db, config.jwtSecret));
  const loadVapid = cachedUntilFailure(() => loadVapidKeys(db));
  const staff = staffDirectory(db, config.adminEmails);
  const roleOf = staff.roleOf;
  const mailer = givenMailer ?? configuredMailer(app, { db, clock, config });
  const push =
    givenPush ?? lazyWebPush(loadVapid, config.mailFrom, config.pushAllowPrivateEndpoints);
  const auth = createAuthService({
    db,
    clock,
    mailer,
    keys: loadKeys,
    roleOf,
    storeName: config.storeName,
  });
  const authGuard = createAuthGuard(auth, {
    consoleRequiresPasskey: config.consoleRequiresPasskey,
    staffMemberOf: staff.memberOf,
  });
  const passkeys = createPasskeysService({
    db,
    clock,
    rp: relyingParty(publicUrl, config.storeName),
    signIn: (userId) => auth.signInWithPasskey(userId),
  });
  const profile = createProfileService({ db, clock, roleOf });
  const providers = paymentProviders({ db, clock, config });
  const { provider } = providers;
  const payments = createPaymentsService({
    db,
    clock,
    payments: provider,
    testProvider: providers.test,
    stripeProvider: providers.stripe,
  });
  const groups = createGroupsService({
    db,
    clock,
    payments: provider,
    jobs,
    listingCache,
    catalog,
  });
  const orders = createOrdersService({ db, clock, groups, keys: loadKeys });
  // Retried writes (join, leave, buy-all, cancel) answer their first result.
  const idempotency = createIdempotency({ db, clock });
  const recovery = createPaymentRecoveryService({
    db,
    clock,
    payments: provider,
    knownPaymentMethod: payments.knownPaymentMethod,
    jobs,
  });
  const checkout = createCheckoutService({
    db,
    clock,
    payments: provider,
    jobs,
    listingCache,
  });
  const alerts = createAlertsService({
    db,
    clock,
    jobs,
    keys: loadKeys,
    allowPrivatePushEndpoints: config.pushAllowPrivateEndpoints,
  });
  const engineDeps = { db, clock, payments: provider, jobs, listingCache };
  const reconciliationDeps = {
    db,
    clock,
    jobs,
    payments: provider,
    mailer,
    adminEmails: config.adminEmails,
  };
  registerGroupSweeps(engineDeps);
  registerReconciliationSweep(reconciliationDeps);
  const stripeWebhook = providers.stripe
    ? createStripeWebhookService({
        db,
        clock,
        jobs,
        secret: config.stripeWebhookSecret,
      })
    : null;
  if (stripeWebhook && !stripeWebhook.configured) {
    app.log.warn(
      'STRIPE_WEBHOOK_SECRET is not set: POST /api/v1/payments/webhook answers 503, so lapsed or cancelled holds are not noticed',
    );
  }
  const receipts = createReceiptsService({ db, clock, storeName: config.storeName });
  const admin = createAdminService({
    db,
    clock,
    jobs,
    listingCache,
    catalog,
    payments: provider,
    storage,
    adminEmails: config.adminEmails,
    supportRefundLimitCents: config.supportRefundLimitCents,
  });
  registerAlertSweeps({ db, clock, jobs });
  jobs.register(serverJobs, {
    ...groupJobHandlers(engineDeps),
    ...soloChargeJobHandlers(engineDeps),
    ...reconciliationJobHandlers(reconciliationDeps),
    ...refundSettlementJobHandlers({ db, clock, jobs, payments: provider }),
    ...receiptJobHandlers(receipts),
    ...dealAlertJobHandlers({ db, clock, jobs, push }),
    ...alertJobHandlers({
      db,
      clock,
      jobs,
      push,
      mailer,
      keys: loadKeys,
      storeName: config.storeName,
      publicUrl,
    }),
  });
  app.addHook('onClose', () => jobs.stop());
  app.decorateRequest('auth', null);
  app.decorateRequest('staff', null);

  await app.register(
    async (api) => {
      keepAnswersPrivate(api);
      await api.register(catalogRoutes({ catalog, listingCache }));
      await api.register(searchRoutes({ search, listingCache }));
      await api.register(shareImageRoutes({ shareImages }));
      await api.register(authRoutes({ auth }));
      await api.register(passkeyRoutes({ passkeys, guard: authGuard }));
      await api.register(profileRoutes({ profile, guard: authGuard }));
      await api.register(alertRoutes({ alerts, guard: authGuard }));
      await api.register(paymentRoutes({ payments, guard: authGuard }));
      if (stripeWebhook) await api.register(stripeWebhookRoutes({ webhook: stripeWebhook }));
      await api.register(groupRoutes({ groups, guard: authGuard, idempotency }));
      await api.register(dealEventRoutes({ hub: createDealProgressHub({ listen, catalog, db }) }));
      await api.register(orderLinkRoutes({ orders }));
      await api.register(orderRoutes({ orders, guard: authGuard, idempotency }));
      await api.register(paymentRecoveryRoutes({ recovery, guard: authGuard }));
      await api.register(receiptRoutes({ receipts, guard: authGuard }));
      await api.register(adminRoutes({ admin, guard: authGuard }));
      await api.register(checkoutRoutes({ checkout, guard: authGuard }));
      await api.register(
        systemRoutes({
          system,
          publicConfig: async () => ({
            storeName: config.storeName,
            paymentProvider: provider.name,
            stripePublishableKey: providers.stripe ? config.stripePublishableKey : null,
            vapidPublicKey: (await loadVapid()).publicKey,
          }),
        }),
      );
    },
    { prefix: '/api/v1' },
  );
  await app.register(mediaRoutes({ storage }));

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
        catalog,
        listingCache,
        publicUrl,
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

  return app;
}

/**
 * Stripe when a secret key is configured (docs/architecture.md §4), else the embedded test provider; exactly one
 * of the two is in force.
 */
function paymentProviders({ db, clock, config }: { db: Db; clock: Clock; config: Config }): {
  provider: PaymentProvider;
  stripe: StripePaymentProvider | null;
  test: TestPaymentProvider | null;
} {
  if (!config.stripeSecretKey) {
    const test = createTestPaymentProvider({ db, clock });
    return { provider: test, stripe: null, test };
  }
  const stripe = createStripeProvider({
    db,
    clock,
    secretKey: config.stripeSecretKey,
    api: config.stripeApi,
  });
  return { provider: stripe, stripe, test: null };
}

/** SMTP when SMTP_URL is set, else the console line and the outbox table. */
function configuredMailer(
  app: FastifyInstance,
  { db, clock, config }: { db: Db; clock: Clock; config: Config },
): Mailer {
  if (!config.smtpUrl) return createOutboxMailer({ db, clock });
  const smtp = createSmtpMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
  });
  app.addHook('onClose', async () => smtp.close());
  return smtp;
}

/** Runs `load` once and keeps its result; a failure (a database still starting) is retried next call. */
function cachedUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () =>
    (result ??= load().catch((error: unknown) => {
      result = undefined;
      throw error;
    }));
}

/** Web push signed with the stored VAPID keys, read on the first push rather than at start-up. */
function lazyWebPush(
  loadVapid: () => Promise<VapidKeys>,
  mailFrom: string,
  allowPrivateEndpoints: boolean,
): PushSender {
  // VAPID wants a contact: the address part of MAIL_FROM ('Name <a@b>' or 'a@b').
  const contact = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  // One sender for the process, so its connections to each push service are reused.
  const sender = cachedUntilFailure(async () =>
    createWebPushSender({
      vapid: await loadVapid(),
      subject: `mailto:${contact}`,
      allowPrivateEndpoints,
    }),
  );
  return { send: async (target, payload) => (await sender()).send(target, payload) };
}
