import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { JobHandlers, JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { orders, paymentCaptures } from '../../db/schema.ts';
import {
  initialOrderStatus,
  nextOrderStatus,
  statusesAllowing,
} from '../../domain/order-status.ts';
import { queueOrderConfirmation } from '../alerts/service.ts';
import { queueReceipt } from './receipt-queue.ts';
import { releaseHold } from './holds.ts';
import { captureSoloOrderJob } from './jobs.ts';
import { giveBackStock } from './stock.ts';

/**
 * The request that recorded a solo order captures it within seconds; the job waits this long so
 * it only finishes what a process that died in between left, instead of racing the request.
 */
export const SOLO_CAPTURE_GRACE_MS = 60_000;

type Deps = { db: Db; clock: Clock; payments: PaymentProvider; jobs: JobQueue };

export type NewSoloOrder = Omit<
  typeof orders.$inferInsert,
  'orderType' | 'status' | 'batchId' | 'id' | 'paymentIntentId'
> & { id: number; paymentIntentId: string };

export type SoloCaptureOutcome = { ok: true } | { ok: false; message: string };

const refusedWithoutMessage = 'Your card was declined.';

/**
 * Records a solo buy before any money moves, in the caller's transaction: the order waiting for
 * its capture, the claim on that capture, and the job that captures it should this process die
 * before it does. False, and nothing written, when an order already holds the payment intent.
 */
export async function recordSoloOrder(
  tx: Db,
  jobs: JobQueue,
  order: NewSoloOrder,
  now: Date,
): Promise<boolean> {
  const [inserted] = await tx
    .insert(orders)
    .values({ ...order, orderType: 'solo', status: initialOrderStatus('solo'), batchId: null })
    .onConflictDoNothing({ target: orders.paymentIntentId })
    .returning({ id: orders.id });
  if (!inserted) return false;
  await tx.insert(paymentCaptures).values({
    orderId: order.id,
    paymentIntentId: order.paymentIntentId,
    amountCents: order.totalCents,
    status: 'pending',
    createdAt: now,
  });
  await jobs.enqueue(
    tx,
    captureSoloOrderJob,
    `order-${order.id}`,
    { orderId: order.id },
    new Date(now.getTime() + SOLO_CAPTURE_GRACE_MS),
  );
  return true;
}

/**
 * Captures a recorded solo order's hold and settles the order: paid, with its receipt and
 * confirmation mail queued; or, when the card refuses, payment_failed with the hold released. Safe to repeat and to race (the
 * request, a retry, the job): the provider call carries the order's key, so the card is charged
 * once, and only the first settlement of the pending capture is written.
 */
export async function captureSoloOrder(
  { db, clock, payments, jobs }: Deps,
  orderId: number,
): Promise<SoloCaptureOutcome> {
  const claim = await captureOf(db, orderId);
  if (claim.status !== 'pending') return outcomeOf(claim);
  const result = await payments.capture(claim.paymentIntentId, `order-${orderId}-capture`);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(paymentCaptures)
      .set(
        result.ok
          ? { status: 'succeeded', capturedAt: now, attempts: claim.attempts + 1 }
          : { status: 'failed', failureMessage: result.message, attempts: claim.attempts + 1 },
      )
      .where(and(eq(paymentCaptures.orderId, orderId), eq(paymentCaptures.status, 'pending')))
      .returning({ id: paymentCaptures.id });
    if (!settled) return;
    const event = result.ok ? 'capture_succeeded' : 'capture_failed';
    const [order] = await tx
      .update(orders)
      .set({ status: nextOrderStatus('solo', 'pending_charge', event), updatedAt: now })
      .where(and(eq(orders.id, orderId), inArray(orders.status, statusesAllowing('solo', event))))
      .returning({ dealId: orders.dealId, quantity: orders.quantity });
    if (result.ok) {
      await queueReceipt(tx, jobs, orderId);
      await queueOrderConfirmation(tx, jobs, orderId);
      return;
    }
    await releaseHold(tx, jobs, claim.paymentIntentId, 'capture failed');
    // Nothing was sold: the units the order took go back to the deal's stock.
    if (order) await giveBackStock(tx, order.dealId, order.quantity);
  });
  return outcomeOf(await captureOf(db, orderId));
}

/** What finishes the capture of a solo order whose request died before capturing it. */
export function soloChargeJobHandlers(
  deps: Deps,
): JobHandlers<readonly [typeof captureSoloOrderJob]> {
  return {
    [captureSoloOrderJob.queue]: async ({ orderId }) => {
      await captureSoloOrder(deps, orderId);
    },
  };
}

async function captureOf(db: Db, orderId: number) {
  const [claim] = await db
    .select()
    .from(paymentCaptures)
    .where(eq(paymentCaptures.orderId, orderId));
  if (!claim) throw new Error(`solo order ${orderId} has no capture`);
  return claim;
}

function outcomeOf(claim: typeof paymentCaptures.$inferSelect): SoloCaptureOutcome {
  if (claim.status === 'succeeded') return { ok: true };
  if (claim.status === 'pending')
    throw new Error(`the capture of order ${claim.orderId} is unsettled`);
  return { ok: false, message: claim.failureMessage ?? refusedWithoutMessage };
}
