import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, deals, orders } from '../../db/schema.ts';
import { TooManyRequests, conflict, notFound, waitText } from '../../http/errors.ts';
import { notifyBuyer } from '../alerts/service.ts';
import { fixPaymentPath } from '../order-engine/service.ts';
import { auditedTransaction } from './audit.ts';
import type { Operator } from './audit.ts';
import { adminTexts, paymentReminder } from './texts.ts';

/** An operator may remind a shopper of one order at most this often, so a mailbox is not flooded. */
export const PAYMENT_REMINDER_GAP_MS = 3_600_000;
const REMINDED = 'order.payment_reminder';

type Deps = { db: Db; clock: Clock; jobs: JobQueue };

/** When the operator reminded the shopper, and the earliest the next reminder may go. */
export type Reminded = { remindedAt: Date; nextReminderAt: Date };

/**
 * Tells the buyer of an order whose group charge failed, again, to give a new card, by the
 * order's usual path (in-app, push and e-mail; a guest by e-mail) with the link of the page that
 * fixes it; audited. Only while the payment window is open: after it the order has ended and the
 * link fixes nothing. At most once per PAYMENT_REMINDER_GAP_MS per order, checked against the
 * order's last reminder under the order's lock, so two operators' clicks cannot both send.
 */
export function remindToFixPayment(
  { db, clock, jobs }: Deps,
  operator: Operator,
  orderId: number,
): Promise<Reminded> {
  return auditedTransaction(db, clock, operator, async (tx, now, audit) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        userId: orders.userId,
        buyerEmail: orders.buyerEmail,
        paymentDueAt: orders.paymentDueAt,
        title: deals.title,
      })
      .from(orders)
      .innerJoin(deals, eq(deals.id, orders.dealId))
      .where(eq(orders.id, orderId))
      .for('update', { of: orders });
    if (!order) throw notFound(adminTexts.orderNotFound);
    // Past the window the order has ended (or is about to, when its job has not run yet).
    const windowEnded = order.paymentDueAt !== null && order.paymentDueAt <= now;
    if (
      order.status === 'payment_failed' ||
      (windowEnded && order.status === 'payment_action_required')
    )
      throw conflict(adminTexts.reminderWindowEnded);
    if (order.status !== 'payment_action_required')
      throw conflict(adminTexts.nothingToRemind(order.status));

    const [last] = await tx
      .select({ at: auditLog.at })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, REMINDED),
          eq(auditLog.entity, 'order'),
          eq(auditLog.entityId, String(orderId)),
        ),
      )
      .orderBy(desc(auditLog.at))
      .limit(1);
    const allowedAt = last ? new Date(last.at.getTime() + PAYMENT_REMINDER_GAP_MS) : now;
    if (allowedAt > now) {
      const seconds = Math.ceil((allowedAt.getTime() - now.getTime()) / 1000);
      throw new TooManyRequests(adminTexts.remindedRecently(waitText(seconds)), seconds);
    }

    await notifyBuyer(
      tx,
      jobs,
      { orderId, userId: order.userId, buyerEmail: order.buyerEmail },
      { ...paymentReminder(order.title), url: fixPaymentPath(orderId) },
      now,
    );
    await audit({
      action: REMINDED,
      entity: 'order',
      entityId: orderId,
      before: null,
      after: { status: order.status, payment_due_at: order.paymentDueAt },
    });
    return { remindedAt: now, nextReminderAt: new Date(now.getTime() + PAYMENT_REMINDER_GAP_MS) };
  });
}
