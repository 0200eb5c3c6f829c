import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { batches, deals, orders } from '../../db/schema.ts';
import { deliverAlert } from './delivery.ts';
import type { DeliveryDeps } from './delivery.ts';
import { DELIVER_ALERT, notifyShopper } from './notify.ts';
import { alertTexts } from './texts.ts';

export const LAST_HOUR_REMINDER = 'last-hour-reminder';
const HOUR_MS = 3_600_000;

type Deps = DeliveryDeps & { clock: Clock; jobs: JobQueue };

/**
 * Queues one reminder per open group whose deal closes within the hour while units are still
 * missing; the queue's (queue, key) uniqueness makes "once per group" hold across processes.
 */
async function queueLastHourReminders({ db, clock, jobs }: Deps): Promise<void> {
  const now = clock.now();
  const closing = await db
    .select({ batchId: batches.id })
    .from(batches)
    .innerJoin(deals, eq(deals.id, batches.dealId))
    .where(
      and(
        eq(batches.status, 'open'),
        lt(batches.reservedUnits, batches.size),
        gt(batches.reservedUnits, 0),
        gt(deals.expiryDate, now),
        lte(deals.expiryDate, new Date(now.getTime() + HOUR_MS)),
      ),
    );
  for (const { batchId } of closing) {
    await jobs.enqueue(db, LAST_HOUR_REMINDER, `batch:${batchId}`, { batchId }, now);
  }
}

/** Tells every member of a group still short of units that it closes within the hour. */
async function remindGroup({ db, clock, jobs }: Deps, batchId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await tx
      .select({
        userId: orders.userId,
        title: deals.title,
        encodedId: deals.encodedId,
        missing: sql<number>`${batches.size} - ${batches.reservedUnits}`,
      })
      .from(orders)
      .innerJoin(batches, eq(batches.id, orders.batchId))
      .innerJoin(deals, eq(deals.id, orders.dealId))
      .where(
        and(
          eq(orders.batchId, batchId),
          eq(orders.status, 'pending_charge'),
          eq(batches.status, 'open'),
        ),
      );
    for (const member of members) {
      await notifyShopper(
        tx,
        jobs,
        member.userId,
        alertTexts.lastHour(member.title, member.missing, member.encodedId),
        clock.now(),
      );
    }
  });
}

/** Alerts run in the notification lane: a push service that hangs never holds up a charge. */
export function registerAlertJobs(deps: Deps): void {
  const notify = { lane: 'notify' } as const;
  deps.jobs.handle(
    DELIVER_ALERT,
    (data) => deliverAlert(deps, Number(data.notificationId)),
    notify,
  );
  deps.jobs.handle(LAST_HOUR_REMINDER, (data) => remindGroup(deps, Number(data.batchId)), notify);
  deps.jobs.sweep(() => queueLastHourReminders(deps), notify);
}
