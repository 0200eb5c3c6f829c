import type { Clock } from '../../adapters/clock.ts';
import type { JobHandlers, JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider, RefundResult } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import {
  awaitedRefunds,
  findRefund,
  providerRefundKey,
  settleRefund,
  settleRefundJob,
} from '../order-engine/service.ts';
import type { ClaimedRefund } from '../order-engine/service.ts';
import { auditedTransaction } from './audit.ts';
import { lockedOrderDetail, orderAuditView, readOrderDetail } from './order-console.ts';

type Deps = { db: Db; clock: Clock; jobs: JobQueue; payments: PaymentProvider };

/**
 * A refund claimed this long ago and still pending is asked about again in the background: by
 * then the operator's own request has had its answer or given up on it.
 */
export const REFUND_ANSWER_GRACE_MS = 60_000;
/** How often a process looks for refunds still waiting. */
const SWEEP_EVERY_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * Asks the provider for a claimed refund under the refund's own key, so however often it is
 * asked (a retried request, the background settlement, both at once) it refunds once. A throw
 * (the provider's trouble, or ours on the way) is an answer we do not have.
 */
async function askProvider(
  payments: PaymentProvider,
  refund: ClaimedRefund,
): Promise<RefundResult> {
  try {
    return await payments.refund(
      refund.paymentIntentId,
      providerRefundKey(refund.id),
      refund.amountCents,
    );
  } catch (error) {
    return { outcome: 'unknown', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Asks the provider about a pending refund and settles a definite answer, with the audit row of
 * the operator who asked for it in the same transaction (a refund made moves the order and
 * remakes the receipt; a refused one frees its amount). An unknown answer changes nothing: the
 * refund stays pending, its amount still counted against what may be refunded.
 */
export async function settleWithProvider(
  { db, clock, jobs, payments }: Deps,
  refund: ClaimedRefund,
): Promise<RefundResult> {
  const answer = await askProvider(payments, refund);
  if (answer.outcome === 'unknown') return answer;
  const actor = { userId: refund.actorUserId, email: refund.actorEmail };
  await auditedTransaction(db, clock, actor, async (tx, now, audit) => {
    const before = await lockedOrderDetail(tx, refund.orderId);
    const outcome =
      answer.outcome === 'refunded'
        ? { ok: true as const }
        : { ok: false as const, message: answer.message };
    const { settled } = await settleRefund(tx, jobs, refund.id, outcome, now);
    if (!settled || answer.outcome !== 'refunded' || !before) return;
    // Read again after the settlement, so the row shows the order as the refund left it.
    const after = await readOrderDetail(tx, refund.orderId);
    if (!after) throw new Error(`order ${refund.orderId} of refund ${refund.id} is gone`);
    await audit({
      action: 'order.refund',
      entity: 'order',
      entityId: refund.orderId,
      before: orderAuditView(before),
      after: {
        ...orderAuditView(after),
        refund: { id: refund.id, amount_cents: refund.amountCents, reason: refund.reason },
      },
    });
  });
  return answer;
}

/**
 * Settles refunds whose answer never came (a timeout, the provider's 5xx, a request that died):
 * a sweep queues each refund pending past REFUND_ANSWER_GRACE_MS, once an hour per refund, and
 * the job asks the provider under the refund's key, failing (so the queue retries with backoff)
 * while the answer is still unknown.
 */
export function registerRefundSettlementSweep(deps: Deps): void {
  const { db, clock, jobs } = deps;
  let lastRunAt: Date | null = null;

  jobs.sweep(async () => {
    const now = clock.now();
    // Measured both ways, so a clock set back (a corrected system clock) does not stop it.
    if (lastRunAt && Math.abs(now.getTime() - lastRunAt.getTime()) < SWEEP_EVERY_MS) return;
    const waiting = await awaitedRefunds(db, new Date(now.getTime() - REFUND_ANSWER_GRACE_MS));
    const hour = Math.floor(now.getTime() / HOUR_MS);
    for (const refund of waiting)
      await jobs.enqueue(db, settleRefundJob, `refund-${refund.id}-hour-${hour}`, {
        refundId: refund.id,
      });
    lastRunAt = now;
  });
}

/** What asks the provider again about a refund still waiting for its answer. */
export function refundSettlementJobHandlers(
  deps: Deps,
): JobHandlers<readonly [typeof settleRefundJob]> {
  return {
    [settleRefundJob.queue]: async ({ refundId }) => {
      const refund = await findRefund(deps.db, refundId);
      if (refund?.status !== 'pending') return;
      const answer = await settleWithProvider(deps, refund);
      if (answer.outcome === 'unknown')
        throw new Error(`refund ${refundId} still has no answer: ${answer.message}`);
    },
  };
}
