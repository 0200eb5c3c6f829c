import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreateIntentRequest, PaymentMethod } from '../../../contract/payments.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { StripePaymentProvider } from '../../adapters/payments/stripe-provider.ts';
import type { NewTestCard, TestPaymentProvider } from '../../adapters/payments/test-provider.ts';
import type { Db } from '../../db/client.ts';
import { deals, paymentMethods } from '../../db/schema.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService({
  db,
  payments,
  testProvider,
  stripeProvider,
}: {
  db: Db;
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
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, id));
    if (method || !stripeProvider) return method ?? null;
    return stripeProvider.recordPaymentMethod({ id, email: email.trim().toLowerCase(), userId });
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
     * captures it only once the order is certain, so a refused checkout never leaves a charge
     * without an order. The amount is recomputed from the deal's price; a different one is refused.
     */
    async createIntent(request: CreateIntentRequest, shopper: { userId: number } | null) {
      const [deal] = await db.select().from(deals).where(eq(deals.id, request.metadata.dealId));
      if (!deal) throw notFound('Deal not found');
      const quantity =
        request.orderType === 'solo' ? deal.totalUnitsNeeded : (request.metadata.quantity ?? 1);
      if (request.orderType === 'group' && quantity >= deal.totalUnitsNeeded) {
        throw badRequest(
          `Invalid field 'metadata.quantity': a group has ${deal.totalUnitsNeeded} units`,
        );
      }
      const expected = deal.groupDealPriceCents * quantity;
      if (request.amount !== expected) {
        throw conflict(
          `The amount changed: ${quantity} unit${quantity === 1 ? '' : 's'} cost $${centsToDecimal(expected)}, not $${centsToDecimal(request.amount)}. Please review your order.`,
        );
      }
      const method = await knownPaymentMethod(
        request.paymentMethodId,
        request.customerEmail,
        shopper?.userId ?? null,
      );
      if (!method) throw notFound('Payment method not found: validate your card again');
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
        idempotencyKey: checkoutIntentKey(request, deal.id, quantity, expected),
      });
      if (!result.ok) {
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
      return {
        paymentIntentId: result.intentId,
        clientSecret: result.clientSecret,
        status: result.status,
      };
    },

    /**
     * Reports the state of an intent confirmed with the given card: under Stripe, after Stripe.js
     * took the shopper through the bank's challenge.
     */
    async confirm(paymentIntentId: string, paymentMethodId: string) {
      const intent = await payments.retrieve(paymentIntentId);
      if (!intent) throw notFound('Payment intent not found');
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
  return `checkout-${createHash('sha256').update(JSON.stringify(identity)).digest('base64url')}`;
}
