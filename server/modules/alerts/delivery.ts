import { and, eq, isNull } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { PushSender } from '../../adapters/push/sender.ts';
import type { Db } from '../../db/client.ts';
import { notifications, pushSubscriptions, sessions, users } from '../../db/schema.ts';
import { alertMail } from './alert-mail.ts';
import { appBadgeCount } from './app-badge.ts';
import { PACED_KINDS, paceDealAlert } from './deal-alert-pace.ts';
import type { PaceDeps } from './deal-alert-pace.ts';
import type { EmailLinks } from './email-links.ts';
import { declarativePush } from './push-message.ts';

export type DeliveryDeps = {
  db: Db;
  push: PushSender;
  mailer: Mailer;
  links: EmailLinks;
  storeName: string;
  publicUrl: string;
};

/**
 * The notifications that are alerts: news of deals and nudges a shopper may turn off. Every
 * other kind is about a shopper's own order and money (charged, a card to fix, refunded,
 * shipped...), which is always mailed, so a kind added later is never silenced by mistake.
 */
const ALERT_KINDS: ReadonlySet<string> = new Set(['new_deal', 'group_closing']);

/**
 * Pushes one notification to every browser the shopper enabled push on while signed in there: a
 * phone the shopper logged out of (a shared one, now someone else's) hears nothing more about
 * their orders. The push is declarative (push-message.ts), carrying the shopper's app badge
 * count as it stands now. Subscriptions the push service calls gone are dropped.
 */
async function pushToBrowsers(
  { db, push, publicUrl }: DeliveryDeps,
  notification: typeof notifications.$inferSelect,
  path: string,
): Promise<void> {
  const browsers = await db
    .select({ browser: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(
      and(
        eq(pushSubscriptions.userId, notification.userId),
        eq(sessions.userId, notification.userId),
        isNull(sessions.revokedAt),
      ),
    );
  if (browsers.length === 0) return;
  const message = declarativePush(
    { ...notification, path },
    publicUrl,
    await appBadgeCount(db, notification.userId),
  );
  for (const { browser } of browsers) {
    const outcome = await push.send(
      { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } },
      message,
    );
    if (outcome === 'gone')
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, browser.id));
  }
}

/**
 * Delivers one notification beyond the app: by push and by e-mail. News of the shopper's own
 * order always comes both ways, at once. An alert is pushed only while the shopper keeps deal
 * alerts on (their profile, or the unsubscribe link of an alert mail, turns them off), and mailed
 * only while e-mail is on too, with a one-click way to stop them; news of a deal also keeps to
 * the shopper's pace (deal-alert-pace.ts). Safe to run again: a retry may repeat a push, never
 * lose one.
 */
export async function deliverAlert(
  deps: DeliveryDeps & PaceDeps,
  notificationId: number,
): Promise<void> {
  const { db, mailer, links, storeName, publicUrl } = deps;
  const [found] = await db
    .select({
      notification: notifications,
      email: users.email,
      emailAllowed: users.emailNotifications,
      alertsAllowed: users.dealAlerts,
      isDemo: users.isDemo,
      pace: {
        dealAlertsPerDay: users.dealAlertsPerDay,
        quietHoursFrom: users.quietHoursFrom,
        quietHoursTo: users.quietHoursTo,
        timeZone: users.timeZone,
      },
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!found) return;
  const { notification } = found;
  const url = notification.url ?? '/orders';
  const isAlert = ALERT_KINDS.has(notification.kind);
  const paced = PACED_KINDS.has(notification.kind) && found.alertsAllowed;
  if (paced && (await paceDealAlert(deps, notification, found.pace)) !== 'send') return;

  if (!isAlert || found.alertsAllowed) await pushToBrowsers(deps, notification, url);

  // A demo shopper's address can never receive mail (docs/decisions/0043): none is sent to it.
  if (!found.isDemo && (!isAlert || (found.emailAllowed && found.alertsAllowed))) {
    await mailer.send(
      alertMail({
        storeName,
        to: found.email,
        title: notification.title,
        body: notification.body,
        url: `${publicUrl}${url}`,
        reason: isAlert ? 'profile' : 'order',
        unsubscribe: await links.unsubscribe(found.email),
      }),
    );
  }
}

/**
 * E-mails news of a guest's order to the address it was placed with. The way out in the mail
 * stops that address's deal-alert e-mails; news of an order it placed still comes.
 */
export async function deliverGuestAlert(
  { mailer, links, storeName, publicUrl }: DeliveryDeps,
  alert: { email: string; title: string; body: string; url: string },
): Promise<void> {
  await mailer.send(
    alertMail({
      storeName,
      to: alert.email,
      title: alert.title,
      body: alert.body,
      url: `${publicUrl}${alert.url}`,
      reason: 'order',
      unsubscribe: await links.unsubscribe(alert.email),
    }),
  );
}
