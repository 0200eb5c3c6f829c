import { and, eq, sql } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { jobs as jobRows, orders } from '../../db/schema.ts';
import { releaseHoldJob } from './jobs.ts';

/**
 * Queues the release of a card hold, durably and once per intent and reason: an order may own
 * several holds over its life (a renewal, a new card), and each is let go whoever asks first.
 * The reason is part of the key because a release skipped while the hold still backed an order
 * (see `holdBacksPendingOrder`) must not swallow a later, real one such as a cancel.
 */
export function releaseHold(tx: Db, jobs: JobQueue, intentId: string, reason: string) {
  return jobs.enqueue(tx, releaseHoldJob, `intent-${intentId}-${reason}`, { intentId, reason });
}

/**
 * Whether an order still waiting for its charge stands on this hold. Two copies of one checkout
 * (a double submit) share a hold: the copy that lost asks for its release, which must not take
 * the hold from the order the other copy recorded.
 */
export async function holdBacksPendingOrder(db: Db, intentId: string): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentIntentId, intentId), eq(orders.status, 'pending_charge')))
    .limit(1);
  return order !== undefined;
}

/**
 * Whether a release of this hold was ever asked for. An attempt that gave its hold up (no room,
 * a database blip) and is retried under the same key gets the same hold back from the provider's
 * idempotency; a hold once given up is never recorded on an order again.
 */
export async function holdWasGivenUp(db: Db, intentId: string): Promise<boolean> {
  const [release] = await db
    .select({ id: jobRows.id })
    .from(jobRows)
    .where(
      and(eq(jobRows.queue, releaseHoldJob.queue), sql`${jobRows.data}->>'intentId' = ${intentId}`),
    )
    .limit(1);
  return release !== undefined;
}
