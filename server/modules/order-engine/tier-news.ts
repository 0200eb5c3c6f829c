import { and, asc, eq } from 'drizzle-orm';
import { nextTier, tierReached } from '../../../contract/tier-ladder.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { batches, dealPriceTiers, deals, orders } from '../../db/schema.ts';
import { notifyBuyer } from '../alerts/service.ts';
import { tierTexts } from './tier-texts.ts';

type Deps = { db: Db; clock: Clock; jobs: JobQueue };

/**
 * Tells every member still waiting in the group that it reached the tier `tierUnits`, with the
 * price they would pay if it closed now and what the next tier would take. Nobody is told when a
 * leave dropped the group below that tier or it closed before the news went out: the charge says
 * the final price then.
 */
export async function tellTierReached(
  { db, clock, jobs }: Deps,
  batchId: number,
  tierUnits: number,
): Promise<void> {
  const [batch] = await db
    .select({ batch: batches, title: deals.title })
    .from(batches)
    .innerJoin(deals, eq(deals.id, batches.dealId))
    .where(eq(batches.id, batchId));
  if (!batch || batch.batch.status !== 'open' || (batch.batch.tierUnits ?? 0) < tierUnits) return;
  const { reservedUnits, dealId } = batch.batch;
  const ladder = await db
    .select()
    .from(dealPriceTiers)
    .where(eq(dealPriceTiers.dealId, dealId))
    .orderBy(asc(dealPriceTiers.units));
  const reached = tierReached(ladder, reservedUnits);
  if (!reached) return;
  const next = nextTier(ladder, reservedUnits);
  const text = tierTexts.reached(
    batch.title,
    reached.units,
    reached.priceCents,
    next && { more: next.units - reservedUnits, priceCents: next.priceCents },
  );
  const members = await db
    .select({ id: orders.id, userId: orders.userId, buyerEmail: orders.buyerEmail })
    .from(orders)
    .where(and(eq(orders.batchId, batchId), eq(orders.status, 'pending_charge')));
  const now = clock.now();
  await db.transaction(async (tx) => {
    for (const member of members)
      await notifyBuyer(
        tx,
        jobs,
        { orderId: member.id, userId: member.userId, buyerEmail: member.buyerEmail },
        { ...text, url: '/orders' },
        now,
      );
  });
}
