import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { releaseHold } from './holds.ts';
import { reserveGroupOrder } from './reservations.ts';
import { checkShopperLimitIn, withinShopperLimit } from './shopper-limit.ts';
import type { NewGroupOrder, ReserveOutcome } from './reservations.ts';
import { captureSoloOrder, recordSoloOrder, releasingHoldOnFailure } from './solo-charge.ts';
import type { NewSoloOrder } from './solo-charge.ts';

type Deps = { db: Db; clock: Clock; payments: PaymentProvider; jobs: JobQueue };

export type SoloPlacement =
  | { kind: 'paid' }
  | { kind: 'refused'; message: string }
  /** Another attempt recorded an order on this hold first: its answer is the one to give. */
  | { kind: 'duplicate' };

/**
 * Reserves and records a group order on the hold placed for it. A hold that does not become a
 * reservation (no room, too busy, or a failure on the way) is queued for release, so no card
 * stays held for nothing; on 'duplicate' the hold belongs to the order recorded first.
 */
export async function placeGroupOrder(
  db: Db,
  jobs: JobQueue,
  order: NewGroupOrder,
  groupSize: number,
  now: Date,
): Promise<ReserveOutcome> {
  // A deal not started or a shopper over its limit is refused (409) and the hold released.
  const outcome = await releasingHoldOnFailure(db, jobs, order.paymentIntentId, () =>
    withinShopperLimit(db, order, now, (runner) =>
      reserveGroupOrder(runner, order, groupSize, now),
    ),
  );
  if (outcome.kind === 'full' || outcome.kind === 'busy')
    await releaseHold(db, jobs, order.paymentIntentId, 'not reserved');
  return outcome;
}

/**
 * Records a solo order on the hold placed for it, then captures it: the card is charged only
 * once its order is committed, at most once, and a hold whose order could not be recorded is
 * queued for release. A refused capture leaves the order payment_failed and nothing charged.
 */
export async function placeSoloOrder(
  deps: Deps,
  order: NewSoloOrder,
  now: Date,
): Promise<SoloPlacement> {
  const { db, jobs } = deps;
  const recorded = await releasingHoldOnFailure(db, jobs, order.paymentIntentId, () =>
    db.transaction(async (tx) => {
      await checkShopperLimitIn(tx, order, now);
      return recordSoloOrder(tx, jobs, order, now);
    }),
  );
  if (!recorded) return { kind: 'duplicate' };
  const captured = await captureSoloOrder(deps, order.id);
  return captured.ok ? { kind: 'paid' } : { kind: 'refused', message: captured.message };
}
