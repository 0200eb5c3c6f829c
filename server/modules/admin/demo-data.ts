import { and, count, eq, inArray, sum } from 'drizzle-orm';
import type { DemoData, DemoDataRemoved } from '../../../contract/admin-demo.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { batches, orders, users } from '../../db/schema.ts';
import type { ListingCache } from '../catalog/service.ts';
import { HELD_STATUSES, removeDemoData } from '../order-engine/service.ts';
import { auditedTransaction } from './audit.ts';
import type { Operator } from './audit.ts';

type Deps = { db: Db; clock: Clock; jobs: JobQueue; listingCache: ListingCache };

/** How much demo data the store holds: its demo shoppers, their orders and the units they hold. */
export async function demoData(db: Db): Promise<DemoData> {
  const [shoppers] = await db.select({ n: count() }).from(users).where(eq(users.isDemo, true));
  const [placed] = await db
    .select({ n: count(), units: sum(orders.quantity) })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(users.isDemo, true));
  const [held] = await db
    .select({ units: sum(orders.quantity) })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(batches, eq(batches.id, orders.batchId))
    .where(
      and(
        eq(users.isDemo, true),
        inArray(orders.status, HELD_STATUSES),
        eq(batches.status, 'open'),
      ),
    );
  return {
    shoppers: shoppers?.n ?? 0,
    orders: placed?.n ?? 0,
    units_in_open_groups: Number(held?.units ?? 0),
  };
}

/**
 * Removes the demo shoppers and their orders through the order engine, with an audit row when
 * there was something to remove (docs/decisions/0043). Asking again answers zeros and writes
 * nothing, so a retry or a double click removes once.
 */
export async function removeDemo(
  { db, clock, jobs, listingCache }: Deps,
  operator: Operator,
): Promise<DemoDataRemoved> {
  const removed = await auditedTransaction(db, clock, operator, async (tx, _now, audit) => {
    const outcome = await removeDemoData(tx, jobs);
    if (outcome.shoppers + outcome.orders > 0)
      await audit({
        action: 'demo_data.remove',
        entity: 'demo_data',
        entityId: 'demo',
        before: null,
        after: outcome,
      });
    return outcome;
  });
  // Groups' progress went down with the demo units.
  if (removed.unitsReleased > 0) listingCache.clear();
  return {
    shoppers: removed.shoppers,
    orders: removed.orders,
    units_released: removed.unitsReleased,
  };
}
