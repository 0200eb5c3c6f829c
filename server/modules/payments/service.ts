import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreateIntentRequest, PaymentMethod } from '../../../contract/payments.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { AuthorizeResult, PaymentProvider } from '../../adapters/payments/provider.ts';
import type { StripePaymentProvider } from '../../adapters/payments/stripe-provider.ts';
import type { NewTestCard, TestPaymentProvider } from '../../adapters/payments/test-provider.ts';
import type { Db } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema.ts';
import { orderAmounts } from '../../domain/pricing.ts';
import { HttpError, allowed, conflict, notFound, refuseWith } from '../../http/errors.ts';
import { idempotencyTexts } from '../../http/idempotency.ts';
import {
  cardRefusal,
  claimHold,
  dealRefusal,
  findHold,
  holdShopper,
  placementContextReader,
  priceSeenRefusal,
  unitPriceOf,
  quantityRefusal,
  stockRefusal,
  recordHoldIntent,
} from '../order-engine/service.ts';
import { paymentTexts } from './texts.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService({
  db,
  clock,
  payments,
  testProvider,
  stripeProvider,
}: {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  testProvider: TestPaymentProvider | null;
  stripeProvider: StripePaymentProvider | null;
}) {
  /**
   * The card must be ours before it is charged. Under Stripe, Stripe.js made it in the browser:
   * the first checkout with it records it (saved to the signed-in shopper, for one-click joins).
   * Null when neither we nor Stripe know it.
   */
  async function knownPaymentMethod(id: string, email: string, userId: number | null) {
    const [method] = await db
      .select({ id: paymentMethods.id, userId: paymentMethods.userId })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, id));
    return method ?? recordedStripeCard(id, email.trim().toLowerCase(), userId);
  }

  const placementContext = placementContextReader(db);

  /**
   * The deal of a checkout, if it takes this order, the amount recomputed from its price, and
   * the card, if it is the shopper's (or nobody's yet): the rules every placement checks.
   */
  async function pricedCheckout(
    request: CreateIntentRequest,
    email: string,
    userId: number | null,
  ) {
    const context = await placementContext({
      dealId: request.metadata.dealId,
      userId,
      cardId: request.paymentMethodId,
      intentId: null,
      holdKey: null,
      numberOrder: false,
    });
    const deal = allowed(context.deal, dealRefusal(context.deal, clock.now()));
    const size = deal.totalUnitsNeeded;
    const quantity = request.orderType === 'solo' ? size : (request.metadata.quantity ?? 1);
    refuseWith(quantityRefusal(request.orderType, quantity, size));
    refuseWith(stockRefusal(deal, request.orderType, context.unitsLeft));
    const unitPriceCents = unitPriceOf(deal, request.orderType);
    refuseWith(priceSeenRefusal(unitPriceCents, quantity, { totalCents: request.amount }));
    const expected = orderAmounts(unitPriceCents, quantity).totalCents;
    const card = context.card ?? (await recordedStripeCard(request.paymentMethodId, email, userId));
    refuseWith(cardRefusal(card, userId));
    return { deal, quantity, expected };
  }

  /** A card Stripe.js made in the browser is ours once its first checkout records it. */
  function recordedStripeCard(id: string, email: string, userId: number | null) {
    return stripeProvider ? stripeProvider.recordPaymentMethod({ id, email, userId }) : null;
  }

  return {
    testCardsEnabled: testProvider !== null,
    knownPaymentMethod,

    /** The test provider's card step; the number is reduced to brand and last4 before anything is stored. */
    async createTestPaymentMethod(card: NewTestCard): Promise<PaymentMethod> {
      if (!testProvider) throw notFound('Test payments are not in use');
      const row = await testProvider.createPaymentMethod(card);
      return {
        id: row.id,
        card: {
          brand: row.brand,
          last4: row.last4,
          exp_month: row.expMonth,
          exp_year: row.expYear,
        },
      };
    },

    /**
     * Authorises the checkout amount on the card as a hold, for a solo buy too: /checkout/process
     * captures it only once the order is recorded, so a refused checkout never leaves a charge
     * without an order. Only a deal that can be bought, at its server price, on a card that is
     * the shopper's (or nobody's yet); a card, shopper or client address with its
     * OPEN_HOLD_LIMITS of holds waiting for an order gets no more. A repeated request (the same
     * Idempotency-Key from the same shopper, or without one the same checkout) answers its first
     * intent and holds nothing twice: the provider's idempotency key is derived from it.
     */
    async createIntent(
      request: CreateIntentRequest,
      shopper: { userId: number } | null,
      client: { address: string; idempotencyKey: string | undefined },
    ) {
      const userId = shopper?.userId ?? null;
      const email = request.customerEmail.trim().toLowerCase();
      const { deal, quantity, expected } = await pricedCheckout(request, email, userId);

      const shopperKey = userId === null ? `guest:${email}` : `user:${userId}`;
      const requestHash = digest([
        request.paymentMethodId,
        email,
        deal.id,
        request.orderType,
        quantity,
        expected,
      ]);
      const providerKey =
        client.idempotencyKey === undefined
          ? checkoutIntentKey(request, deal.id, quantity, expected)
          : `intent-${digest([shopperKey, client.idempotencyKey])}`;
      const claim = await claimHold(db, {
        providerKey,
        shopper: shopperKey,
        paymentMethodId: request.paymentMethodId,
        clientAddress: client.address,
        requestHash,
        createdAt: clock.now(),
      });
      if (claim.kind === 'limit')
        throw new HttpError(429, paymentTexts.tooManyHolds(claim.whose, claim.limit));
      const hold = claim.kind === 'taken' ? await findHold(db, providerKey) : claim.hold;
      if (hold && hold.requestHash !== requestHash)
        throw new HttpError(422, idempotencyTexts.otherRequest);

      const result = await payments.authorize({
        paymentMethodId: request.paymentMethodId,
        amountCents: expected,
        captureMethod: 'manual',
        customerEmail: request.customerEmail,
        metadata: {
          dealId: String(deal.id),
          orderType: request.orderType,
          ...(request.metadata.customerName ? { customerName: request.metadata.customerName } : {}),
        },
        idempotencyKey: providerKey,
      });
      // A twin request that claimed the hold first records it; a repeat finds it recorded.
      if (hold && hold.paymentIntentId === null) {
        const holdsNothing = !result.ok && result.reason === 'declined';
        await recordHoldIntent(db, hold.id, result.intentId, holdsNothing ? clock.now() : null);
      }
      return intentAnswer(result);
    },

    /**
     * Reports the state of an intent confirmed with the given card: under Stripe, after Stripe.js
     * took the shopper through the bank's challenge. Only the checkout that asked for the hold
     * may: the card it paid with, and the account it was signed in to (to anyone else the intent
     * does not exist).
     */
    async confirm(
      paymentIntentId: string,
      paymentMethodId: string,
      shopper: { userId: number } | null,
    ) {
      const askedBy = await holdShopper(db, paymentIntentId);
      const intent = await payments.retrieve(paymentIntentId);
      if (!intent || (askedBy?.startsWith('user:') && askedBy !== `user:${shopper?.userId}`))
        throw notFound(paymentTexts.intentNotFound);
      if (intent.paymentMethodId !== paymentMethodId)
        throw conflict('This payment was made with another card');
      if (intent.status === 'failed' || intent.status === 'canceled')
        throw new HttpError(402, intent.failureMessage ?? 'Payment failed. Please try again.');
      if (intent.status === 'requires_action' && testProvider) {
        const confirmed = await testProvider.completeAction(intent.id);
        return { paymentIntentId: intent.id, status: confirmed?.status ?? intent.status };
      }
      return { paymentIntentId: intent.id, status: intent.status };
    },
  };
}

