import { and, isNull, lt } from 'drizzle-orm';
import { alertDeliveries } from '../../db/schema.ts';
import { deliveryMarks } from './delivery-marks.ts';
import type { DeliveryTarget } from './delivery-marks.ts';

/**
 * Sends in flight at once on one page: the sending libraries wait on the network, not on this
 * process, so one slow push service or mail exchange holds up one slot, not the whole page.
 */
export const SENDS_IN_FLIGHT = 32;

/**
 * How long a claim may stay unsent before another run takes it over: as long as a job's lease,
 * so only a process that died (or lost its job) mid-send leaves one that lapses.
 */
export const CLAIM_LAPSES_MS = 60_000;

export type FanOutPage<R extends { id: number }> = DeliveryTarget & {
  /** This page's recipients, by ascending id. */
  recipients: readonly R[];
  /** Hands the alert to one recipient; throwing leaves that recipient unsent, for the retry. */
  send(recipient: R): Promise<void>;
  /** When (performance.now()) to stop starting sends, so the job ends within its time limit. */
  stopAt: number;
};

/**
 * Claims the page's recipients not yet handed this alert in one statement, sends to them
 * `SENDS_IN_FLIGHT` at a time, a slot starting its next send as soon as its last one settles,
 * and marks each one sent (delivery-marks.ts). Returns the id after which the rest of the page
 * is left when it ran out of time (for another job), or null once the whole page is done. A
 * recipient someone else holds or has sent to is passed over, so a page run again after a crash,
 * or by two processes at once, alerts nobody twice; a send that throws gives its claim back, the
 * page goes on with the rest and then fails, so the queue's retry sends to exactly those left
 * and skips nobody (docs/decisions/0032-alert-fan-out-claims.md,
 * docs/decisions/0044-fan-out-at-library-speed.md).
 */
export async function sendOnce<R extends { id: number }>(
  page: FanOutPage<R>,
): Promise<number | null> {
  const { recipients, send, stopAt } = page;
  const mine = await claim(page, recipients);
  const marks = deliveryMarks(page);
  let next = 0;
  let stoppedAfter: number | null = null;
  let failed: { reason: unknown } | undefined;
  const slot = async () => {
    for (let recipient = mine[next]; recipient; recipient = mine[next]) {
      if (marks.broken() || (next > 0 && performance.now() > stopAt)) {
        stoppedAfter ??= recipient.id - 1;
        return;
      }
      next++;
      try {
        await send(recipient);
        marks.sent(recipient.id);
      } catch (reason) {
        marks.giveBack(recipient.id);
        failed ??= { reason };
      }
    }
  };
  await Promise.all(Array.from({ length: SENDS_IN_FLIGHT }, slot));
  // Claimed but never started: given back, so the rest of the page finds them free.
  for (const recipient of mine.slice(next)) marks.giveBack(recipient.id);
  await marks.settle();
  if (failed) throw failed.reason;
  return stoppedAfter;
}

/** The recipients this run may send to: unclaimed, or claimed and lapsed unsent. */
async function claim<R extends { id: number }>(
  { db, clock, alert, channel }: DeliveryTarget,
  recipients: readonly R[],
): Promise<R[]> {
  if (recipients.length === 0) return [];
  const now = clock.now();
  const claimed = await db
    .insert(alertDeliveries)
    .values(recipients.map(({ id }) => ({ alert, channel, recipientId: id, claimedAt: now })))
    .onConflictDoUpdate({
      target: [alertDeliveries.alert, alertDeliveries.channel, alertDeliveries.recipientId],
      set: { claimedAt: now },
      setWhere: and(
        isNull(alertDeliveries.sentAt),
        lt(alertDeliveries.claimedAt, new Date(now.getTime() - CLAIM_LAPSES_MS)),
      ),
    })
    .returning({ id: alertDeliveries.recipientId });
  const ids = new Set(claimed.map(({ id }) => id));
  return recipients.filter(({ id }) => ids.has(id));
}
