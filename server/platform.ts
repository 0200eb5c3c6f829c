import type { FastifyInstance } from 'fastify';
import type { Clock } from './adapters/clock.ts';
import type { JobQueue } from './adapters/jobs/queue.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { createOutboxMailer } from './adapters/mail/outbox.ts';
import { createSmtpMailer } from './adapters/mail/smtp.ts';
import { createStripeProvider } from './adapters/payments/stripe-provider.ts';
import { createTestPaymentProvider } from './adapters/payments/test-provider.ts';
import { createWebPushSender } from './adapters/push/sender.ts';
import type { PushSender, VapidKeys } from './adapters/push/sender.ts';
import { loadVapidKeys } from './adapters/push/vapid.ts';
import { loadServerKeys } from './adapters/secrets.ts';
import type { MediaStorage } from './adapters/storage/storage.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createIdempotency } from './http/idempotency.ts';
import { createListingCache } from './http/listing-cache.ts';
import type { Platform, ServerModule } from './module.ts';
import type { Listen } from './modules/groups/progress-hub.ts';

export type PlatformParts = {
  db: Db;
  config: Config;
  clock: Clock;
  jobs: JobQueue;
  storage: MediaStorage;
  listen: Listen;
  /** Replace the mailer and the push sender the configuration would choose (tests). */
  mailer?: Mailer;
  push?: PushSender;
};

/** The adapters the configuration chooses and the parts every module shares, once per app. */
export function createPlatform(app: FastifyInstance, parts: PlatformParts): Platform {
  const { db, clock, config } = parts;
  const vapid = cachedUntilFailure(() => loadVapidKeys(db));
  const services = new Map<ServerModule, unknown>();
  const platform: Platform = {
    ...parts,
    mailer: parts.mailer ?? configuredMailer(app, parts),
    push: parts.push ?? lazyWebPush(vapid, config.mailFrom, config.pushAllowPrivateEndpoints),
    listingCache: createListingCache({ clock }),
    idempotency: createIdempotency({ db, clock }),
    keys: cachedUntilFailure(() => loadServerKeys(db, config.jwtSecret)),
    vapid,
    payments: paymentProviders(parts),
    log: app.log,
    onClose: (close) => {
      app.addHook('onClose', async () => close());
    },
    use: <S>(module: ServerModule<S>): S => {
      if (!services.has(module)) services.set(module, module.service?.(platform));
      return services.get(module) as S;
    },
  };
  return platform;
}

/**
 * Stripe when a secret key is configured (docs/architecture.md §4), else the embedded test
 * provider; exactly one of the two is in force.
 */
function paymentProviders({ db, clock, config }: PlatformParts): Platform['payments'] {
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
function configuredMailer(app: FastifyInstance, { db, clock, config }: PlatformParts): Mailer {
  if (!config.smtpUrl) return createOutboxMailer({ db, clock });
  const smtp = createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
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
