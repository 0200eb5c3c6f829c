import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../adapters/clock.ts';
import { defineJob } from '../../adapters/jobs/queue.ts';
import type { JobHandlers, JobQueue } from '../../adapters/jobs/queue.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { ServerKeys } from '../../adapters/secrets.ts';
import type { Db } from '../../db/client.ts';
import { emailSubscribers, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { subjectOfLinkToken } from './email-link-token.ts';
import { signUpOfStamp } from './email-links.ts';
import type { EmailLinks } from './email-links.ts';
import { alreadySubscribedMail, confirmSubscriptionMail } from './subscription-mail.ts';
import { alertTexts } from './texts.ts';

/** A sign-up mails an address at most once in this long, however often it is repeated. */
export const SUBSCRIPTION_MAIL_INTERVAL_MS = 10 * 60_000;

/** The mail a sign-up asks for, sent from the notification lane so a failing SMTP server retries. */
export const subscriptionMailJob = defineJob('subscription-mail', z.object({ email: z.string() }), {
  lane: 'notify',
});

type Deps = { db: Db; clock: Clock; jobs: JobQueue; keys: () => Promise<ServerKeys> };

/**
 * Double opt-in sign-up. A new address, or one that unsubscribed before, waits for confirmation;
 * each sign-up queues one mail (the confirmation link, or "already subscribed" to a confirmed
 * address) unless the address was mailed within the interval. The answer never differs, so the
 * form tells nobody whether an address is on the list.
 */
export async function subscribe({ db, clock, jobs }: Deps, email: string): Promise<string> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .insert(emailSubscribers)
      .values({ email, subscribedAt: now })
      .onConflictDoNothing({ target: emailSubscribers.email });
    // Locked, so two sign-ups at once queue one mail between them.
    const [row] = await tx
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, email))
      .for('update');
    if (!row) return;
    if (row.unsubscribedAt !== null) {
      await tx
        .update(emailSubscribers)
        .set({ subscribedAt: now, confirmedAt: null, unsubscribedAt: null })
        .where(eq(emailSubscribers.id, row.id));
    }
    const mailedRecently =
      row.lastMailedAt !== null &&
      now.getTime() - row.lastMailedAt.getTime() < SUBSCRIPTION_MAIL_INTERVAL_MS;
    if (mailedRecently) return;
    await tx
      .update(emailSubscribers)
      .set({ lastMailedAt: now })
      .where(eq(emailSubscribers.id, row.id));
    await jobs.enqueue(tx, subscriptionMailJob, `${email}@${now.toISOString()}`, { email });
  });
  return alertTexts.checkInbox;
}

/**
 * Starts the deal alerts of the address a genuine confirmation link names, when the link was
 * mailed for the address's current sign-up. One conditional update decides, so an unsubscribe or
 * a new sign-up landing at the same moment can never be overwritten by an old link's confirmation.
 */
export async function confirm({ db, clock, keys }: Deps, token: string): Promise<string> {
  const subject = subjectOfLinkToken((await keys()).unsubscribe, 'confirm', token);
  if (subject?.stamp == null) throw badRequest(alertTexts.invalidConfirmLink);
  const { email, stamp } = subject;
  const signedUpAt = signUpOfStamp(stamp);
  if (!signedUpAt) throw notFound(alertTexts.confirmationEnded);
  // An old link must not bring back alerts the address has since turned off, nor confirm a
  // sign-up made after it.
  const current = and(
    eq(emailSubscribers.email, email),
    eq(emailSubscribers.subscribedAt, signedUpAt),
    isNull(emailSubscribers.unsubscribedAt),
  );
  const [started] = await db
    .update(emailSubscribers)
    .set({ confirmedAt: clock.now() })
    .where(and(current, isNull(emailSubscribers.confirmedAt)))
    .returning({ id: emailSubscribers.id });
  if (started) return alertTexts.confirmed;
  // Nothing started: only the words differ, whether this sign-up was confirmed before or ended.
  const [confirmedBefore] = await db
    .select({ id: emailSubscribers.id })
    .from(emailSubscribers)
    .where(and(current, isNotNull(emailSubscribers.confirmedAt)));
  if (!confirmedBefore) throw notFound(alertTexts.confirmationEnded);
  return alertTexts.alreadyConfirmed;
}

/**
 * Stops the deal alerts of the address a genuine unsubscribe link names: its subscription and,
 * for a shopper's account, the profile's deal alerts. Alerts only: the profile's e-mail setting
 * stays as its shopper chose, mail about their own orders and payments still comes, and so do
 * sign-in codes.
 */
export async function unsubscribe({ db, clock, keys }: Deps, token: string): Promise<string> {
  const subject = subjectOfLinkToken((await keys()).unsubscribe, 'unsubscribe', token);
  if (subject === null || subject.stamp !== null) throw badRequest(alertTexts.invalidLink);
  const { email } = subject;
  const now = clock.now();
  const stopped = await db.transaction(async (tx) => {
    const ended = await tx
      .update(emailSubscribers)
      .set({ unsubscribedAt: now })
      .where(and(eq(emailSubscribers.email, email), isNull(emailSubscribers.unsubscribedAt)))
      .returning({ id: emailSubscribers.id });
    const turnedOff = await tx
      .update(users)
      .set({ dealAlerts: false, updatedAt: now })
      .where(and(eq(users.email, email), eq(users.dealAlerts, true)))
      .returning({ id: users.id });
    return ended.length + turnedOff.length > 0;
  });
  if (stopped) return alertTexts.unsubscribed;
  const [subscriber] = await db
    .select({ id: emailSubscribers.id })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.email, email));
  const [shopper] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!subscriber && !shopper) throw notFound(alertTexts.noSubscription);
  return alertTexts.alreadyUnsubscribed;
}

/** Sends the mail a sign-up queued, as the address stands now. */
async function sendSubscriptionMail(
  { db, mailer, links, storeName }: Deps & { mailer: Mailer; links: EmailLinks; storeName: string },
  email: string,
): Promise<void> {
  const [row] = await db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email));
  if (!row || row.unsubscribedAt !== null) return;
  await mailer.send(
    row.confirmedAt === null
      ? confirmSubscriptionMail({
          storeName,
          to: email,
          confirmUrl: await links.confirm(email, row.subscribedAt),
        })
      : alreadySubscribedMail({
          storeName,
          to: email,
          unsubscribeUrl: (await links.unsubscribe(email)).page,
        }),
  );
}

/** What mails a subscription's confirmation link (or a reminder that it already stands). */
export function subscriptionJobHandlers(
  deps: Deps & { mailer: Mailer; links: EmailLinks; storeName: string },
): JobHandlers<readonly [typeof subscriptionMailJob]> {
  return { [subscriptionMailJob.queue]: ({ email }) => sendSubscriptionMail(deps, email) };
}
