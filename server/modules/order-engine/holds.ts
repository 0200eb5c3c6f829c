import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';

import { releaseHoldJob } from './jobs.ts';

/**
 * Queues the release of a card hold, durably and once per intent: an order may own several holds
 * over its life (a renewal, a new card), and each is let go exactly once whoever asks first.
 */
export function releaseHold(tx: Db, jobs: JobQueue, intentId: string, reason: string) {
  return jobs.enqueue(tx, releaseHoldJob, `intent-${intentId}`, { intentId, reason });
}
