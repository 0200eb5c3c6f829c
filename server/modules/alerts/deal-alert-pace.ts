import { and, count, eq, gt } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { dealAlertDeliveries, users } from '../../db/schema.ts';
import { quietUntil } from '../../domain/quiet-hours.ts';
import { deliverAlertJob } from './notify.ts';

const DAY_MS = 24 * 3_600_000;

/** The notifications that are news of deals, which a shopper's pace governs (docs/decisions/0025). */
export const PACED_KINDS: ReadonlySet<string> = new Set(['new_deal']);

/** A shopper's pace as stored with their account. */
export type StoredPace = Pick<
  typeof users.$inferSelect,
  'dealAlertsPerDay' | 'quietHoursFrom' | 'quietHoursTo' | 'timeZone'
>;

export type PaceDeps = { db: Db; clock: Clock; jobs: JobQueue };

/**
 * Whether one deal alert goes out now. In the shopper's quiet hours it is queued again for the
 * window's end ('held'); otherwise it takes one of their sends of the last 24 hours, or is
 * 'dropped' when they have had their most. The shopper's row is locked while counting, so two
 * processes delivering at once never both take the last send; the decision is kept per
 * notification, so a retried delivery gets the same answer.
 */
export async function paceDealAlert(
  { db, clock, jobs }: PaceDeps,
  notification: { id: number; userId: number },
  pace: StoredPace,
): Promise<'send' | 'held' | 'dropped'> {
  const now = clock.now();
  const { quietHoursFrom: from, quietHoursTo: to } = pace;
  const quietEnds =
    from !== null && to !== null ? quietUntil({ from, to }, pace.timeZone ?? 'UTC', now) : null;
  if (quietEnds) {
    await jobs.enqueue(
      db,
      deliverAlertJob,
      `notification:${notification.id}:after-quiet-${quietEnds.getTime()}`,
      { notificationId: notification.id },
      quietEnds,
    );
    return 'held';
  }
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, notification.userId))
      .for('update');
    const [decided] = await tx
      .select({ sent: dealAlertDeliveries.sent })
      .from(dealAlertDeliveries)
      .where(eq(dealAlertDeliveries.notificationId, notification.id));
    if (decided) return decided.sent ? 'send' : 'dropped';
    const [today] = await tx
      .select({ sent: count() })
      .from(dealAlertDeliveries)
      .where(
        and(
          eq(dealAlertDeliveries.userId, notification.userId),
          eq(dealAlertDeliveries.sent, true),
          gt(dealAlertDeliveries.decidedAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    const sent = (today?.sent ?? 0) < pace.dealAlertsPerDay;
    await tx.insert(dealAlertDeliveries).values({
      notificationId: notification.id,
      userId: notification.userId,
      sent,
      decidedAt: now,
    });
    return sent ? 'send' : 'dropped';
  });
}
