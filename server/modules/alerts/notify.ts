import { z } from 'zod';
import { defineJob } from '../../adapters/jobs/queue.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

/** Delivers one in-app notification by push and e-mail, as its shopper's preferences allow. */
export const deliverAlertJob = defineJob(
  'deliver-alert',
  z.object({ notificationId: z.number().int().positive() }),
  { lane: 'notify' },
);

export type ShopperAlert = { kind: string; title: string; body: string; url: string };

/**
 * E-mails one alert about a guest's order to the address the order was placed with: a guest has
 * no account, so no in-app notification, no push and no preferences to consult.
 */
export const mailGuestAlertJob = defineJob(
  'mail-guest-alert',
  z.object({
    email: z.string(),
    title: z.string(),
    body: z.string(),
    url: z.string(),
  }),
  { lane: 'notify' },
);

/** Whom an order's news goes to: its account, or, for a guest order, the e-mail it was placed with. */
export type OrderBuyer = { orderId: number; userId: number | null; buyerEmail: string };

/**
 * Tells a shopper about something that happened to their order: always the in-app notification
 * row, and a queued delivery by push and e-mail as their preferences allow. Both belong to the
 * caller's transaction, so an alert exists exactly when the change it reports does.
 */
export async function notifyShopper(
  tx: Db,
  jobs: JobQueue,
  userId: number | null,
  alert: ShopperAlert,
  now: Date,
): Promise<void> {
  if (userId === null) return;
  const [row] = await tx
    .insert(notifications)
    .values({ userId, ...alert, createdAt: now })
    .returning({ id: notifications.id });
  if (row)
    await jobs.enqueue(
      tx,
      deliverAlertJob,
      `notification:${row.id}`,
      { notificationId: row.id },
      now,
    );
}

/**
 * Tells an order's buyer about something that happened to it: a signed-in shopper as
 * `notifyShopper` does, a guest by e-mail to the order's address. Queued in the caller's
 * transaction, keyed by the order, the alert and the moment, so the e-mail exists exactly when
 * the change does and is sent once.
 */
export async function notifyBuyer(
  tx: Db,
  jobs: JobQueue,
  buyer: OrderBuyer,
  alert: ShopperAlert,
  now: Date,
): Promise<void> {
  if (buyer.userId !== null) return notifyShopper(tx, jobs, buyer.userId, alert, now);
  await jobs.enqueue(
    tx,
    mailGuestAlertJob,
    `order-${buyer.orderId}:${alert.kind}:${now.getTime()}`,
    { email: buyer.buyerEmail, title: alert.title, body: alert.body, url: alert.url },
    now,
  );
}
