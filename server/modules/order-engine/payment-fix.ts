import { and, eq, sql } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { orders, paymentCaptures } from '../../db/schema.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { nextOrderStatus } from '../../domain/order-status.ts';
import { notifyShopper } from '../alerts/service.ts';
import { queueReceipt } from './receipt-queue.ts';
import { releaseHold } from './holds.ts';
import { notificationTexts } from './texts.ts';

/** An order waiting for a new card, as the shopper's attempt to fix it read it. */
export type OrderToFix = {
  order: typeof orders.$inferSelect;
  /** Its version when read: only that version is fixed, once. */
  version: Date;
  title: string;
};

export type FixOutcome = 'charged' | 'hold-renewed' | 'already-fixed';

/** The order read at `version`, still waiting for its card. */
const unchanged = (orderId: number, version: Date) =>
  and(
    eq(orders.id, orderId),
    eq(orders.status, 'payment_action_required'),
    eq(orders.updatedAt, version),
  );

/**
 * A refused card moves the order's version on, so the shopper's next attempt asks the provider
 * afresh rather than being answered with this refusal again.
 */
export async function recordRefusedFix(db: Db, { order, version }: OrderToFix, now: Date) {
  await db
    .update(orders)
    .set({
      updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${orders.updatedAt} + interval '1 millisecond')`,
    })
    .where(unchanged(order.id, version));
}

/**
 * Settles an order whose shopper gave a new card that the provider accepted: in a filled group the
 * card was charged, so the order is paid with its capture, alert and receipt; in a group still
 * filling it is held again. The old hold is released. Only the first fix of a version counts:
 * 'already-fixed' for the others, with nothing written.
 */
export async function settleFixedPayment(
  db: Db,
  jobs: JobQueue,
  { order, version, title }: OrderToFix,
  fix: { paymentMethodId: string; intentId: string; captureBefore: Date | null; charged: boolean },
  now: Date,
): Promise<FixOutcome> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({
        status: nextOrderStatus(
          'group',
          'payment_action_required',
          fix.charged ? 'payment_fixed' : 'hold_renewed',
        ),
        paymentMethodId: fix.paymentMethodId,
        paymentIntentId: fix.intentId,
        holdExpiresAt: fix.charged ? null : fix.captureBefore,
        // A closed tiered group charges its final tier's price (docs/decisions/0035).
        ...(fix.charged
          ? { unitPriceCents: order.unitPriceCents, totalCents: order.totalCents }
          : {}),
        paymentDueAt: null,
        updatedAt: now,
      })
      .where(unchanged(order.id, version))
      .returning({ id: orders.id });
    if (moved.length === 0) return 'already-fixed';
    if (order.paymentIntentId) await releaseHold(tx, jobs, order.paymentIntentId, 'card replaced');
    if (!fix.charged) return 'hold-renewed';
    await tx
      .insert(paymentCaptures)
      .values({
        orderId: order.id,
        paymentIntentId: fix.intentId,
        amountCents: order.totalCents,
        status: 'succeeded',
        attempts: 1,
        createdAt: now,
        capturedAt: now,
      })
      .onConflictDoUpdate({
        target: paymentCaptures.orderId,
        set: {
          paymentIntentId: fix.intentId,
          status: 'succeeded',
          failureMessage: null,
          attempts: sql`${paymentCaptures.attempts} + 1`,
          capturedAt: now,
        },
      });
    await notifyShopper(
      tx,
      jobs,
      order.userId,
      { ...notificationTexts.charged(title, centsToDecimal(order.totalCents)), url: '/orders' },
      now,
    );
    await queueReceipt(tx, jobs, order.id);
    return 'charged';
  });
}
