import { inArray } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { queueHoldRelease } from '../groups/holds.ts';

/** A checkout records its order seconds after its hold; one this old without an order was left. */
export const ABANDONED_AFTER_MS = 30 * 60_000;
/** Looking costs a provider call per page under Stripe: often enough, and no more. */
const SWEEP_EVERY_MS = 5 * 60_000;
/** Stripe lets an uncaptured card hold lapse after 7 days: nothing older holds money. */
const HOLD_LIFE_MS = 7 * 86_400_000;

/**
 * Releases holds that /payments/create-intent placed for a checkout that never reached
 * /checkout/process (a closed tab, a lost connection): no order references them, so nothing else
 * ever would. Each run looks only at intents created since the previous run's window, so Stripe
 * is asked about each intent about once; a process starting anew looks back over a hold's life.
 */
export function registerAbandonedHoldSweep({
  db,
  clock,
  jobs,
  payments,
}: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  payments: PaymentProvider;
}): void {
  let lastRunAt: Date | null = null;
  let lookedUntil: Date | null = null;

  jobs.sweep(async () => {
    const now = clock.now();
    if (lastRunAt && now.getTime() - lastRunAt.getTime() < SWEEP_EVERY_MS) return;
    const from = lookedUntil ?? new Date(now.getTime() - HOLD_LIFE_MS);
    const to = new Date(now.getTime() - ABANDONED_AFTER_MS);
    if (to <= from) return;
    const open = await payments.openIntentsCreatedBetween(from, to);
    const owned =
      open.length === 0
        ? []
        : await db
            .select({ intentId: orders.paymentIntentId })
            .from(orders)
            .where(inArray(orders.paymentIntentId, open));
    const ownedIds = new Set(owned.map((row) => row.intentId));
    for (const intentId of open.filter((id) => !ownedIds.has(id))) {
      await queueHoldRelease(db, jobs, intentId, 'abandoned checkout');
    }
    lastRunAt = now;
    lookedUntil = to;
  });
}
