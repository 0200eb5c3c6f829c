import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreateIntentRequest, PaymentMethod } from '../../../contract/payments.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { NewTestCard, TestPaymentProvider } from '../../adapters/payments/test-provider.ts';
import type { Db } from '../../db/client.ts';
import { deals, paymentIntents, paymentMethods } from '../../db/schema.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService({ db, payments, testProvider }: { db: Db; payments: PaymentProvider; testProvider: TestPaymentProvider | null }) {
  return {
    testCardsEnabled: testProvider !== null,

    /** The test provider's card step; the number is reduced to brand and last4 before anything is stored. */
    async createTestPaymentMethod(card: NewTestCard): Promise<PaymentMethod> {
      if (!testProvider) throw notFound('Test payments are not in use');
      const row = await testProvider.createPaymentMethod(card);
      return { id: row.id, card: { brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear } };
    },

    /**
     * Authorises the checkout amount on the card: a hold for a group, a charge for a solo buy.
     * The amount is recomputed from the deal's price; a different client amount is refused.
     */
    async createIntent(request: CreateIntentRequest) {
      const [deal] = await db.select().from(deals).where(eq(deals.id, request.metadata.dealId));
      if (!deal) throw notFound('Deal not found');
      const quantity = request.orderType === 'solo' ? deal.totalUnitsNeeded : (request.metadata.quantity ?? 1);
      if (request.orderType === 'group' && quantity >= deal.totalUnitsNeeded) {
        throw badRequest(`Invalid field 'metadata.quantity': a group has ${deal.totalUnitsNeeded} units`);
      }
      const expected = deal.groupDealPriceCents * quantity;
      if (request.amount !== expected) {
        throw conflict(
          `The amount changed: ${quantity} unit${quantity === 1 ? '' : 's'} cost $${centsToDecimal(expected)}, not $${centsToDecimal(request.amount)}. Please review your order.`,
        );
      }
      const [method] = await db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.id, request.paymentMethodId));
      if (!method) throw notFound('Payment method not found: validate your card again');
      const result = await payments.authorize({
        paymentMethodId: request.paymentMethodId,
        amountCents: expected,
        captureMethod: request.orderType === 'group' ? 'manual' : 'automatic',
        customerEmail: request.customerEmail,
        metadata: {
          dealId: String(deal.id),
          orderType: request.orderType,
          ...(request.metadata.customerName ? { customerName: request.metadata.customerName } : {}),
        },
        idempotencyKey: `intent-${randomUUID()}`,
      });
      if (!result.ok) throw new HttpError(402, result.message);
      return { paymentIntentId: result.intentId, clientSecret: `${result.intentId}_secret`, status: result.status };
    },

    /** Reports the state of an intent confirmed with the given card. */
    async confirm(paymentIntentId: string, paymentMethodId: string) {
      const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, paymentIntentId));
      if (!intent) throw notFound('Payment intent not found');
      if (intent.paymentMethodId !== paymentMethodId) throw conflict('This payment was made with another card');
      if (intent.status === 'failed' || intent.status === 'canceled') throw new HttpError(402, intent.failureMessage ?? 'Payment failed. Please try again.');
      return { paymentIntentId: intent.id, status: intent.status };
    },
  };
}
