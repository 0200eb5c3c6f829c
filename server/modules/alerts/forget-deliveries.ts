import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../adapters/clock.ts';
import { defineJob } from '../../adapters/jobs/queue.ts';
import type { JobHandlers, JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { alertDeliveries } from '../../db/schema.ts';
import type { FanOutChannel } from './delivery-marks.ts';

/**
 * How long after an alert's last page started its deliveries are kept. A page that fails is
 * retried at most ten times with waits of at most ten minutes, so a day after the last page
 * nothing of the alert runs again, and nothing needs its rows to avoid sending twice.
 */
export const DELIVERIES_KEPT_MS = 24 * 3_600_000;
/** Rows dropped per statement: each stays short, however large the category. */
const DROPPED_PER_STATEMENT = 5_000;

const forgetDeliveriesJob = defineJob(
  'forget-alert-deliveries',
  z.object({ alert: z.string(), channel: z.enum(['push', 'mail']) }),
  { lane: 'notify' },
);
/** The job of forgetting a finished alert's deliveries. */
export const forgetDeliveriesJobs = [forgetDeliveriesJob] as const;

type Deps = { db: Db; clock: Clock; jobs: JobQueue };
type Delivered = { alert: string; channel: FanOutChannel };

/**
 * Queues, with an alert's last page on a channel, the dropping of the alert's `alert_deliveries`
 * rows on that channel once `DELIVERIES_KEPT_MS` have passed (docs/decisions/0044-fan-out-at-library-speed.md).
 */
export async function forgetDeliveriesLater(
  { db, clock, jobs }: Deps,
  { alert, channel }: Delivered,
): Promise<void> {
  const at = new Date(clock.now().getTime() + DELIVERIES_KEPT_MS);
  await jobs.enqueue(db, forgetDeliveriesJob, `${channel}:${alert}`, { alert, channel }, at);
}

/** Drops a finished alert's rows on one channel, a few thousand per statement. */
async function forgetDeliveries({ db }: Pick<Deps, 'db'>, { alert, channel }: Delivered) {
  const ofAlert = and(eq(alertDeliveries.alert, alert), eq(alertDeliveries.channel, channel));
  for (;;) {
    const dropped = await db
      .delete(alertDeliveries)
      .where(
        and(
          ofAlert,
          inArray(
            alertDeliveries.recipientId,
            db
              .select({ id: alertDeliveries.recipientId })
              .from(alertDeliveries)
              .where(ofAlert)
              .orderBy(asc(alertDeliveries.recipientId))
              .limit(DROPPED_PER_STATEMENT),
          ),
        ),
      )
      .returning({ id: alertDeliveries.recipientId });
    if (dropped.length < DROPPED_PER_STATEMENT) return;
  }
}

/** What forgets a finished alert's deliveries. */
export function forgetDeliveriesHandlers(deps: Deps): JobHandlers<typeof forgetDeliveriesJobs> {
  return { [forgetDeliveriesJob.queue]: (delivered) => forgetDeliveries(deps, delivered) };
}
