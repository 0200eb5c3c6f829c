import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { orders, paymentCaptures, refunds } from '../../db/schema.ts';
import { isRefundable, nextOrderStatus, statusesAllowing } from '../../domain/order-status.ts';
import type { OrderStatus } from '../../domain/order-status.ts';
import { notifyBuyer } from '../alerts/service.ts';
import { consoleTexts } from './console-texts.ts';
import { makeReceiptJob } from './jobs.ts';
import { lockOrderWithTitle } from './locked-order.ts';

export type RefundRequest = {
  orderId: number;
  /** Undefined: everything captured and not yet refunded. */
  amountCents: number | undefined;
  reason: string;
  /** One refund per key: a retried request finds the refund its first attempt claimed. */
  requestKey: string;
  fingerprint: string;
  actorUserId: number;
  actorEmail: string;
};

export type ClaimedRefund = typeof refunds.$inferSelect;

export type RefundClaim =
  | { kind: 'claimed'; refund: ClaimedRefund }
  | { kind: 'not-found' }
  | { kind: 'refused'; status: 400 | 409 | 422; message: string };

/** Captured, refunded, and still waiting for the provider's answer, for one order, in cents. */
export async function refundFigures(tx: Db, orderId: number) {
  const [captured] = await tx
    .select({ cents: paymentCaptures.amountCents })
    .from(paymentCaptures)
    .where(and(eq(paymentCaptures.orderId, orderId), eq(paymentCaptures.status, 'succeeded')));
  const [given] = await tx
    .select({
      refunded: sql<string>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'succeeded'), 0)`,
      pending: sql<string>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'pending'), 0)`,
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return {
    capturedCents: captured?.cents ?? null,
    refundedCents: Number(given?.refunded ?? 0),
    /** Claimed and not settled: counted against what may still be refunded until it is. */
    pendingCents: Number(given?.pending ?? 0),
  };
}

/**
 * Claims a refund on an order in the caller's transaction, before the provider is asked: the
 * order row is locked, so the claims of concurrent refunds add up to at most what was captured.
 * A request key already used answers its refund (or 422 when the request differs).
 */
export async function claimRefund(tx: Db, request: RefundRequest, now: Date): Promise<RefundClaim> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, request.orderId))
    .for('update');
  if (!order) return { kind: 'not-found' };
  const [earlier] = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.requestKey, request.requestKey));
  if (earlier) {
    return earlier.fingerprint === request.fingerprint && earlier.orderId === order.id
      ? { kind: 'claimed', refund: earlier }
      : { kind: 'refused', status: 422, message: consoleTexts.keyReused };
  }
  const status = order.status as OrderStatus;
  if (status === 'pending_charge' || status === 'payment_action_required')
    return { kind: 'refused', status: 409, message: consoleTexts.refundOfHold };
  if (!isRefundable(order.orderType, status))
    return { kind: 'refused', status: 409, message: consoleTexts.notRefundable(status) };
  const { capturedCents, refundedCents, pendingCents } = await refundFigures(tx, order.id);
  if (capturedCents === null || !order.paymentIntentId)
    return { kind: 'refused', status: 409, message: consoleTexts.nothingCaptured };
  const remaining = capturedCents - refundedCents - pendingCents;
  if (remaining <= 0)
    return {
      kind: 'refused',
      status: 409,
      message:
        pendingCents > 0 ? consoleTexts.refundAwaited(pendingCents) : consoleTexts.fullyRefunded,
    };
  const amountCents = request.amountCents ?? remaining;
  if (amountCents > remaining)
    return {
      kind: 'refused',
      status: 400,
      message: consoleTexts.overRefund(remaining, capturedCents, pendingCents),
    };
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentIntentId: order.paymentIntentId,
      amountCents,
      reason: request.reason,
      status: 'pending',
      actorUserId: request.actorUserId,
      actorEmail: request.actorEmail,
      requestKey: request.requestKey,
      fingerprint: request.fingerprint,
      createdAt: now,
    })
    .returning();
  if (!refund) throw new Error('refund not claimed');
  return { kind: 'claimed', refund };
}

/** The provider's idempotency key of a claimed refund: every retry of it asks for the same one. */
export const providerRefundKey = (refundId: number) => `refund-${refundId}`;

/**
 * Refunds claimed before `claimedBefore` and still waiting for the provider's answer (it timed
 * out, failed in between, or the request died): the background settlement asks again for them.
 */
export function awaitedRefunds(db: Db, claimedBefore: Date): Promise<ClaimedRefund[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, claimedBefore)))
    .orderBy(asc(refunds.id));
}

/** The refund as stored now; undefined for an unknown id. */
export async function findRefund(db: Db, refundId: number): Promise<ClaimedRefund | undefined> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return refund;
}

/**
 * Settles a claimed refund in the caller's transaction once the provider answered for good. A
 * refund made moves the order to refunded (nothing left) or partially_refunded, tells the buyer
 * (a guest by e-mail) and makes the receipt again with the refund on it; a refused one frees its
 * amount. Settling an already settled refund changes nothing (a retry of a request that had
 * finished).
 */
export async function settleRefund(
  tx: Db,
  jobs: JobQueue,
  refundId: number,
  outcome: { ok: true } | { ok: false; message: string },
  now: Date,
): Promise<{ settled: boolean }> {
  const [refund] = await tx
    .update(refunds)
    .set(
      outcome.ok
        ? { status: 'succeeded', settledAt: now }
        : { status: 'failed', settledAt: now, failureMessage: outcome.message },
    )
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  if (!refund || !outcome.ok) return { settled: refund !== undefined };
  const row = await lockOrderWithTitle(tx, refund.orderId);
  if (!row) throw new Error(`order ${refund.orderId} of refund ${refund.id} is gone`);
  const { capturedCents, refundedCents } = await refundFigures(tx, refund.orderId);
  // Whole once everything captured is given back; a refund still awaited elsewhere is not yet.
  const whole = capturedCents !== null && refundedCents >= capturedCents;
  const event = whole ? 'refund_all' : 'refund_part';
  const status = row.order.status as OrderStatus;
  // An order can only be refunded from a refundable status; the claim checked it under the lock.
  const next = nextOrderStatus(row.order.orderType, status, event);
  await tx
    .update(orders)
    .set({ status: next, updatedAt: now })
    .where(
      and(
        eq(orders.id, refund.orderId),
        inArray(orders.status, statusesAllowing(row.order.orderType, event)),
      ),
    );
  await notifyBuyer(
    tx,
    jobs,
    { orderId: refund.orderId, userId: row.order.userId, buyerEmail: row.order.buyerEmail },
    { ...consoleTexts.refunded(row.title, refund.amountCents, whole), url: '/orders' },
    now,
  );
  // Keyed by the refund: the receipt is made again with every refund on it.
  await jobs.enqueue(tx, makeReceiptJob, `order-${refund.orderId}-refund-${refund.id}`, {
    orderId: refund.orderId,
  });
  return { settled: true };
}
