import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../adapters/jobs/queue.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { batches, deals, orders } from '../../db/schema.ts';
import { centsToDecimal } from '../../domain/money.ts';
import type { ServerKeys } from '../../adapters/secrets.ts';
import { notFound } from '../../http/errors.ts';
import { alertMail } from './alert-mail.ts';
import type { DeliveryDeps } from './delivery.ts';
import { subjectOfLinkToken } from './email-link-token.ts';
import { orderOfStamp } from './email-links.ts';
import { orderMailTexts } from './texts.ts';

const payload = z.object({ orderId: z.number().int().positive() });
const keyPrefix = 'order-';
const orderIdField = 'orderId' satisfies keyof z.infer<typeof payload>;

/**
 * Mails the buyer the confirmation of an order they placed: a solo buy once paid, a group
 * reservation once recorded. In the notification lane, so a failing SMTP server never holds up
 * a charge.
 */
export const orderConfirmationJob = {
  ...defineJob('order-confirmation-mail', payload, { lane: 'notify' }),
  /**
   * The same key and data in SQL, for the reservation statement that writes the job's row itself
   * beside the order it records; `orderId` is that order's id.
   */
  inSql: (orderId: SQL) => ({
    key: sql`${keyPrefix}::text || ${orderId}`,
    data: sql`jsonb_build_object(${orderIdField}::text, ${orderId})`,
  }),
};

/** Queues the confirmation of a paid order in the transaction that settled it: one per order. */
export async function queueOrderConfirmation(
  tx: Db,
  jobs: JobQueue,
  orderId: number,
): Promise<void> {
  await jobs.enqueue(tx, orderConfirmationJob, `${keyPrefix}${orderId}`, { orderId });
}

/** The day and time a group closes, as every reader of the mail can place it. */
const deadlineOf = (at: Date) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

/**
 * Mails the confirmation of an order: its number, what was charged or held, for a group
 * reservation when the group closes and the deal's address to invite friends with, and the way
 * back to the order (My Orders; for a guest, a signed link that opens it without an account).
 * Nothing for an order cancelled before the mail went.
 */
export async function mailOrderConfirmation(
  { db, mailer, links, storeName, publicUrl }: DeliveryDeps,
  orderId: number,
): Promise<void> {
  const [row] = await db
    .select({
      order: orders,
      title: deals.title,
      encodedId: deals.encodedId,
      closesAt: deals.expiryDate,
      batchStatus: batches.status,
      missing: sql<number>`${batches.size} - ${batches.reservedUnits}`,
    })
    .from(orders)
    .innerJoin(deals, eq(deals.id, orders.dealId))
    .leftJoin(batches, eq(batches.id, orders.batchId))
    .where(eq(orders.id, orderId));
  if (!row || row.order.status === 'cancelled') return;
  const { order, title } = row;
  const amount = centsToDecimal(order.totalCents);
  const lines =
    order.orderType === 'solo'
      ? [orderMailTexts.paid(title, order.quantity, amount)]
      : [
          orderMailTexts.reserved(title, order.quantity, amount),
          ...(row.batchStatus === 'open'
            ? [
                orderMailTexts.closes(Number(row.missing), deadlineOf(row.closesAt)),
                orderMailTexts.invite(`${publicUrl}/deal/${row.encodedId}`),
              ]
            : [orderMailTexts.completedGroup]),
        ];
  const guestLink = order.userId === null ? await links.order(order.buyerEmail, order.id) : null;
  const mail = alertMail({
    storeName,
    to: order.buyerEmail,
    title:
      order.orderType === 'solo'
        ? orderMailTexts.paidTitle(order.orderNumber)
        : orderMailTexts.reservedTitle(order.orderNumber),
    body: [orderMailTexts.orderNumber(order.orderNumber), ...lines].join('\n'),
    url: guestLink ?? `${publicUrl}/orders`,
    reason: 'order',
    unsubscribe: await links.unsubscribe(order.buyerEmail),
  });
  // Without SMTP the console is where a guest trying the store finds the way back to the order.
  await mailer.send(
    guestLink ? { ...mail, consoleLine: `Order link for ${order.buyerEmail}: ${guestLink}` } : mail,
  );
}

/**
 * The order a guest's order link (from their confirmation mail) names, with the address it was
 * placed with; the caller shows that order only when it still carries that address.
 */
export async function orderOfLink(
  keys: () => Promise<ServerKeys>,
  token: string,
): Promise<{ orderId: number; email: string }> {
  const subject = subjectOfLinkToken((await keys()).unsubscribe, 'order', token);
  const orderId = subject?.stamp == null ? null : orderOfStamp(subject.stamp);
  if (!subject || orderId === null) throw notFound(orderMailTexts.invalidOrderLink);
  return { orderId, email: subject.email };
}
