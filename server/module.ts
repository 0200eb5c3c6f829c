import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Clock } from './adapters/clock.ts';
import type { JobDefinition, JobHandlers, JobQueue } from './adapters/jobs/queue.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { PaymentProvider } from './adapters/payments/provider.ts';
import type { StripePaymentProvider } from './adapters/payments/stripe-provider.ts';
import type { TestPaymentProvider } from './adapters/payments/test-provider.ts';
import type { PushSender, VapidKeys } from './adapters/push/sender.ts';
import type { ServerKeys } from './adapters/secrets.ts';
import type { MediaStorage } from './adapters/storage/storage.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Idempotency } from './http/idempotency.ts';
import type { ListingCache } from './http/listing-cache.ts';
import type { Listen } from './modules/groups/progress-hub.ts';

/**
 * What every module builds on, made once per app by buildApp: the store's settings, its adapters
 * (database, clock, jobs, mail, push, payments, storage) and the HTTP parts modules share.
 */
export type Platform = {
  db: Db;
  clock: Clock;
  config: Config;
  jobs: JobQueue;
  mailer: Mailer;
  push: PushSender;
  storage: MediaStorage;
  listen: Listen;
  listingCache: ListingCache;
  /** Retried writes (join, leave, buy-all, cancel) answer their first result. */
  idempotency: Idempotency;
  /** The server secret and the VAPID keys, read from the database on first use. */
  keys: () => Promise<ServerKeys>;
  vapid: () => Promise<VapidKeys>;
  /** The provider in force, and which of the two it is (docs/architecture.md §4). */
  payments: {
    provider: PaymentProvider;
    stripe: StripePaymentProvider | null;
    test: TestPaymentProvider | null;
  };
  log: FastifyBaseLogger;
  /** Runs `close` when the app closes (after its requests), e.g. to end a pool of connections. */
  onClose: (close: () => Promise<void> | void) => void;
  /** Another module's service, made once per app the first time any module asks for it. */
  use: <S>(module: ServerModule<S>) => S;
};

/** Job definitions paired with their handlers, checked together by `handles`. */
export type JobRegistration = {
  definitions: readonly JobDefinition[];
  handlers: Record<string, (data: never) => Promise<void>>;
};

/**
 * A module of the server declares here, once, all it adds to the store: its service, its calls,
 * its background work. Listed in server/module-registry.ts, it is wired by buildApp with no other
 * edit (docs/architecture.md §2).
 */
// Methods, not function properties: a module of any service then fits a list of modules.
export type ServerModule<S = unknown> = {
  readonly name: string;
  /** The module's use cases, made from the platform and other modules' services. */
  service?(platform: Platform): S;
  /** Its calls under /api/v1. */
  routes?(service: S, platform: Platform): FastifyPluginAsync;
  /** Its addresses outside the API (uploaded pictures). */
  siteRoutes?(service: S, platform: Platform): FastifyPluginAsync;
  /** The kinds of job it runs, each with its handler. */
  jobs?(service: S, platform: Platform): JobRegistration[];
  /** Periodic checks it asks the job queue to run (expiries, lapsing holds). */
  sweeps?(service: S, platform: Platform): void;
};

export function defineModule<S>(module: ServerModule<S>): ServerModule<S> {
  return module;
}

/** A handler for every one of `definitions`, or the type check fails (as jobs.register checks). */
export function handles<const Jobs extends readonly JobDefinition[]>(
  definitions: Jobs,
  handlers: NoInfer<JobHandlers<Jobs>>,
): JobRegistration {
  return { definitions, handlers: handlers as JobRegistration['handlers'] };
}

/**
 * A service as a set of named operations: each operation is a function of its deps first, and
 * `const op = operationsOf(deps)` gives it its deps once (`join: op(join)`).
 */
export function operationsOf<D>(deps: D) {
  return <A extends unknown[], R>(operation: (deps: D, ...args: A) => R) =>
    (...args: A): R =>
      operation(deps, ...args);
}
