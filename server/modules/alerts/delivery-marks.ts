import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/client.ts';
import { alertDeliveries } from '../../db/schema.ts';

/** How a fanned-out alert reaches its recipients: a browser's push, or a subscriber's e-mail. */
export type FanOutChannel = 'push' | 'mail';

/** One alert on one channel: whose `alert_deliveries` rows a page writes. */
export type DeliveryTarget = { db: Db; clock: Clock; alert: string; channel: FanOutChannel };

/**
 * Records what became of a page's claimed sends while the page goes on sending: recipients sent
 * to are marked sent, claims of those not sent are given back. One statement is in flight at a
 * time and it takes everything that settled while the previous one ran, so the marks keep pace
 * with the sends in a few statements per page instead of one round trip per window of sends,
 * and only the sends of one round trip are ever left unmarked
 * (docs/decisions/0044-fan-out-at-library-speed.md).
 */
export function deliveryMarks({ db, clock, alert, channel }: DeliveryTarget) {
  let sent: number[] = [];
  let givenBack: number[] = [];
  let writing: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;

  const ours = (ids: number[]) =>
    and(
      eq(alertDeliveries.alert, alert),
      eq(alertDeliveries.channel, channel),
      inArray(alertDeliveries.recipientId, ids),
    );
  const writeAll = async () => {
    while (sent.length > 0 || givenBack.length > 0) {
      const [marked, released] = [sent, givenBack];
      [sent, givenBack] = [[], []];
      if (marked.length > 0)
        await db.update(alertDeliveries).set({ sentAt: clock.now() }).where(ours(marked));
      if (released.length > 0)
        await db.delete(alertDeliveries).where(and(ours(released), isNull(alertDeliveries.sentAt)));
    }
  };
  const write = () => {
    if (writing || failure) return;
    writing = writeAll()
      .catch((error: unknown) => {
        failure = { error };
      })
      .finally(() => {
        writing = null;
        // What settled after the last statement was taken, while this one was finishing.
        if (sent.length > 0 || givenBack.length > 0) write();
      });
  };

  return {
    sent(id: number) {
      sent.push(id);
      write();
    },
    /** Leaves the recipient unsent and unclaimed, for a later page or the retry. */
    giveBack(id: number) {
      givenBack.push(id);
      write();
    },
    /** Whether a mark could not be written: the page should start no more sends. */
    broken: () => failure !== null,
    /** Waits until every mark is written; throws when one could not be. */
    async settle() {
      while (writing) await writing;
      if (failure) throw failure.error;
    },
  };
}