/** docs/product.md §7's create-intent answer; a declined card is a 402 with the bank's message. */
function intentAnswer(result: AuthorizeResult) {
  if (result.ok) {
    return {
      paymentIntentId: result.intentId,
      clientSecret: result.clientSecret,
      status: result.status,
    };
  }
  // The bank wants the shopper to confirm: the client does so, then calls /payments/confirm.
  if (result.reason === 'requires_action' && result.intentId && result.clientSecret) {
    return {
      paymentIntentId: result.intentId,
      clientSecret: result.clientSecret,
      status: 'requires_action',
    };
  }
  throw new HttpError(402, result.message);
}

/**
 * The provider's idempotency key of a checkout authorisation. Everything that defines the
 * authorisation is in it, so a retried identical request (a double click, a timed-out call sent
 * again) finds the first intent, while a changed amount, quantity or card is a new one. The
 * client's per-checkout `idempotencyKey` tells a deliberate second purchase from a retry; without
 * it the card step's payment method, created afresh for each checkout, plays that part.
 */
function checkoutIntentKey(
  request: CreateIntentRequest,
  dealId: number,
  quantity: number,
  amountCents: number,
): string {
  const identity = [
    request.idempotencyKey ?? null,
    request.paymentMethodId,
    request.customerEmail.trim().toLowerCase(),
    dealId,
    request.orderType,
    quantity,
    amountCents,
  ];
  return `checkout-${digest(identity)}`;
}

const digest = (parts: unknown[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
