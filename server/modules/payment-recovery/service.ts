import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Order } from '../../../contract/orders.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentsService } from '../payments/service.ts';
import { batches, deals, orders, paymentCaptures, paymentMethods } from '../../db/schema.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { nextOrderStatus } from '../../domain/order-status.ts';
import { HttpError, conflict, notFound } from '../../http/errors.ts';
import { notifyShopper } from '../alerts/notify.ts';
import { queueHoldRelease } from '../groups/holds.ts';
import { notificationTexts } from '../groups/texts.ts';
import { readOrders } from '../orders/order-view.ts';
import { queueReceipt } from '../receipts/queue.ts';
import { recoveryTexts } from './texts.ts';

export type PaymentRecoveryService = ReturnType<typeof createPaymentRecoveryService>;

/**
 * DESIGN 4's way back for an order whose payment needs action: the shopper gives a new card
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
    ): Promise<{ order: Order; message: string }> {
      const [row] = await db
        .select({ order: orders, batchStatus: batches.status, title: deals.title })
        .from(orders)
        .innerJoin(deals, eq(deals.id, orders.dealId))
        .innerJoin(batches, eq(batches.id, orders.batchId))
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!row) throw notFound(recoveryTexts.orderNotFound);
      const { order, batchStatus, title } = row;
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
      const version = order.updatedAt;
      const unchanged = and(
        eq(orders.id, order.id),
        eq(orders.status, 'payment_action_required'),
        eq(orders.updatedAt, version),
      );
      const chargeNow = batchStatus === 'filled';
      const result = await payments.authorize({
        paymentMethodId,
        amountCents: order.totalCents,
        captureMethod: chargeNow ? 'automatic' : 'manual',
        customerEmail: order.buyerEmail,
        metadata: { orderId: String(order.id), dealId: String(order.dealId), orderType: 'group' },
        idempotencyKey: `order-${order.id}-fix-${version.getTime()}`,
      });
      if (!result.ok) {
        await db
          .update(orders)
          .set({
            updatedAt: sql`greatest(${clock.now().toISOString()}::timestamptz, ${orders.updatedAt} + interval '1 millisecond')`,
          })
          .where(unchanged);
        throw new HttpError(
          402,
          result.reason === 'requires_action'
            ? recoveryTexts.bankWantsConfirmation
            : result.message,
        );
      }
      const now = clock.now();
      const message = await db.transaction(async (tx) => {
        const event = chargeNow ? 'payment_fixed' : 'hold_renewed';
        const moved = await tx
          .update(orders)
          .set({
            status: nextOrderStatus('group', 'payment_action_required', event),
            paymentMethodId,
            paymentIntentId: result.intentId,
            holdExpiresAt: chargeNow ? null : result.captureBefore,
            paymentDueAt: null,
            updatedAt: now,
          })
          .where(unchanged)
          .returning({ id: orders.id });
        if (moved.length === 0) return null;
        if (order.paymentIntentId)
          await queueHoldRelease(tx, jobs, order.paymentIntentId, 'card replaced');
        if (!chargeNow) return recoveryTexts.holdRenewed;
        await tx
          .insert(paymentCaptures)
          .values({
            orderId: order.id,
            paymentIntentId: result.intentId,
            amountCents: order.totalCents,
            status: 'succeeded',
            attempts: 1,
            createdAt: now,
            capturedAt: now,
          })
          .onConflictDoUpdate({
            target: paymentCaptures.orderId,
            set: {
              paymentIntentId: result.intentId,
              status: 'succeeded',
              failureMessage: null,
              attempts: sql`${paymentCaptures.attempts} + 1`,
              capturedAt: now,
            },
          });
        await notifyShopper(
          tx,
          jobs,
          order.userId,
          {
            ...notificationTexts.charged(title, centsToDecimal(order.totalCents)),
            url: '/orders',
          },
          now,
        );
        await queueReceipt(tx, jobs, order.id);
        return recoveryTexts.charged;
      });
      if (message === null) throw conflict(recoveryTexts.alreadyBeingFixed);
      const [updated] = await readOrders(db, eq(orders.id, orderId), clock.now());
      if (!updated) throw notFound(recoveryTexts.orderNotFound);
      return { order: updated, message };
    },
  };
}
