import { and, asc, gt, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../adapters/jobs/queue.ts';
import type { JobHandlers, JobQueue } from '../../adapters/jobs/queue.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db } from '../../db/client.ts';
import { emailSubscribers } from '../../db/schema.ts';
import { alertMail } from './alert-mail.ts';
import type { EmailLinks } from './email-links.ts';
import type { ShopperAlert } from './notify.ts';

/** Subscribers per job: one job stays well inside its time limit however long the list. */
const MAIL_BATCH = 200;

/** The next page of a new deal's e-mail to confirmed subscribers, by subscriber id. */
export const subscriberDealMailsJob = defineJob(
  'new-deal-subscribers',
  z.object({
    dealId: z.number().int().positive(),
    after: z.number().int().min(0),
    alert: z.object({ kind: z.string(), title: z.string(), body: z.string(), url: z.string() }),
  }),
  { lane: 'notify' },
);

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
  await jobs.enqueue(tx, subscriberDealMailsJob, `deal-${dealId}`, { dealId, after: 0, alert });
}

type Deps = {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  links: EmailLinks;
  storeName: string;
  publicUrl: string;
};

/**
 * Mails one page of confirmed subscribers (double opt-in: an unconfirmed address gets nothing),
 * then queues the rest from the last one mailed. A page stops early after a third of the job's
 * time limit, and a mail server failing midway hands the rest to the next job, so a retry
 * repeats no mail that went out.
 */
async function mailSubscribers(
  { db, jobs, mailer, links, storeName, publicUrl }: Deps,
  { dealId, after, alert }: z.output<typeof subscriberDealMailsJob.payload>,
): Promise<void> {
  const subscribers = await db
    .select({ id: emailSubscribers.id, email: emailSubscribers.email })
    .from(emailSubscribers)
    .where(
      and(
        gt(emailSubscribers.id, after),
        isNotNull(emailSubscribers.confirmedAt),
        isNull(emailSubscribers.unsubscribedAt),
      ),
    )
    .orderBy(asc(emailSubscribers.id))
    .limit(MAIL_BATCH);
  // Elapsed time, not the store's clock: the budget is about the job's time limit.
  const stopAt = performance.now() + jobs.timeLimitMs / 3;
  let lastMailed: number | null = null;
  let failure: unknown = null;
  for (const subscriber of subscribers) {
    if (lastMailed !== null && performance.now() > stopAt) break;
    try {
      await mailer.send(
        alertMail({
          storeName,
          to: subscriber.email,
          title: alert.title,
          body: alert.body,
          url: `${publicUrl}${alert.url}`,
          reason: 'subscription',
          unsubscribe: await links.unsubscribe(subscriber.email),
        }),
      );
    } catch (error) {
      failure = error;
      break;
    }
    lastMailed = subscriber.id;
  }
  // Nothing went out: the queue retries this same page later.
  if (failure !== null && lastMailed === null) throw failure;
  const cutShort = lastMailed !== subscribers.at(-1)?.id;
  if (lastMailed !== null && (cutShort || subscribers.length === MAIL_BATCH)) {
    await jobs.enqueue(db, subscriberDealMailsJob, `deal-${dealId}-after-${lastMailed}`, {
      dealId,
      after: lastMailed,
      alert,
    });
  }
}

/** What mails one page of a deal's alert to its confirmed e-mail subscribers. */
export function subscriberDealMailHandlers(
  deps: Deps,
): JobHandlers<readonly [typeof subscriberDealMailsJob]> {
  return { [subscriberDealMailsJob.queue]: (data) => mailSubscribers(deps, data) };
}
