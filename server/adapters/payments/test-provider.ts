import { randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../../db/client.ts';
import {
  paymentIntents,
  paymentMethods,
  paymentReversals,
  testProviderRefunds,
} from '../../db/schema.ts';
import type { CardBehaviour } from '../../db/schema.ts';
import type {
  AuthorizeRequest,
  AuthorizeResult,
  IntentState,
  PaymentProvider,
  RefundResult,
} from './provider.ts';
import {
  cardBehaviour,
  cardBrand,
  expiredCardMessage,
  hasExpired,
  testCardMessages,
} from './test-cards.ts';

/** Stripe keeps an uncaptured card hold for 7 days. */
export const HOLD_DAYS = 7;
const DAY_MS = 86_400_000;

export const newTestId = (prefix: string) =>
  `${prefix}_test_${randomBytes(12).toString('base64url')}`;

export type NewTestCard = {
  number: string;
  expMonth: number;
  expYear: number;
  userId: number | null;
  billingName: string | null;
  billingEmail: string | null;
};

export type TestPaymentProvider = PaymentProvider & {
  /** Stands in for Stripe.js: turns a card into a payment method, keeping only brand, last4 and expiry. */
  createPaymentMethod(card: NewTestCard): Promise<typeof paymentMethods.$inferSelect>;
  /**
   * Stands in for the bank's 3-D Secure challenge passed by the shopper: an intent that
   * requires action becomes a hold (manual capture) or a charge (automatic). Anything else is
   * left as it is. Returns the intent after the step, or null for an unknown id.
   */
  completeAction(intentId: string): Promise<IntentState | null>;
};

/** Intents that still hold money or wait for the shopper. */
const OPEN_STATUSES = ['requires_capture', 'requires_action', 'requires_confirmation'] as const;

/** What the test provider hands the browser in place of Stripe's client secret. */
const clientSecretOf = (intentId: string) => `${intentId}_secret`;

/**
 * docs/architecture.md §4's embedded provider: Stripe's state machine kept in our own tables. A request's
 * `offSession` changes nothing here: no test card asks an absent shopper to confirm.
 */
export function createTestPaymentProvider({
  db,
  clock,
}: {
  db: Db;
  clock: Clock;
}): TestPaymentProvider {
  const intentWithKey = async (key: string) =>
    (await db.select().from(paymentIntents).where(eq(paymentIntents.idempotencyKey, key)))[0];
  const intentById = async (id: string) =>
    (await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0];

  /** The intent already made under an idempotency key, and the card, read together. */
  const authorizationContext = db
    .select({ existing: paymentIntents, method: paymentMethods })
    .from(sql`(select 1) as one`)
    .leftJoin(paymentIntents, eq(paymentIntents.idempotencyKey, sql.placeholder('key')))
    .leftJoin(paymentMethods, eq(paymentMethods.id, sql.placeholder('cardId')))
    .prepare('test_provider_authorization');

  async function authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const now = clock.now();
    const [read] = await authorizationContext.execute({
      key: request.idempotencyKey,
      cardId: request.paymentMethodId,
    });
    if (read?.existing) return resultOf(read.existing);
    const method = read?.method;
    // As at Stripe, a card past its expiry is declined whatever it would otherwise do.
    const behaviour: CardBehaviour | 'unknown' | 'expired' = !method
      ? 'unknown'
      : hasExpired(method.expMonth, method.expYear, now)
        ? 'expired'
        : method.behaviour;
    const status =
      behaviour === 'succeeds' || behaviour === 'capture_fails'
        ? request.captureMethod === 'manual'
          ? 'requires_capture'
          : behaviour === 'capture_fails'
            ? 'failed'
            : 'succeeded'
        : behaviour === 'requires_action'
          ? 'requires_action'
          : 'failed';
    const failureMessage =
      behaviour === 'unknown'
        ? 'No such payment method.'
        : behaviour === 'expired'
          ? expiredCardMessage
          : status === 'failed' && behaviour !== 'succeeds'
            ? testCardMessages[behaviour]
            : status === 'requires_action'
              ? testCardMessages.requires_action
              : null;
    const [row] = await db
      .insert(paymentIntents)
      .values({
        id: newTestId('pi'),
        paymentMethodId: method ? method.id : null,
        amountCents: request.amountCents,
        captureMethod: request.captureMethod,
        status,
        customerEmail: request.customerEmail,
        metadata: request.metadata,
        idempotencyKey: request.idempotencyKey,
        failureMessage,
        captureBefore:
          status === 'requires_capture' ? new Date(now.getTime() + HOLD_DAYS * DAY_MS) : null,
        capturedAt: status === 'succeeded' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: paymentIntents.idempotencyKey })
      .returning();
    if (row) return resultOf(row);
    // Another call with the same key won the race: answer as it did.
    const winner = await intentWithKey(request.idempotencyKey);
    if (!winner) throw new Error('the payment intent vanished');
    return resultOf(winner);
  }

  return {
    name: 'test',
    authorize,

    async capture(intentId, _idempotencyKey, amountCents) {
      const now = clock.now();
      const intent = await intentById(intentId);
      if (!intent) return { ok: false, message: 'No such payment intent.' };
      if (intent.status === 'succeeded') return { ok: true };
      if (intent.status !== 'requires_capture') {
        return { ok: false, message: `The payment is ${intent.status.replaceAll('_', ' ')}.` };
      }
      const [method] = intent.paymentMethodId
        ? await db
            .select()
            .from(paymentMethods)
            .where(eq(paymentMethods.id, intent.paymentMethodId))
        : [];
      if (
        method?.behaviour === 'capture_fails' ||
        (intent.captureBefore && intent.captureBefore <= now)
      ) {
        const message =
          method?.behaviour === 'capture_fails'
            ? testCardMessages.capture_fails
            : 'The card hold has lapsed.';
        return { ok: false, message };
      }
      // Stripe refuses to capture more than it holds.
      if (amountCents !== undefined && (amountCents <= 0 || amountCents > intent.amountCents))
        return { ok: false, message: `Only ${intent.amountCents} cents are held on this payment.` };
      // The conditional update is what makes a second capture impossible, however calls interleave.
      const captured = await db
        .update(paymentIntents)
        .set({
          status: 'succeeded',
          capturedAt: now,
          updatedAt: now,
          amountReceivedCents: amountCents ?? intent.amountCents,
        })
        .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'requires_capture')))
        .returning({ id: paymentIntents.id });
      if (captured.length === 1) return { ok: true };
      const after = await intentById(intentId);
      return after?.status === 'succeeded'
        ? { ok: true }
        : { ok: false, message: 'The payment could not be captured.' };
    },

    async cancel(intentId, reason) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [released] = await tx
          .update(paymentIntents)
          .set({ status: 'canceled', updatedAt: now })
          .where(
            and(
              eq(paymentIntents.id, intentId),
              inArray(paymentIntents.status, [...OPEN_STATUSES]),
            ),
          )
          .returning();
        if (!released) return;
        await tx
          .insert(paymentReversals)
          .values({
            paymentIntentId: intentId,
            kind: 'cancel',
            amountCents: released.amountCents,
            reason,
            createdAt: now,
          })
          .onConflictDoNothing();
      });
    },

    // Its refusals are Stripe's 400s for the same requests; a failure of its own tables throws,
    // which the caller takes for an answer it does not have.
    async refund(intentId, idempotencyKey, amountCents) {
      const now = clock.now();
      return db.transaction(async (tx): Promise<RefundResult> => {
        const [intent] = await tx
          .select()
          .from(paymentIntents)
          .where(eq(paymentIntents.id, intentId))
          .for('update');
        if (intent?.status !== 'succeeded') {
          return {
            outcome: 'refused',
            message: `This payment (${intentId}) has no captured money to refund.`,
          };
        }
        // One refund per key, as at Stripe: a repeated call gives nothing more back.
        const [repeated] = await tx
          .select({ id: testProviderRefunds.id })
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.idempotencyKey, idempotencyKey));
        if (repeated) return { outcome: 'refunded' };
        const [given] = await tx
          .select({ cents: sql<string>`coalesce(sum(${testProviderRefunds.amountCents}), 0)` })
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.paymentIntentId, intentId));
        const left = (intent.amountReceivedCents ?? intent.amountCents) - Number(given?.cents ?? 0);
        const amount = amountCents ?? left;
        // A whole refund of an intent refunded already owes nothing; more than is left is refused.
        if (amount === 0 && amountCents === undefined) return { outcome: 'refunded' };
        if (amount <= 0 || amount > left) {
          return {
            outcome: 'refused',
            message: `Only ${left} cents of this payment are left to refund.`,
          };
        }
        await tx.insert(testProviderRefunds).values({
          paymentIntentId: intentId,
          idempotencyKey,
          amountCents: amount,
          createdAt: now,
        });
        // The intent counts as refunded (for the reconciliation) from its first refund, as at Stripe.
        await tx
          .insert(paymentReversals)
          .values({
            paymentIntentId: intentId,
            kind: 'refund',
            amountCents: amount,
            reason: 'refunded',
            createdAt: now,
          })
          .onConflictDoNothing();
        return { outcome: 'refunded' };
      });
    },

    async retrieve(intentId) {
      const intent = await intentById(intentId);
      return intent ? intentState(intent) : null;
    },

    async unsettledIntentsCreatedBetween(from, to) {
      const rows = await db
        .select({ id: paymentIntents.id, status: paymentIntents.status })
        .from(paymentIntents)
        .leftJoin(
          paymentReversals,
          and(
            eq(paymentReversals.paymentIntentId, paymentIntents.id),
            eq(paymentReversals.kind, 'refund'),
          ),
        )
        .where(
          and(
            inArray(paymentIntents.status, [...OPEN_STATUSES, 'succeeded']),
            isNull(paymentReversals.id),
            gte(paymentIntents.createdAt, from),
            lt(paymentIntents.createdAt, to),
          ),
        );
      return rows.map((row) => ({
        id: row.id,
        state: row.status === 'succeeded' ? ('captured' as const) : ('open' as const),
      }));
    },

    async completeAction(intentId) {
      const now = clock.now();
      const intent = await intentById(intentId);
      if (!intent) return null;
      const manual = intent.captureMethod === 'manual';
      const [done] = await db
        .update(paymentIntents)
        .set({
          status: manual ? 'requires_capture' : 'succeeded',
          failureMessage: null,
          captureBefore: manual ? new Date(now.getTime() + HOLD_DAYS * DAY_MS) : null,
          capturedAt: manual ? null : now,
          updatedAt: now,
        })
        .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'requires_action')))
        .returning();
      return intentState(done ?? intent);
    },

    async createPaymentMethod(card) {
      const [row] = await db
        .insert(paymentMethods)
        .values({
          id: newTestId('pm'),
          provider: 'test',
          userId: card.userId,
          brand: cardBrand(card.number),
          last4: card.number.slice(-4),
          expMonth: card.expMonth,
          expYear: card.expYear,
          behaviour: cardBehaviour(card.number),
          billingName: card.billingName,
          billingEmail: card.billingEmail,
          createdAt: clock.now(),
        })
        .returning();
      if (!row) throw new Error('the payment method was not stored');
      return row;
    },
  };
}

function resultOf(intent: typeof paymentIntents.$inferSelect): AuthorizeResult {
  if (intent.status === 'requires_capture' || intent.status === 'succeeded') {
    return {
      ok: true,
      intentId: intent.id,
      status: intent.status,
      captureBefore: intent.captureBefore,
      clientSecret: clientSecretOf(intent.id),
    };
  }
  return {
    ok: false,
    intentId: intent.id,
    reason: intent.status === 'requires_action' ? 'requires_action' : 'declined',
    message: intent.failureMessage ?? 'Your card was declined.',
    clientSecret: clientSecretOf(intent.id),
  };
}

function intentState(intent: typeof paymentIntents.$inferSelect): IntentState {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amountCents,
    captureMethod: intent.captureMethod,
    paymentMethodId: intent.paymentMethodId,
    metadata: intent.metadata,
    failureMessage: intent.failureMessage,
    captureBefore: intent.status === 'requires_capture' ? intent.captureBefore : null,
    clientSecret: clientSecretOf(intent.id),
  };
}
