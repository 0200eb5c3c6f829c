import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import { z } from 'zod';
import { defineJob } from '../../adapters/jobs/queue.ts';
import type { JobHandlers, JobQueue } from '../../adapters/jobs/queue.ts';
import { batches, deals, orders } from '../../db/schema.ts';
import type { ServerKeys } from '../../adapters/secrets.ts';
import { deliverAlert, deliverGuestAlert } from './delivery.ts';
import type { DeliveryDeps } from './delivery.ts';
import { createEmailLinks } from './email-links.ts';
import { forgetDeliveriesHandlers, forgetDeliveriesJobs } from './forget-deliveries.ts';
import { deliverAlertJob, mailGuestAlertJob, notifyBuyer } from './notify.ts';
import { mailOrderConfirmation, orderConfirmationJob } from './order-confirmation.ts';
import { subscriberDealMailHandlers, subscriberDealMailsJob } from './subscriber-deal-mails.ts';
import { subscriptionJobHandlers, subscriptionMailJob } from './subscriptions.ts';
import { alertTexts } from './texts.ts';

/** Tells the members of a group still short of units that it closes within the hour. */
const lastHourReminderJob = defineJob(
  'last-hour-reminder',
  z.object({ batchId: z.number().int().positive() }),
  { lane: 'notify' },
);
const HOUR_MS = 3_600_000;

type Deps = DeliveryDeps & { clock: Clock; jobs: JobQueue };
type RegisterDeps = Omit<Deps, 'links'> & { keys: () => Promise<ServerKeys> };

/**
 * Queues one reminder per open group whose deal closes within the hour while units are still
 * missing; the queue's (queue, key) uniqueness makes "once per group" hold across processes.
 */
async function queueLastHourReminders({
  db,
  clock,
  jobs,
}: Pick<Deps, 'db' | 'clock' | 'jobs'>): Promise<void> {
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
    await jobs.enqueue(db, lastHourReminderJob, `batch:${batchId}`, { batchId }, now);
  }
}

/**
 * Tells every member of a group still short of units that it closes within the hour; a member
 * who joined as a guest, by e-mail at the address they ordered with.
 */
async function remindGroup({ db, clock, jobs }: Deps, batchId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await tx
      .select({
        orderId: orders.id,
        userId: orders.userId,
        buyerEmail: orders.buyerEmail,
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
      await notifyBuyer(
        tx,
        jobs,
        member,
        alertTexts.lastHour(member.title, member.missing, member.encodedId),
        clock.now(),
      );
    }
  });
}

/** The alerts' jobs; they run in the notification lane, so a hung push never holds up a charge. */
export const alertJobs = [
  deliverAlertJob,
  mailGuestAlertJob,
  orderConfirmationJob,
  lastHourReminderJob,
  subscriptionMailJob,
  subscriberDealMailsJob,
  ...forgetDeliveriesJobs,
] as const;

/**
 * What runs the alerts' jobs: deliveries, order confirmations, last-hour reminders, subscription
 * and deal mails, and forgetting who a finished alert reached.
 */
export function alertJobHandlers(given: RegisterDeps): JobHandlers<typeof alertJobs> {
  const deps = { ...given, links: createEmailLinks(given) };
  return {
    ...subscriptionJobHandlers(deps),
    ...subscriberDealMailHandlers(deps),
    ...forgetDeliveriesHandlers(deps),
    [deliverAlertJob.queue]: ({ notificationId }) => deliverAlert(deps, notificationId),
    [mailGuestAlertJob.queue]: (alert) => deliverGuestAlert(deps, alert),
    [orderConfirmationJob.queue]: ({ orderId }) => mailOrderConfirmation(deps, orderId),
    [lastHourReminderJob.queue]: ({ batchId }) => remindGroup(deps, batchId),
  };
}

/** Queues the last-hour reminders of groups about to close short of units. */
export function registerAlertSweeps(deps: Pick<Deps, 'db' | 'clock' | 'jobs'>): void {
  deps.jobs.sweep(() => queueLastHourReminders(deps), { lane: 'notify' });
}
