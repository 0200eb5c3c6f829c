import { and, eq } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema.ts';
import { nextOrderStatus, shippingSteps } from '../../domain/order-status.ts';
import type { OrderStatus } from '../../domain/order-status.ts';
import { notifyBuyer } from '../alerts/service.ts';
import { consoleTexts } from './console-texts.ts';
import { queueReceipt } from './receipt-queue.ts';
import { lockOrderWithTitle } from './locked-order.ts';

export type Parcel = { carrier: string; trackingNumber: string; actorEmail: string };

export type ShipOutcome =
  | { kind: 'shipped'; status: OrderStatus }
  | { kind: 'not-found' }
  | { kind: 'refused'; message: string };

/**
 * Records an order's parcel and moves it to fulfilled along its type's fulfilment edges (a
 * charged group order passes waiting_for_fulfillment), in the caller's transaction under the
 * order's lock. The shopper is told the carrier and tracking number; the receipt is queued as
 * for any fulfilled order.
 */
export async function shipOrder(
  tx: Db,
  jobs: JobQueue,
  orderId: number,
  parcel: Parcel,
  now: Date,
): Promise<ShipOutcome> {
  const row = await lockOrderWithTitle(tx, orderId);
  if (!row) return { kind: 'not-found' };
  const { orderType, userId, buyerEmail } = row.order;
  const status = row.order.status as OrderStatus;
  const steps = shippingSteps(orderType, status);
  if (!steps) return { kind: 'refused', message: consoleTexts.notShippable(status) };
  let current = status;
  // One update per edge, so the order's timeline shows each step it passed.
  for (const step of steps) {
    const next = nextOrderStatus(orderType, current, step);
    await tx
      .update(orders)
      .set({ status: next, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, current)));
    current = next;
  }
  await tx
    .insert(shipments)
    .values({
      orderId,
      carrier: parcel.carrier,
      trackingNumber: parcel.trackingNumber,
      actorEmail: parcel.actorEmail,
      shippedAt: now,
    })
    .onConflictDoUpdate({
      target: shipments.orderId,
      set: {
        carrier: parcel.carrier,
        trackingNumber: parcel.trackingNumber,
        actorEmail: parcel.actorEmail,
        shippedAt: now,
      },
    });
  await notifyBuyer(
    tx,
    jobs,
    { orderId, userId, buyerEmail },
    {
      ...consoleTexts.shipped(row.title, parcel.carrier, parcel.trackingNumber),
      url: '/orders',
    },
    now,
  );
  await queueReceipt(tx, jobs, orderId);
  return { kind: 'shipped', status: current };
}
