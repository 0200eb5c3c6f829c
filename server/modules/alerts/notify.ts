import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export const DELIVER_ALERT = 'deliver-alert';

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
      DELIVER_ALERT,
      `notification:${row.id}`,
      { notificationId: row.id },
      now,
    );
}
