import { eq } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { PushSender } from '../../adapters/push/sender.ts';
import type { Db } from '../../db/client.ts';
import { notifications, pushSubscriptions, users } from '../../db/schema.ts';
import { alertMail } from './alert-mail.ts';
import type { EmailLinks } from './email-links.ts';

export type DeliveryDeps = {
  db: Db;
  push: PushSender;
  mailer: Mailer;
  links: EmailLinks;
  storeName: string;
  publicUrl: string;
};

/**
 * Delivers one notification beyond the app: to every browser the shopper enabled push on, and
 * by e-mail when their profile allows it, with a one-click way to stop those e-mails. Subscriptions the push service calls gone are dropped.
 * Safe to run again: a retry may repeat a push, never lose one.
 */
export async function deliverAlert(
  { db, push, mailer, links, storeName, publicUrl }: DeliveryDeps,
  notificationId: number,
): Promise<void> {
  const [found] = await db
    .select({
      notification: notifications,
      email: users.email,
      emailAllowed: users.emailNotifications,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!found) return;
  const { notification } = found;
  const url = notification.url ?? '/orders';

  const browsers = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, notification.userId));
  for (const browser of browsers) {
    const outcome = await push.send(
      { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } },
      {
        title: notification.title,
        body: notification.body,
        url,
        tag: `${notification.kind}:${notification.id}`,
      },
    );
    if (outcome === 'gone')
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, browser.id));
  }

  if (found.emailAllowed) {
    await mailer.send(
      alertMail({
        storeName,
        to: found.email,
        title: notification.title,
        body: notification.body,
        url: `${publicUrl}${url}`,
        reason: 'profile',
        unsubscribe: await links.unsubscribe(found.email),
      }),
    );
  }
}

/**
 * E-mails an alert about a guest's order to the address it was placed with. The way out in the
 * mail stops that address's deal-alert e-mails; news of an order it placed still comes.
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
