import { and, asc, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import { z } from 'zod';
import { defineJob } from '../../adapters/jobs/queue.ts';
import type { JobHandlers, JobQueue } from '../../adapters/jobs/queue.ts';
import type { PushSender } from '../../adapters/push/sender.ts';
import type { Db } from '../../db/client.ts';
import {
  categories,
  deals,
  notifications,
  products,
  pushSubscriptions,
  subcategories,
  users,
} from '../../db/schema.ts';
import { effectiveDealStatus } from '../../domain/deal-progress.ts';
import { centsToDecimal } from '../../domain/money.ts';
import {
  forgetDeliveriesLater,
  notifyShopper,
  queueSubscriberDealMails,
  sendOnce,
} from '../alerts/service.ts';
import { shopperFollowsCategory, visitorFollowsCategory } from './deal-alert-audience.ts';
import { newDealAlert } from './texts.ts';

export const NEW_DEAL_SHOPPERS = 'new-deal-shoppers';
/**
 * The next page of a deal's alert: the recipients after this id. `send` marks an operator's
 * own send from the console, its own alert beside the deal's first announcement: its key (one
 * per send, so a retried request sends nothing twice) and when the operator sent it.
 */
const fanOut = z.object({
  dealId: z.number().int().positive(),
  after: z.number().int().min(0),
  /** Set on the rest of a page that ran out of time: the page's last recipient. */
  through: z.number().int().positive().optional(),
  send: z.object({ key: z.string(), at: z.string() }).optional(),
});
/** The next page of a deal's alert: signed-in shoppers who follow its category, by id. */
const newDealShoppersJob = defineJob(NEW_DEAL_SHOPPERS, fanOut, { lane: 'notify' });
/** The next page of a new deal's alert: browsers subscribed without an account, by id. */
const newDealVisitorsJob = defineJob('new-deal-visitors', fanOut, { lane: 'notify' });
/** The jobs of a new deal's alerts. */
export const dealAlertJobs = [newDealShoppersJob, newDealVisitorsJob] as const;
/** One page of a deal's alert: the recipients after this id. */
type AlertPage = z.infer<typeof fanOut>;

/** The alert a page belongs to: the deal, and the operator's send if it is one. */
const alertKey = ({ dealId, send }: AlertPage) =>
  [`deal-${dealId}`, send && `send-${send.key}`].filter(Boolean).join('-');
/** A page's job key: its alert, where the page starts and, for the rest of a page, where it ends. */
const pageKey = (page: AlertPage) =>
  [
    alertKey(page),
    page.after > 0 && `after-${page.after}`,
    page.through && `through-${page.through}`,
  ]
    .filter(Boolean)
    .join('-');
/** Recipients per job: one job's transaction stays short however many follow a category. */
export const FAN_OUT_BATCH = 200;

type Deps = { db: Db; clock: Clock; jobs: JobQueue; push: PushSender };

/**
 * Queues the "new deal in a followed category" alert of a deal, in the caller's transaction, to
 * go out when the deal opens: at `opensAt` (its start, when that lies ahead), else at once.
 * Keyed by the deal, so a deal is announced at most once however often it is saved or activated.
 */
export async function queueNewDealAlerts(
  tx: Db,
  jobs: JobQueue,
  dealId: number,
  opensAt?: Date,
): Promise<void> {
  for (const job of dealAlertJobs)
    await jobs.enqueue(tx, job, `deal-${dealId}`, { dealId, after: 0 }, opensAt);
}

/**
 * Moves a deal's announcement not sent yet to its new start, in the caller's transaction: a
 * deal scheduled earlier is announced as it opens, not at the start it had when it was queued.
 */
export async function moveNewDealAlerts(
  tx: Db,
  jobs: JobQueue,
  dealId: number,
  opensAt: Date,
): Promise<void> {
  for (const job of dealAlertJobs) await jobs.reschedule(tx, job, `deal-${dealId}`, opensAt);
}

/**
 * Queues an operator's own send of a deal's alert to its category's followers, in the caller's
 * transaction: its own alert, so shoppers told before are told again. False, and nothing
 * queued, when this send's key was queued before (the same request again).
 */
export async function queueDealAlertSend(
  tx: Db,
  jobs: JobQueue,
  dealId: number,
  send: { key: string; at: Date },
): Promise<boolean> {
  const page = { dealId, after: 0, send: { key: send.key, at: send.at.toISOString() } };
  // The unique (queue, key) decides, so two copies of one request in flight cannot both send.
  if (!(await jobs.enqueue(tx, newDealShoppersJob, pageKey(page), page))) return false;
  await jobs.enqueue(tx, newDealVisitorsJob, pageKey(page), page);
  return true;
}

/** The deal as its alert describes it, or null when it is no longer worth announcing. */
async function announceableDeal(db: Db, dealId: number, now: Date) {
  const [deal] = await db
    .select({
      title: deals.title,
      encodedId: deals.encodedId,
      status: deals.status,
      expiryDate: deals.expiryDate,
      startsAt: deals.startsAt,
      priceCents: deals.groupDealPriceCents,
      categoryId: categories.id,
      categoryName: categories.name,
    })
    .from(deals)
    .innerJoin(products, eq(products.id, deals.productId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(eq(deals.id, dealId));
  if (!deal || effectiveDealStatus(deal.status, deal.expiryDate, now) !== 'active') return null;
  return { ...deal, alert: newDealAlert({ ...deal, price: centsToDecimal(deal.priceCents) }) };
}

/** An announceable deal and the time it was read at. */
type DealToAnnounce = {
  deal: NonNullable<Awaited<ReturnType<typeof announceableDeal>>>;
  now: Date;
};

/**
 * The deal a page of its alert announces, with the time it was read at; null when the page has
 * nothing to do now: the deal is no longer worth announcing, or it has not opened yet (its start
 * lies ahead, or was moved later since the alert was queued), in which case the page is queued
 * again for the opening, since an alert must not send anyone to a deal not yet shown.
 */
async function dealToAnnounceNow(
  { db, clock, jobs }: Pick<Deps, 'db' | 'clock' | 'jobs'>,
  job: (typeof dealAlertJobs)[number],
  page: AlertPage,
): Promise<DealToAnnounce | null> {
  const now = clock.now();
  const deal = await announceableDeal(db, page.dealId, now);
  if (!deal) return null;
  const { startsAt } = deal;
  if (startsAt && startsAt > now) {
    const key = `${pageKey(page)}-opens-${startsAt.getTime()}`;
    await jobs.enqueue(db, job, key, page, startsAt);
    return null;
  }
  return { deal, now };
}

/**
 * Tells one batch of signed-in shoppers who want deal alerts for the deal's category (profile
 * preferences), then queues the next batch. The batch's notifications and the next job commit
 * together, and a shopper already told about the deal (by an operator's send: by this send,
 * whose notices carry its time) is skipped, so a rerun tells nobody twice.
 */
async function alertShoppers(
  { db, jobs }: Deps,
  { deal, now }: DealToAnnounce,
  { dealId, after, send }: AlertPage,
): Promise<void> {
  const toldAt = send ? new Date(send.at) : now;
  const alreadyTold = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, users.id),
        eq(notifications.kind, deal.alert.kind),
        eq(notifications.url, deal.alert.url),
        send ? eq(notifications.createdAt, toldAt) : undefined,
      ),
    );
  await db.transaction(async (tx) => {
    const recipients = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          gt(users.id, after),
          shopperFollowsCategory({ id: deal.categoryId, name: deal.categoryName }),
          notExists(alreadyTold),
        ),
      )
      .orderBy(asc(users.id))
      .limit(FAN_OUT_BATCH);
    for (const { id } of recipients) await notifyShopper(tx, jobs, id, deal.alert, toldAt);
    // The first announcement also hands the deal to the e-mail subscribers' mailing, once per
    // deal: they asked for every new deal, not for a category's, so an operator's send is not
    // theirs.
    if (after === 0 && !send) await queueSubscriberDealMails(tx, jobs, dealId, deal.alert);
    const last = recipients.at(-1);
    if (recipients.length === FAN_OUT_BATCH && last) {
      const next = { dealId, after: last.id, send };
      await jobs.enqueue(tx, newDealShoppersJob, pageKey(next), next);
    }
  });
}

