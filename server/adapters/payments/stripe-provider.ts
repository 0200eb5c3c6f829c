import { and, desc, eq, isNotNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Clock } from '../clock.ts';
import type { Db } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema.ts';
import type {
  AuthorizeResult,
  IntentState,
  PaymentProvider,
  RefundResult,
  UnsettledIntent,
} from './provider.ts';

/** Where the SDK sends its calls; only tests point it away from Stripe's servers. */
export type StripeApiAddress = { host: string; port: number; protocol: 'http' | 'https' };

export type StripePaymentProvider = PaymentProvider & {
  readonly name: 'stripe';
  /**
   * Learns a card Stripe.js created in the browser: keeps what the shopper sees (brand, last4,
   * expiry) and attaches it to a Stripe customer, so a hold can later be placed again
   * off-session. Null when Stripe does not know the id or it is not a card.
   */
  recordPaymentMethod(card: {
    id: string;
    email: string;
    userId: number | null;
  }): Promise<typeof paymentMethods.$inferSelect | null>;
};

const texts = {
  requiresAction: 'Your bank asks you to confirm this payment.',
  declined: 'Your card was declined.',
  notCaptured: 'The payment could not be captured.',
};

const openStatuses = new Set<Stripe.PaymentIntent.Status>([
  'requires_capture',
  'requires_action',
  'requires_confirmation',
]);

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const isStripeError = (error: unknown, code: string): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError && error.code === code;

/** docs/architecture.md §4's `stripe` provider: PaymentIntents through the stripe SDK. */
export function createStripeProvider({
  db,
  clock,
  secretKey,
  api,
  maxNetworkRetries = 2,
}: {
  db: Db;
  clock: Clock;
  secretKey: string;
  api?: StripeApiAddress | null;
  /** The SDK retries a failed call itself, repeating its idempotency key. */
  maxNetworkRetries?: number;
}): StripePaymentProvider {
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries,
    // The SDK waits 80 s by default; money jobs must give up on a silent Stripe well within their time limit.
    timeout: 10_000,
    appInfo: { name: 'BOGO Together' },
    ...(api ?? {}),
  });

  async function retrieve(intentId: string): Promise<Stripe.PaymentIntent | null> {
    try {
      return await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    } catch (error) {
      if (isStripeError(error, 'resource_missing')) return null;
      throw error;
    }
  }

  /** A shopper with a Stripe card already has a customer: their next cards join it. */
  async function customerFor(email: string, userId: number | null, paymentMethodId: string) {
    if (userId !== null) {
      const [known] = await db
        .select({ customerId: paymentMethods.providerCustomerId })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.userId, userId), isNotNull(paymentMethods.providerCustomerId)))
        .orderBy(desc(paymentMethods.createdAt))
        .limit(1);
      if (known?.customerId) return known.customerId;
    }
    const customer = await stripe.customers.create(
      { email, metadata: { paymentMethod: paymentMethodId } },
      { idempotencyKey: `customer-for-${paymentMethodId}` },
    );
    return customer.id;
  }

  return {
    name: 'stripe',

    async authorize(request) {
      const [method] = await db
        .select({ customerId: paymentMethods.providerCustomerId })
        .from(paymentMethods)
        .where(eq(paymentMethods.id, request.paymentMethodId));
      const manual = request.captureMethod === 'manual';
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            payment_method: request.paymentMethodId,
            // Confirmed here with a card: no payment method that would redirect the shopper.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            ...(method?.customerId ? { customer: method.customerId } : {}),
            confirm: true,
            capture_method: request.captureMethod,
            // A group's hold may have to be placed again with nobody present (docs/architecture.md §4); a
            // job doing that reuses a card already set up, so it asks nothing more of it.
            ...(manual && !request.offSession
              ? { setup_future_usage: 'off_session' as const }
              : {}),
            ...(request.offSession ? { off_session: true } : {}),
            metadata: request.metadata,
            expand: ['latest_charge'],
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return authorizeResultOf(intent);
      } catch (error) {
        // The bank said no: Stripe answers 402 with the shopper's message and the failed intent.
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            ok: false,
            intentId: error.payment_intent?.id ?? null,
            reason: 'declined',
            message: error.message,
            clientSecret: error.payment_intent?.client_secret ?? null,
          };
        }
        throw error;
      }
    },

    async capture(intentId, idempotencyKey, amountCents) {
      try {
        const intent = await stripe.paymentIntents.capture(
          intentId,
          amountCents === undefined ? {} : { amount_to_capture: amountCents },
          { idempotencyKey },
        );
        return intent.status === 'succeeded'
          ? { ok: true }
          : { ok: false, message: texts.notCaptured };
      } catch (error) {
        if (isStripeError(error, 'payment_intent_unexpected_state')) {
          // Captured already (a retry after a lost answer) is success; anything else is not.
          const intent = await retrieve(intentId);
          if (intent?.status === 'succeeded') return { ok: true };
          return { ok: false, message: error.message };
        }
        if (
          error instanceof Stripe.errors.StripeCardError ||
          error instanceof Stripe.errors.StripeInvalidRequestError
        ) {
          return { ok: false, message: error.message };
        }
        throw error;
      }
    },

    // Stripe takes only its own list of cancellation reasons; ours would say nothing more there.
    async cancel(intentId) {
      try {
        await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey: `cancel-${intentId}` });
      } catch (error) {
        // Released already, captured (nothing held any more) or never placed: nothing to release.
        if (
          isStripeError(error, 'payment_intent_unexpected_state') ||
          isStripeError(error, 'resource_missing')
        ) {
          return;
        }
        throw error;
      }
    },

    async refund(intentId, idempotencyKey, amountCents) {
      try {
        await stripe.refunds.create(
          {
            payment_intent: intentId,
            ...(amountCents === undefined ? {} : { amount: amountCents }),
          },
          { idempotencyKey },
        );
        return { outcome: 'refunded' };
      } catch (error) {
        return refundOutcomeOf(error);
      }
    },

    async retrieve(intentId) {
      const intent = await retrieve(intentId);
      return intent ? intentStateOf(intent) : null;
    },

    async unsettledIntentsCreatedBetween(from, to) {
      const found: UnsettledIntent[] = [];
      const list = stripe.paymentIntents.list({
        created: { gte: seconds(from), lt: seconds(to) },
        limit: 100,
        expand: ['data.latest_charge'],
      });
      for await (const intent of list) {
        // Ours carry the deal they pay for; anything else on the account is not our business.
        if (!intent.metadata.dealId) continue;
        if (openStatuses.has(intent.status)) found.push({ id: intent.id, state: 'open' });
        else if (intent.status === 'succeeded' && !isRefunded(intent))
          found.push({ id: intent.id, state: 'captured' });
      }
      return found;
    },

    async recordPaymentMethod({ id, email, userId }) {
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(id);
      } catch (error) {
        if (isStripeError(error, 'resource_missing')) return null;
        throw error;
      }
      if (!method.card) return null;
      const customerId = await customerFor(email, userId, id);
      const attachedTo =
        typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
      // A card on a customer not this shopper's is someone's saved card, not one made at checkout.
      if (attachedTo && attachedTo !== customerId) return null;
      if (!attachedTo) {
        await stripe.paymentMethods.attach(
          id,
          { customer: customerId },
          { idempotencyKey: `attach-${id}` },
        );
      }
      await db
        .insert(paymentMethods)
        .values({
          id,
          provider: 'stripe',
          userId,
          brand: method.card.brand,
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
          // Test-card behaviour means nothing here: Stripe decides what a card does.
          behaviour: 'succeeds',
          billingName: method.billing_details.name ?? null,
          billingEmail: method.billing_details.email ?? null,
          providerCustomerId: customerId,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: paymentMethods.id });
      const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
      return row ?? null;
    },
  };
}

