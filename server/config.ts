import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SUPPORT_REFUND_LIMIT_CENTS } from '../contract/staff-access.ts';
import type { StripeApiAddress } from './adapters/payments/stripe-provider.ts';

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  // 'warn' by default so the console stays readable for the sign-in codes it prints.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  STATIC_DIR: z.string().min(1).default('./dist'),
  /** smtp://user:pass@host:587 or smtps://...; without it mail goes to the console and the outbox. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('BOGO Together <no-reply@bogo-together.local>'),
  /** Comma list of e-mails whose accounts get the admin role. */
  ADMIN_EMAILS: z.string().default(''),
  /** Signs access tokens and keys code hashes; without it one is generated and kept in the database. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Behind a load balancer: take the client address from X-Forwarded-For (for the per-IP limits). */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9]{1,2})$/, 'must be true, false or the number of proxies in front')
    .default('false'),
  /** The address shoppers reach the store at, for links in e-mails; defaults to localhost:PORT. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional(),
  /** Stripe's secret key (sk_...): with it, payments go through Stripe instead of the test provider. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** Stripe's publishable key (pk_...), handed to Stripe.js in the browser; required with the secret key. */
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /** The signing secret (whsec_...) of the webhook endpoint POST /api/v1/payments/webhook. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Lets push subscriptions name loopback or private addresses: only for a local push service in tests. */
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z.enum(['true', 'false']).default('false'),
  /** Lets into the console only operators who signed in with a passkey. */
  CONSOLE_REQUIRES_PASSKEY: z.enum(['true', 'false']).default('false'),
  /** The largest refund, in cents, a support operator may make alone (docs/decisions/0041). */
  SUPPORT_REFUND_LIMIT_CENTS: z.coerce
    .number()
    .int('must be a whole number of cents')
    .min(0, 'must be 0 or more')
    .max(10_000_000, 'must be at most 10000000 ($100,000.00)')
    .default(DEFAULT_SUPPORT_REFUND_LIMIT_CENTS),
});

const adminEmail = z.string().regex(z.regexes.email);

export type Config = {
  port: number;
  host: string;
  /** Embedded PGlite keeps its files here; ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | null;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  /** Seed the demo catalogue into an empty database on start. */
  seedDemo: boolean;
  /** The built PWA; served when it exists. */
  staticDir: string;
  storeName: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Normalised (trimmed, lower-case). */
  adminEmails: string[];
  /** Never log it. */
  jwtSecret: string | null;
  /**
   * How many proxies in front of the store append to X-Forwarded-For (0: none). Only that many
   * hops are trusted: the addresses a client writes itself into the header further left count
   * for nothing, so nobody escapes a per-address limit by inventing addresses.
   */
  trustProxy: number;
  /** Where links in e-mails point, without a trailing slash. */
  publicUrl: string;
  /** Payments go through Stripe when set; never log it. */
  stripeSecretKey: string | null;
  /** Set exactly when `stripeSecretKey` is. */
  stripePublishableKey: string | null;
  /** Never log it; without it the webhook answers 503. */
  stripeWebhookSecret: string | null;
  /** Where the stripe SDK sends its calls; null for Stripe's own servers (tests set a local one). */
  stripeApi: StripeApiAddress | null;
  /** Push endpoints may resolve to loopback or private addresses (a local push service in tests). */
  pushAllowPrivateEndpoints: boolean;
  /** The console answers only operators who signed in with a passkey, not an e-mailed code. */
  consoleRequiresPasskey: boolean;
  /** The largest refund a support operator may make alone, in cents; more needs an owner. */
  supportRefundLimitCents: number;
};

/** ADMIN_EMAILS -> normalised addresses; a malformed entry is a configuration error, not a silent skip. */
export function parseAdminEmails(list: string): string[] {
  const emails = list
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const bad = emails.filter((entry) => !adminEmail.safeParse(entry).success);
  if (bad.length > 0) {
    throw new Error(`Invalid configuration:\n  ADMIN_EMAILS: not an e-mail: ${bad.join(', ')}`);
  }
  return [...new Set(emails)];
}

/** Reads the environment once into a typed config, failing with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return checked({
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    staticDir: path.resolve(e.STATIC_DIR),
    storeName: 'BOGO Together',
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    adminEmails: parseAdminEmails(e.ADMIN_EMAILS),
    jwtSecret: e.JWT_SECRET ?? null,
    trustProxy: proxyHops(e.TRUST_PROXY),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    stripeSecretKey: e.STRIPE_SECRET_KEY ?? null,
    stripePublishableKey: e.STRIPE_SECRET_KEY ? (e.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    stripeApi: null,
    pushAllowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS === 'true',
    consoleRequiresPasskey: e.CONSOLE_REQUIRES_PASSKEY === 'true',
    supportRefundLimitCents: e.SUPPORT_REFUND_LIMIT_CENTS,
  });
}

/**
 * The configuration of an empty environment (every default) with `overrides`: how tests,
 * benchmarks and second processes configure a store without repeating the defaults.
 */
export function configWith(overrides: Partial<Config>): Config {
  return checked({ ...loadConfig({}), ...overrides });
}

/** Settings that only work together: checked once, whoever made the configuration. */
function checked(config: Config): Config {
  if (config.stripeSecretKey && !config.stripePublishableKey) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY: is required with STRIPE_SECRET_KEY (the browser needs it for Stripe.js)',
    );
  }
  return config;
}

/** TRUST_PROXY: 'true' is one proxy (a load balancer), a number that many, 'false' none. */
function proxyHops(value: string): number {
  if (value === 'true') return 1;
  const hops = Number(value);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}
