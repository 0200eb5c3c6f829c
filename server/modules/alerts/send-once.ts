import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/client.ts';
import { alertDeliveries } from '../../db/schema.ts';

/** How a fanned-out alert reaches its recipients: a browser's push, or a subscriber's e-mail. */
export type FanOutChannel = 'push' | 'mail';

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

export type FanOutPage<R extends { id: number }> = {
  db: Db;
  clock: Clock;
  /** The alert's key: its deal, and the operator's send when it is one. */
  alert: string;
  channel: FanOutChannel;
  /** This page's recipients, by ascending id. */
  recipients: readonly R[];
  /** Hands the alert to one recipient; throwing leaves that recipient unsent, for the retry. */
  send(recipient: R): Promise<void>;
  /** When (performance.now()) to stop starting sends, so the job ends within its time limit. */
  stopAt: number;
};

/**
 * Claims the recipients not yet handed this alert, sends to them, and marks each one sent.
 * Returns the id of the last recipient dealt with when the page ran out of time (the rest is
 * for another job), or null once the whole page is done. A recipient someone else holds or has
 * sent to is passed over, so a page run again after a crash, or by two processes at once,
 * alerts nobody twice; a send that throws gives its claim back, the page goes on with the rest
 * and then fails, so the queue's retry sends to exactly those left and skips nobody
 * (docs/decisions/0032-alert-fan-out-claims.md).
 */
export async function sendOnce<R extends { id: number }>({
  db,
  clock,
  alert,
  channel,
  recipients,
  send,
  stopAt,
}: FanOutPage<R>): Promise<number | null> {
  let failed: PromiseRejectedResult | undefined;
  for (let start = 0; start < recipients.length; start += SENDS_IN_FLIGHT) {
    if (start > 0 && performance.now() > stopAt) {
      if (failed) throw failed.reason;
      return recipients[start - 1]?.id ?? null;
    }
    const window = recipients.slice(start, start + SENDS_IN_FLIGHT);
    const mine = await claim(db, clock, alert, channel, window);
    const results = await Promise.allSettled(mine.map((recipient) => send(recipient)));
    const sent = mine.filter((_, index) => results[index]?.status === 'fulfilled');
    const unsent = mine.filter((_, index) => results[index]?.status === 'rejected');
    const ours = (ids: R[]) =>
      and(
        eq(alertDeliveries.alert, alert),
        eq(alertDeliveries.channel, channel),
        inArray(
          alertDeliveries.recipientId,
          ids.map((recipient) => recipient.id),
        ),
      );
    if (sent.length > 0)
      await db.update(alertDeliveries).set({ sentAt: clock.now() }).where(ours(sent));
    if (unsent.length > 0) {
      await db.delete(alertDeliveries).where(and(ours(unsent), isNull(alertDeliveries.sentAt)));
      failed ??= results.find((result) => result.status === 'rejected');
    }
  }
  if (failed) throw failed.reason;
  return null;
}

/** The recipients of `window` this run may send to: unclaimed, or claimed and lapsed unsent. */
async function claim<R extends { id: number }>(
  db: Db,
  clock: Clock,
  alert: string,
  channel: FanOutChannel,
  window: readonly R[],
): Promise<R[]> {
  if (window.length === 0) return [];
  const now = clock.now();
  const claimed = await db
    .insert(alertDeliveries)
    .values(window.map(({ id }) => ({ alert, channel, recipientId: id, claimedAt: now })))
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
  return window.filter(({ id }) => ids.has(id));
}