/**
 * A failed refund call in our terms. Stripe's 4xx answers that say no (the card network, a
 * request it will not do, a key it does not accept) are definite; a conflict on the key (the
 * same refund still in flight), its rate limit, its 5xx and a call that got no answer (timeout,
 * dropped connection) leave the refund unknown: made or not, only a retry with the key can tell.
 */
function refundOutcomeOf(error: unknown): RefundResult {
  // Refunded before (by us after our key expired, or from Stripe's dashboard): nothing is owed.
  if (isStripeError(error, 'charge_already_refunded')) return { outcome: 'refunded' };
  const saysNo =
    (error instanceof Stripe.errors.StripeCardError ||
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeAuthenticationError ||
      error instanceof Stripe.errors.StripePermissionError) &&
    error.statusCode !== 409;
  const message = error instanceof Error ? error.message : String(error);
  return saysNo ? { outcome: 'refused', message } : { outcome: 'unknown', message };
}

/** Any refund counts: the reconciliation gives back only what no order accounts for, in full. */
function isRefunded(intent: Stripe.PaymentIntent): boolean {
  const charge = intent.latest_charge;
  return typeof charge === 'object' && charge !== null && charge.amount_refunded > 0;
}

/** Stripe always returns the client secret to the secret key; the type allows null. */
const clientSecretOf = (intent: Stripe.PaymentIntent) => intent.client_secret ?? '';

function captureBeforeOf(intent: Stripe.PaymentIntent): Date | null {
  const charge = intent.latest_charge;
  const before =
    charge && typeof charge === 'object'
      ? charge.payment_method_details?.card?.capture_before
      : null;
  return before ? new Date(before * 1000) : null;
}

function authorizeResultOf(intent: Stripe.PaymentIntent): AuthorizeResult {
  const status = statusOf(intent);
  if (status === 'requires_capture' || status === 'succeeded') {
    return {
      ok: true,
      intentId: intent.id,
      status,
      captureBefore: status === 'requires_capture' ? captureBeforeOf(intent) : null,
      clientSecret: clientSecretOf(intent),
    };
  }
  const waitsForShopper = status === 'requires_action' || status === 'requires_confirmation';
  return {
    ok: false,
    intentId: intent.id,
    reason: waitsForShopper ? 'requires_action' : 'declined',
    message: waitsForShopper
      ? texts.requiresAction
      : (intent.last_payment_error?.message ?? texts.declined),
    clientSecret: clientSecretOf(intent),
  };
}

/**
 * Stripe's status in our terms. A refused confirmation leaves the intent asking for another
 * card: to us it failed. A card payment is processing only for a moment (and a status Stripe
 * may add later is unknown to us): neither is a hold yet, like an intent not confirmed.
 */
function statusOf(intent: Stripe.PaymentIntent): IntentState['status'] {
  switch (intent.status) {
    case 'requires_capture':
      return 'requires_capture';
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
      return 'requires_action';
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
      return 'failed';
    default:
      return 'requires_confirmation';
  }
}

function intentStateOf(intent: Stripe.PaymentIntent): IntentState {
  return {
    id: intent.id,
    status: statusOf(intent),
    amountCents: intent.amount,
    captureMethod: intent.capture_method === 'manual' ? 'manual' : 'automatic',
    paymentMethodId:
      typeof intent.payment_method === 'string'
        ? intent.payment_method
        : (intent.payment_method?.id ?? null),
    metadata: intent.metadata,
    failureMessage: intent.last_payment_error?.message ?? null,
    captureBefore: intent.status === 'requires_capture' ? captureBeforeOf(intent) : null,
    clientSecret: clientSecretOf(intent),
  };
}
