import type {
  AdminOrderDetail,
  OrderParcel,
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
  shipOrder,
} from '../order-engine/service.ts';
import { auditedTransaction } from './audit.ts';
import type { AuditRecord, Operator } from './audit.ts';
import { lockedOrderDetail, orderAuditView, readOrderDetail } from './order-console.ts';
import { settleWithProvider } from './refund-settlement.ts';
import { adminTexts } from './texts.ts';

type Deps = { db: Db; clock: Clock; jobs: JobQueue; payments: PaymentProvider };

/** The operator's Idempotency-Key (required) and the request's fingerprint. */
export type RefundKey = { key: string; fingerprint: string };

/**
 * 503: the provider gave no answer on a refund, which stays pending; the operator may retry with
 * the same Idempotency-Key after `retryAfterSeconds`.
 */
export class RefundUnconfirmed extends HttpError {
  readonly retryAfterSeconds = 5;

  constructor(message: string) {
    super(503, message);
  }
}

/** Whether the order already went out with this very parcel. */
const alreadyShipped = (order: AdminOrderDetail, parcel: ShipOrderRequest) =>
  order.shipment?.carrier === parcel.carrier &&
  order.shipment.tracking_number === parcel.tracking_number;

/** The order as it stands; in an action's transaction, as the action left it (its audit row's after). */
async function detailIn(tx: Db, orderId: number): Promise<AdminOrderDetail> {
  const order = await readOrderDetail(tx, orderId);
  if (!order) throw notFound(adminTexts.orderNotFound);
  return order;
}

/** An operator's audited transaction, as a step taken inside it sees it. */
type AuditedStep = {
  tx: Db;
  now: Date;
  audit: (record: AuditRecord) => Promise<void>;
  operator: Operator;
};

/** Why an order did not ship: the answer's error and the order as the operator knows it. */
type ShipRefusal = { error: HttpError; orderNumber: string };

export function createOrderActions({ db, clock, jobs, payments }: Deps) {
  /**
   * Ships one order in the caller's audited transaction: the parcel recorded by the order
   * engine, the order moved to fulfilled, and the audit row. The order's refusal is answered,
   * not thrown, so a caller of several can say which order it was.
   */
  async function shipIn(
    { tx, now, audit, operator }: AuditedStep,
    orderId: number,
    request: ShipOrderRequest,
  ): Promise<ShipRefusal | null> {
    const before = await lockedOrderDetail(tx, orderId);
    if (!before) return { error: notFound(adminTexts.orderNotFound), orderNumber: `#${orderId}` };
    if (alreadyShipped(before, request)) return null;
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
    if (outcome.kind === 'not-found')
      return { error: notFound(adminTexts.orderNotFound), orderNumber: before.order_number };
    if (outcome.kind === 'refused')
      return { error: conflict(outcome.message), orderNumber: before.order_number };
    await audit({
      action: 'order.ship',
      entity: 'order',
      entityId: orderId,
      before: orderAuditView(before),
      after: orderAuditView(await detailIn(tx, orderId)),
    });
    return null;
  }

  const detail = (orderId: number) => detailIn(db, orderId);

  return {
    detail,

    /**
     * Refunds part or all of what was captured, through the payment provider. The amount is
     * claimed under the order's lock first (so refunds never add up past the capture), then the
     * provider is asked with a key of that claim, then a definite answer is settled with its
     * audit row. Without one (a timeout, the provider's 5xx) the claim stays pending and the
     * operator gets a 503 to retry: a retry under the same Idempotency-Key finds its refund and
     * asks again with the same key, as does the background settlement. One refund at the
     * provider whatever happens.
     */
    async refund(
      operator: Operator,
      orderId: number,
      request: RefundOrderRequest,
      key: RefundKey,
    ): Promise<{ order: AdminOrderDetail; message: string }> {
      const claim = await db.transaction((tx) =>
        claimRefund(
          tx,
          {
            orderId,
            amountCents: request.amount_cents,
            reason: request.reason,
            requestKey: `admin:${operator.userId}:${key.key}`,
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
        const answer = await settleWithProvider({ db, clock, jobs, payments }, refund);
        if (answer.outcome === 'refused')
          throw conflict(consoleTexts.providerRefused(answer.message));
        if (answer.outcome === 'unknown')
          throw new RefundUnconfirmed(consoleTexts.refundUnconfirmed(refund.amountCents));
      }
      const order = await detail(orderId);
      return { order, message: adminTexts.refunded(refund.amountCents) };
    },

    /**
     * Records the parcel and moves the order to fulfilled; the shopper is told the tracking. The
     * same parcel sent again for an order it already shipped (a retry after a lost answer)
     * answers the order as it stands and changes nothing, rather than refusing what was done.
     */
    async ship(
      operator: Operator,
      orderId: number,
      request: ShipOrderRequest,
    ): Promise<AdminOrderDetail> {
      await auditedTransaction(db, clock, operator, async (tx, now, audit) => {
        const refusal = await shipIn({ tx, now, audit, operator }, orderId, request);
        if (refusal) throw refusal.error;
      });
      return detail(orderId);
    },

    /**
     * Ships several orders, each with its parcel, as `ship` ships one (each audited), in one
     * transaction: all of them, or none when one cannot ship, named in the refusal.
     */
    async shipMany(operator: Operator, parcels: OrderParcel[]): Promise<number[]> {
      await auditedTransaction(db, clock, operator, async (tx, now, audit) => {
        for (const { order_id: orderId, ...parcel } of parcels) {
          const refusal = await shipIn({ tx, now, audit, operator }, orderId, parcel);
          if (refusal)
            throw new HttpError(
              refusal.error.status,
              adminTexts.orderNotShipped(refusal.orderNumber, refusal.error.message),
            );
        }
      });
      return parcels.map((parcel) => parcel.order_id);
    },

    /** One fulfilment step, with its audit row in the step's transaction. */
    async advance(operator: Operator, orderId: number, event: FulfilmentEvent): Promise<void> {
      await auditedTransaction(db, clock, operator, async (tx, now, audit) => {
        const before = await lockedOrderDetail(tx, orderId);
        if (!before) throw notFound(adminTexts.orderNotFound);
        const outcome = await advanceFulfilment(tx, jobs, orderId, event, now);
        if (outcome.kind === 'not-found') throw notFound(adminTexts.orderNotFound);
        if (outcome.kind === 'refused') throw conflict(outcome.message);
        if (outcome.kind === 'changed') throw conflict(adminTexts.orderChanged);
        await audit({
          action: 'order.advance',
          entity: 'order',
          entityId: orderId,
          before: orderAuditView(before),
          after: { ...orderAuditView(await detailIn(tx, orderId)), event },
        });
      });
    },
  };
}
