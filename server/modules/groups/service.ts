import type { Db } from '../../db/client.ts';
import { operationsOf } from '../../module.ts';
import { newOrderId, placementContextReader } from '../order-engine/service.ts';
import type { GroupsDeps } from './groups-deps.ts';
import { cancelOrder, leave } from './leaving.ts';
import { buyAll, join, orderOf, recordedBuyAll } from './placing.ts';
import { dealStatus, userDeals } from './shopper-standing.ts';

export { groupTexts } from './texts.ts';

export type GroupsService = ReturnType<typeof createGroupsService>;

/** A shopper's groups: joining, leaving, buying a whole group, and where they stand in a deal. */
export function createGroupsService(given: Omit<GroupsDeps, 'placementContext'>) {
  const deps: GroupsDeps = { ...given, placementContext: placementContextReader(given.db) };
  const { db, listingCache } = deps;
  const op = operationsOf(deps);
  return {
    /** An id for an order about to be made, taken once per Idempotency-Key. */
    newOrderId: () => newOrderId(db),
    recordedBuyAll: op(recordedBuyAll),
    orderOf: op(orderOf),
    join: op(join),
    /**
     * Runs the caller's writes in one transaction it opens here and passes on; listings drop
     * their cached pages once it commits, so the change shows in this process at once.
     */
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      const result = await db.transaction(work);
      listingCache.clear();
      return result;
    },
    leave: op(leave),
    cancelOrder: op(cancelOrder),
    buyAll: op(buyAll),
    status: op(dealStatus),
    userDeals: op(userDeals),
  };
}
