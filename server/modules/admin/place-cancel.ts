import type { AdminOrderDetail } from '../../../contract/admin-console.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { ListingCache } from '../catalog/service.ts';
import { cancelPlace } from '../order-engine/service.ts';
import { auditedTransaction } from './audit.ts';
import type { Operator } from './audit.ts';
import { readOrderDetail } from './order-console.ts';
import { adminTexts } from './texts.ts';

type Deps = { db: Db; clock: Clock; jobs: JobQueue; listingCache: ListingCache };

/** The order after the action, and whether this request was the one that cancelled it. */
export type PlaceCancelled = { order: AdminOrderDetail; cancelledNow: boolean };

/**
 * Cancels the place of a shopper whose group charge failed, through the order engine, with the
 * reason they are told and an audit row in the same transaction (docs/decisions/0042). Asking
 * again for an order this cancelled (a retry, a double click, a second operator) answers the
 * order as it is and changes nothing, writing no second audit row.
 */
export async function cancelMemberPlace(
  { db, clock, jobs, listingCache }: Deps,
  operator: Operator,
  orderId: number,
  reason: string,
): Promise<PlaceCancelled> {
  const outcome = await auditedTransaction(db, clock, operator, async (tx, now, audit) => {
    const result = await cancelPlace(tx, jobs, orderId, reason, now);
    if (result.kind === 'not-found') throw notFound(adminTexts.orderNotFound);
    if (result.kind === 'refused') throw conflict(adminTexts.placeNotCancellable(result.status));
    if (result.kind === 'cancelled')
      await audit({
        action: 'order.cancel_place',
        entity: 'order',
        entityId: orderId,
        before: { status: 'payment_action_required' },
        after: { status: result.status, reason, units_released: result.releasedUnits },
      });
    return result;
  });
  // The group's progress changed when the units went back to it.
  if (outcome.kind === 'cancelled' && outcome.releasedUnits) listingCache.clear();
  const order = await readOrderDetail(db, orderId);
  if (!order) throw notFound(adminTexts.orderNotFound);
  return { order, cancelledNow: outcome.kind === 'cancelled' };
}
