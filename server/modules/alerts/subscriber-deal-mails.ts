import { and, asc, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../adapters/clock.ts';
import { defineJob } from '../../adapters/jobs/queue.ts';
import type { JobHandlers, JobQueue } from '../../adapters/jobs/queue.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db } from '../../db/client.ts';
import { emailSubscribers } from '../../db/schema.ts';
import { alertMail } from './alert-mail.ts';
import type { EmailLinks } from './email-links.ts';
import { forgetDeliveriesLater } from './forget-deliveries.ts';
import { sendOnce } from './send-once.ts';
import type { ShopperAlert } from './notify.ts';

/** Subscribers per job: one job stays well inside its time limit however long the list. */
const MAIL_BATCH = 200;

/**
 * A page of a new deal's e-mail to confirmed subscribers: those after this id, or, when `through`
 * is set, the rest of a page that ran out of time, up to that id.
 */
export const subscriberDealMailsJob = defineJob(
  'new-deal-subscribers',
  z.object({
    dealId: z.number().int().positive(),
    after: z.number().int().min(0),
    through: z.number().int().positive().optional(),
    alert: z.object({ kind: z.string(), title: z.string(), body: z.string(), url: z.string() }),
  }),
  { lane: 'notify' },
);
type MailPage = z.output<typeof subscriberDealMailsJob.payload>;

/** A page's job key: the deal, where the page starts and, for the rest of a page, where it ends. */
const mailPageKey = ({ dealId, after, through }: MailPage) =>
  [`deal-${dealId}`, after > 0 && `after-${after}`, through && `through-${through}`]
    .filter(Boolean)
    .join('-');

/**
 * Queues a new deal's e-mail to every confirmed deal-alert subscriber, in the caller's
 * transaction; keyed by the deal, so a deal is mailed about at most once.
 */
export async function queueSubscriberDealMails(
  tx: Db,
  jobs: JobQueue,
  dealId: number,
  alert: ShopperAlert,
): Promise<void> {
  const first = { dealId, after: 0, alert };
  await jobs.enqueue(tx, subscriberDealMailsJob, mailPageKey(first), first);
}

type Deps = {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  mailer: Mailer;
  links: EmailLinks;
  storeName: string;
  publicUrl: string;
};

/**
 * Mails one page of confirmed subscribers (double opt-in: an unconfirmed address gets nothing).
 * The next page is queued before this one sends, so another process can mail it meanwhile; each
 * address is claimed and marked in `alert_deliveries` (send-once.ts), so a page run again after
 * a crash or a mail server failing midway mails nobody twice and skips nobody. A page stops
 * starting mails after a third of the job's time limit and queues its own rest.
 */
async function mailSubscribers(deps: Deps, page: MailPage): Promise<void> {
  const { db, clock, jobs, mailer, links, storeName, publicUrl } = deps;
  const { dealId, after, through, alert } = page;
  const subscribers = await db
    .select({ id: emailSubscribers.id, email: emailSubscribers.email })
    .from(emailSubscribers)
    .where(
      and(
        gt(emailSubscribers.id, after),
        through === undefined ? undefined : lte(emailSubscribers.id, through),
        isNotNull(emailSubscribers.confirmedAt),
        isNull(emailSubscribers.unsubscribedAt),
      ),
    )
    .orderBy(asc(emailSubscribers.id))
    .limit(MAIL_BATCH);
  if (through === undefined && subscribers.length < MAIL_BATCH)
    await forgetDeliveriesLater(deps, { alert: `deal-${dealId}`, channel: 'mail' });
  const last = subscribers.at(-1);
  if (!last) return;
  if (through === undefined && subscribers.length === MAIL_BATCH) {
    const next = { dealId, after: last.id, alert };
    await jobs.enqueue(db, subscriberDealMailsJob, mailPageKey(next), next);
  }
  const stoppedAfter = await sendOnce({
    db,
    clock,
    alert: `deal-${dealId}`,
    channel: 'mail',
    recipients: subscribers,
    // Elapsed time, not the store's clock: the budget is about the job's time limit.
    stopAt: performance.now() + jobs.timeLimitMs / 3,
    send: async (subscriber) =>
      mailer.send(
        alertMail({
          storeName,
          to: subscriber.email,
          title: alert.title,
          body: alert.body,
          url: `${publicUrl}${alert.url}`,
          reason: 'subscription',
          unsubscribe: await links.unsubscribe(subscriber.email),
        }),
      ),
  });
  if (stoppedAfter !== null) {
    const rest = { dealId, after: stoppedAfter, through: last.id, alert };
    await jobs.enqueue(db, subscriberDealMailsJob, mailPageKey(rest), rest);
  }
}

/** What mails one page of a deal's alert to its confirmed e-mail subscribers. */
export function subscriberDealMailHandlers(
  deps: Deps,
): JobHandlers<readonly [typeof subscriberDealMailsJob]> {
  return { [subscriberDealMailsJob.queue]: (data) => mailSubscribers(deps, data) };
}
