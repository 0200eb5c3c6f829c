import { randomUUID } from 'node:crypto';
import type {
  AdminOrderDetail,
  RefundOrderRequest,
  ShipOrderRequest,
} from '../../../contract/admin-console.ts';
import type { FulfilmentEvent } from '../../../contract/admin.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, conflict, notFound } from '../../http/errors.ts';
import {
  advanceFulfilment,
  claimRefund,
  consoleTexts,
  providerRefundKey,
  settleRefund,
  shipOrder,
} from '../order-engine/service.ts';
import { actAs, recordAudit } from './audit.ts';
import type { Operator } from './audit.ts';
import { readOrderDetail } from './order-console.ts';
import { adminTexts } from './texts.ts';

type Deps = { db: Db; clock: Clock; jobs: JobQueue; payments: PaymentProvider };

/** The operator's request key: their Idempotency-Key, or a fresh one when they sent none. */
export type RefundKey = { key: string | undefined; fingerprint: string };

/** What the audit log keeps of an order before and after an action. */
const auditView = (order: AdminOrderDetail) => ({
  status: order.status,
  captured_cents: order.captured_cents,
  refunded_cents: order.refunded_cents,
  shipment: order.shipment,
});

export function createOrderActions({ db, clock, jobs, payments }: Deps) {
  async function detail(orderId: number): Promise<AdminOrderDetail> {
    const order = await readOrderDetail(db, orderId);
    if (!order) throw notFound(adminTexts.orderNotFound);
    return order;
  }

  return {
    detail,

    /**
     * Refunds part or all of what was captured, through the payment provider. The amount is
     * claimed under the order's lock first (so refunds never add up past the capture), then the
     * provider is asked with a key of that claim, then the outcome is settled with its audit
     * row. A retry under the same Idempotency-Key finds its refund and asks the provider at
     * most once more, with the same key: one refund at the provider whatever happens.
     */
    async refund(
      operator: Operator,
      orderId: number,
      request: RefundOrderRequest,
      key: RefundKey,
    ): Promise<{ order: AdminOrderDetail; message: string }> {
      const before = await detail(orderId);
      const claim = await db.transaction((tx) =>
        claimRefund(
          tx,
          {
            orderId,
            amountCents: request.amount_cents,
            reason: request.reason,
            requestKey: `admin:${operator.userId}:${key.key ?? randomUUID()}`,
            fingerprint: key.fingerprint,
            actorUserId: operator.userId,
            actorEmail: operator.email,
          },
          clock.now(),
        ),
      );
      if (claim.kind === 'not-found') throw notFound(adminTexts.orderNotFound);
      if (claim.kind === 'refused') throw new HttpError(claim.status, claim.message);
      const { refund } = claim;
      if (refund.status === 'failed')
        throw conflict(consoleTexts.providerRefused(refund.failureMessage ?? ''));
      if (refund.status === 'pending') {
        let outcome: { ok: true } | { ok: false; message: string };
        try {
          await payments.refund(
            refund.paymentIntentId,
            providerRefundKey(refund.id),
            refund.amountCents,
          );
          outcome = { ok: true };
        } catch (error) {
          outcome = { ok: false, message: error instanceof Error ? error.message : String(error) };
        }
        await db.transaction(async (tx) => {
          await actAs(tx, operator);
          const now = clock.now();
          const { settled } = await settleRefund(tx, jobs, refund.id, outcome, now);
          if (settled && outcome.ok)
            await recordAudit(tx, operator, now, {
              action: 'order.refund',
              entity: 'order',
              entityId: orderId,
              before: auditView(before),
              after: {
                ...auditView(before),
                refund: { id: refund.id, amount_cents: refund.amountCents, reason: refund.reason },
              },
            });
        });
        if (!outcome.ok) throw conflict(consoleTexts.providerRefused(outcome.message));
      }
      const order = await detail(orderId);
      return { order, message: adminTexts.refunded(refund.amountCents) };
    },

    /** Records the parcel and moves the order to fulfilled; the shopper is told the tracking. */
    async ship(
      operator: Operator,
      orderId: number,
      request: ShipOrderRequest,
    ): Promise<AdminOrderDetail> {
      const before = await detail(orderId);
      await db.transaction(async (tx) => {
        await actAs(tx, operator);
        const now = clock.now();
        const outcome = await shipOrder(
          tx,
          jobs,
          orderId,
          {
            carrier: request.carrier,
            trackingNumber: request.tracking_number,
            actorEmail: operator.email,
          },
          now,
        );
        if (outcome.kind === 'not-found') throw notFound(adminTexts.orderNotFound);
        if (outcome.kind === 'refused') throw conflict(outcome.message);
        await recordAudit(tx, operator, now, {
          action: 'order.ship',
          entity: 'order',
          entityId: orderId,
          before: auditView(before),
          after: {
            ...auditView(before),
            status: outcome.status,
            shipment: { carrier: request.carrier, tracking_number: request.tracking_number },
          },
        });
      });
      return detail(orderId);
    },

    /** One fulfilment step, with its audit row in the step's transaction. */
    async advance(operator: Operator, orderId: number, event: FulfilmentEvent): Promise<void> {
      const before = await detail(orderId);
      await db.transaction(async (tx) => {
        await actAs(tx, operator);
        const now = clock.now();
        const outcome = await advanceFulfilment(tx, jobs, orderId, event, now);
        if (outcome.kind === 'not-found') throw notFound(adminTexts.orderNotFound);
        if (outcome.kind === 'refused') throw conflict(outcome.message);
        if (outcome.kind === 'changed') throw conflict(adminTexts.orderChanged);
        await recordAudit(tx, operator, now, {
          action: 'order.advance',
          entity: 'order',
          entityId: orderId,
          before: auditView(before),
          after: { ...auditView(before), status: outcome.status, event },
        });
      });
    },
  };
}
