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
