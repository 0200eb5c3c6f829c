import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { releaseHold } from './holds.ts';
import { reserveGroupOrder } from './reservations.ts';
import type { NewGroupOrder, ReserveOutcome } from './reservations.ts';
import { dealRefusal, isRecorded, notStartedYet, overShopperLimit } from './shopper-limit.ts';
import type { DealRules, NotTaken } from './shopper-limit.ts';
import { captureSoloOrder, recordSoloOrder } from './solo-charge.ts';
import { giveBackStock, takeStock } from './stock.ts';
import type { NewSoloOrder } from './solo-charge.ts';

type Deps = { db: Db; clock: Clock; payments: PaymentProvider; jobs: JobQueue };

export type GroupPlacement = ReserveOutcome | NotTaken;

export type SoloPlacement =
  | { kind: 'paid' }
  | { kind: 'refused'; message: string }
  /** Another attempt recorded an order on this hold first: its answer is the one to give. */
  | { kind: 'duplicate' }
  /** The deal's stock no longer holds a whole group. */
  | { kind: 'sold-out' }
  | NotTaken;

/**
 * Reserves and records a group order on the hold placed for it, under the deal's start and
 * per-shopper limit. A hold that does not become a reservation (not taken, no room, too busy,
 * or a failure on the way) is queued for release, so no card stays held for nothing; on
 * 'duplicate' the hold belongs to the order recorded first.
 */
export async function placeGroupOrder(
  db: Db,
  jobs: JobQueue,
  order: NewGroupOrder,
  deal: DealRules & { totalUnitsNeeded: number },
  now: Date,
): Promise<GroupPlacement> {
  const intentId = order.paymentIntentId;
  const outcome = await reserveWithinDealRules(db, order, deal, now).catch((error: unknown) =>
    failedWithHoldReleased(db, jobs, intentId, error),
  );
  if (outcome.kind === 'not-taken') await releaseHold(db, jobs, intentId, 'order not recorded');
  if (outcome.kind === 'full' || outcome.kind === 'busy' || outcome.kind === 'sold-out')
    await releaseHold(db, jobs, intentId, 'not reserved');
  return outcome;
}

/**
 * The reservation under the deal's rules, as the caller read them with the deal. With a per-shopper limit, the limit's check
 * (which locks the shopper's placements) and the reservation share one transaction, the
 * reservation last (as its statement asks); without one the statement runs alone, with no
 * transaction around it, as most joins do. A retry of a placement already recorded is looked for
 * only when the limit refuses it (its own units count against it): the statement's answer for a
 * duplicate is the right one.
 */
async function reserveWithinDealRules(
  db: Db,
  order: NewGroupOrder,
  deal: DealRules & { totalUnitsNeeded: number },
  now: Date,
): Promise<GroupPlacement> {
  const notStarted = notStartedYet(deal, now);
  if (notStarted) return notStarted;
  const limit = deal.maxUnitsPerShopper;
  if (limit === null) return reserveGroupOrder(db, order, deal.totalUnitsNeeded, now);
  return db.transaction(async (tx) => {
    const over = await overShopperLimit(tx, order, limit);
    if (over && !(await isRecorded(tx, order))) return over;
    return reserveGroupOrder(tx, order, deal.totalUnitsNeeded, now);
  });
}

/**
 * Records a solo order on the hold placed for it, under the deal's start and per-shopper limit,
 * then captures it: the card is charged only once its order is committed, at most once, and a
 * hold whose order was not recorded is queued for release. A refused capture leaves the order
 * payment_failed and nothing charged.
 */
export async function placeSoloOrder(
  deps: Deps,
  order: NewSoloOrder,
  deal: DealRules,
  now: Date,
): Promise<SoloPlacement> {
  const { db, jobs } = deps;
  const recorded = await db
    .transaction(async (tx) => {
      // A retry of an order already recorded is answered by the record, not refused anew: looked
      // for only when the rules refuse, so a first placement reads nothing more.
      const refusal = await dealRefusal(tx, order, deal, now);
      if (refusal && !(await isRecorded(tx, order))) return refusal;
      // The whole group comes out of stock with the order, in its transaction; a retry
      // recorded first gives it straight back (docs/decisions/0037-stock-set-aside-by-the-group.md).
      if (!(await takeStock(tx, order.dealId, order.quantity)))
        return (await isRecorded(tx, order))
          ? ({ kind: 'duplicate' } as const)
          : ({ kind: 'sold-out' } as const);
      if (await recordSoloOrder(tx, jobs, order, now)) return { kind: 'recorded' } as const;
      await giveBackStock(tx, order.dealId, order.quantity);
      return { kind: 'duplicate' } as const;
    })
    .catch((error: unknown) => failedWithHoldReleased(db, jobs, order.paymentIntentId, error));
  if (recorded.kind === 'not-taken' || recorded.kind === 'sold-out')
    await releaseHold(db, jobs, order.paymentIntentId, 'order not recorded');
  if (recorded.kind !== 'recorded') return recorded;
  const captured = await captureSoloOrder(deps, order.id);
  return captured.ok ? { kind: 'paid' } : { kind: 'refused', message: captured.message };
}

/**
 * Queues the release of the hold placed for an order that failed to be recorded, so the
 * shopper's card is not held for nothing, then lets the failure go on.
 */
async function failedWithHoldReleased(
  db: Db,
  jobs: JobQueue,
  intentId: string,
  error: unknown,
): Promise<never> {
  // When the database refuses this too, the reconciliation sweep still finds the hold.
  await releaseHold(db, jobs, intentId, 'order not recorded').catch((releaseError: unknown) => {
    throw new AggregateError([error, releaseError], 'order not recorded, hold not released');
  });
  throw error;
}
