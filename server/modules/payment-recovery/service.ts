import { and, eq, isNull, or } from 'drizzle-orm';
import type { Order } from '../../../contract/orders.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentsService } from '../payments/service.ts';
import { batches, deals, orders, paymentMethods } from '../../db/schema.ts';
import { HttpError, conflict, notFound } from '../../http/errors.ts';
import { atFinalTierPrice, recordRefusedFix, settleFixedPayment } from '../order-engine/service.ts';
import { readOrders } from '../orders/service.ts';
import { recoveryTexts } from './texts.ts';

export type PaymentRecoveryService = ReturnType<typeof createPaymentRecoveryService>;

/**
 * How a fix ends: paid (charged or held), or waiting for the shopper to confirm with their bank,
 * after which they send the same card again with the payment they confirmed.
 */
export type FixOutcome =
  | { kind: 'fixed'; order: Order; message: string }
  | { kind: 'requires_action'; message: string; paymentIntentId: string; clientSecret: string };

/** The payment a fix goes on with: the provider's yes, or its no and why. */
type Authorization =
  | { ok: true; intentId: string; captureBefore: Date | null }
  | {
      ok: false;
      reason: 'declined' | 'requires_action';
      message: string;
      intentId: string | null;
      clientSecret: string | null;
    };

/**
 * docs/architecture.md §4's way back for an order whose payment needs action: the shopper gives a new card
 * within the payment window. A group that has filled charges it at once; a group still filling
 * holds it again, as at checkout.
 */
export function createPaymentRecoveryService({
  db,
  clock,
  payments,
  knownPaymentMethod,
  jobs,
}: {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  /** Makes a card from Stripe.js known here first, as at checkout. */
  knownPaymentMethod: PaymentsService['knownPaymentMethod'];
  jobs: JobQueue;
}) {
  return {
    async fixPayment(
      userId: number,
      orderId: number,
      paymentMethodId: string,
      confirmedIntentId?: string,
    ): Promise<FixOutcome> {
      const [row] = await db
        .select({ order: orders, batchStatus: batches.status, title: deals.title })
        .from(orders)
        .innerJoin(deals, eq(deals.id, orders.dealId))
        .innerJoin(batches, eq(batches.id, orders.batchId))
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!row) throw notFound(recoveryTexts.orderNotFound);
      const { batchStatus, title } = row;
      // A closed tiered group charges the tier it reached, as its other members paid.
      const order = batchStatus === 'filled' ? await atFinalTierPrice(db, row.order) : row.order;
      if (order.status !== 'payment_action_required')
        throw conflict(recoveryTexts.nothingToFix(order.status));
      if (order.paymentDueAt && order.paymentDueAt <= clock.now())
        throw conflict(recoveryTexts.windowEnded);
      await knownPaymentMethod(paymentMethodId, order.buyerEmail, userId);
      const [card] = await db
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.id, paymentMethodId),
            or(eq(paymentMethods.userId, userId), isNull(paymentMethods.userId)),
          ),
        );
      if (!card) throw notFound(recoveryTexts.paymentMethodNotFound);

      // One attempt per version of the order: submissions racing each other share the provider's
      // idempotency key, so at most one of them pays; a refused card moves the version on.
      const toFix = { order, version: order.updatedAt, title };
      const chargeNow = batchStatus === 'filled';
      const captureMethod = chargeNow ? 'automatic' : 'manual';
      const result: Authorization = confirmedIntentId
        ? await confirmedPayment(confirmedIntentId, {
            orderId: order.id,
            paymentMethodId,
            amountCents: order.totalCents,
            captureMethod,
          })
        : await payments.authorize({
            paymentMethodId,
            amountCents: order.totalCents,
            captureMethod,
            customerEmail: order.buyerEmail,
            metadata: {
              orderId: String(order.id),
              dealId: String(order.dealId),
              orderType: 'group',
            },
            idempotencyKey: `order-${order.id}-fix-${toFix.version.getTime()}`,
          });
      if (!result.ok) {
        // The bank waits for the shopper: the same version, so the confirmed payment still fits.
        if (result.reason === 'requires_action' && result.intentId && result.clientSecret) {
          return {
            kind: 'requires_action',
            message: recoveryTexts.bankWantsConfirmation,
            paymentIntentId: result.intentId,
            clientSecret: result.clientSecret,
          };
        }
        await recordRefusedFix(db, toFix, clock.now());
        throw new HttpError(402, result.message);
      }
      const fix = {
        paymentMethodId,
        intentId: result.intentId,
        captureBefore: result.captureBefore,
        charged: chargeNow,
      };
      const outcome = await settleFixedPayment(db, jobs, toFix, fix, clock.now());
      if (outcome === 'already-fixed') throw conflict(recoveryTexts.alreadyBeingFixed);
      const message = outcome === 'charged' ? recoveryTexts.charged : recoveryTexts.holdRenewed;
      const [updated] = await readOrders(db, eq(orders.id, orderId), clock.now());
      if (!updated) throw notFound(recoveryTexts.orderNotFound);
      return { kind: 'fixed', order: updated, message };
    },
  };

  /**
   * The payment the shopper confirmed with their bank, as the provider has it now: it must be
   * this order's, with this card, for its amount and kind (charge or hold).
   */
  async function confirmedPayment(
    intentId: string,
    expected: {
      orderId: number;
      paymentMethodId: string;
      amountCents: number;
      captureMethod: 'automatic' | 'manual';
    },
  ): Promise<Authorization> {
    const intent = await payments.retrieve(intentId);
    if (!intent) throw notFound(recoveryTexts.paymentNotFound);
    if (
      intent.metadata.orderId !== String(expected.orderId) ||
      intent.paymentMethodId !== expected.paymentMethodId ||
      intent.amountCents !== expected.amountCents ||
      intent.captureMethod !== expected.captureMethod
    ) {
      throw conflict(recoveryTexts.paymentOfAnotherOrder);
    }
    switch (intent.status) {
      case 'requires_capture':
      case 'succeeded':
        return { ok: true, intentId: intent.id, captureBefore: intent.captureBefore };
      case 'requires_action':
      case 'requires_confirmation':
        return {
          ok: false,
          reason: 'requires_action',
          message: recoveryTexts.bankWantsConfirmation,
          intentId: intent.id,
          clientSecret: intent.clientSecret,
        };
      case 'failed':
      case 'canceled':
        return {
          ok: false,
          reason: 'declined',
          message: intent.failureMessage ?? recoveryTexts.paymentNotFound,
          intentId: intent.id,
          clientSecret: null,
        };
    }
  }
}