/**
 * Pushes the alert to one batch of visitors' browsers (no account, so no profile: the categories
 * saved with the subscription decide). The next batch is queued before this one sends, so
 * another process pushes it meanwhile; each browser is claimed and marked in `alert_deliveries`
 * (sendOnce), so a batch run again after a crash pushes nobody twice and skips nobody. A batch
 * stops starting pushes once it has used a third of the job's time limit and queues its own
 * rest, so slow push services shrink the batches instead of getting the job abandoned.
 * Subscriptions the push service calls gone are dropped; a push that failed is tried again by
 * the page's retry.
 */
async function alertVisitors(
  { db, clock, jobs, push }: Deps,
  { deal }: DealToAnnounce,
  page: AlertPage,
): Promise<void> {
  const { dealId, after, through, send } = page;
  const browsers = await db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        gt(pushSubscriptions.id, after),
        through === undefined ? undefined : lte(pushSubscriptions.id, through),
        visitorFollowsCategory({ id: deal.categoryId, name: deal.categoryName }),
      ),
    )
    .orderBy(asc(pushSubscriptions.id))
    .limit(FAN_OUT_BATCH);
  if (through === undefined && browsers.length < FAN_OUT_BATCH)
    await forgetDeliveriesLater({ db, clock, jobs }, { alert: alertKey(page), channel: 'push' });
  const last = browsers.at(-1);
  if (!last) return;
  if (through === undefined && browsers.length === FAN_OUT_BATCH) {
    const next = { dealId, after: last.id, send };
    await jobs.enqueue(db, newDealVisitorsJob, pageKey(next), next);
  }
  const message = {
    title: deal.alert.title,
    body: deal.alert.body,
    url: deal.alert.url,
    tag: `${deal.alert.kind}:${dealId}`,
  };
  const stoppedAfter = await sendOnce({
    db,
    clock,
    alert: alertKey(page),
    channel: 'push',
    recipients: browsers,
    // Elapsed time, not the store's clock: the budget is about the job's time limit.
    stopAt: performance.now() + jobs.timeLimitMs / 3,
    async send(browser) {
      const target = {
        endpoint: browser.endpoint,
        keys: { p256dh: browser.p256dh, auth: browser.auth },
      };
      const outcome = await push.send(target, message);
      if (outcome === 'gone')
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, browser.id));
      // Left unsent, so the page's retry tries this browser again (a dropped connection, a 5xx).
      if (outcome === 'failed') throw new Error(`the push to browser ${browser.id} failed`);
    },
  });
  if (stoppedAfter !== null) {
    const rest = { dealId, after: stoppedAfter, through: last.id, send };
    await jobs.enqueue(db, newDealVisitorsJob, pageKey(rest), rest);
  }
}

/**
 * Deal alerts run in the notification lane: a push service that hangs never holds up a charge.
 * A page is sent only once its deal is open (`dealToAnnounceNow`).
 */
export function dealAlertJobHandlers(deps: Deps): JobHandlers<typeof dealAlertJobs> {
  const whenOpen =
    (
      job: (typeof dealAlertJobs)[number],
      send: (deps: Deps, announced: DealToAnnounce, page: AlertPage) => Promise<void>,
    ) =>
    async (page: AlertPage) => {
      const announced = await dealToAnnounceNow(deps, job, page);
      if (announced) await send(deps, announced, page);
    };
  return {
    [newDealShoppersJob.queue]: whenOpen(newDealShoppersJob, alertShoppers),
    [newDealVisitorsJob.queue]: whenOpen(newDealVisitorsJob, alertVisitors),
  };
}
