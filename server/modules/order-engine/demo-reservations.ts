import { and, eq, sql } from 'drizzle-orm';
import { HOLD_DAYS, newTestId } from '../../adapters/payments/test-provider.ts';
import type { Db } from '../../db/client.ts';
import { batches, orders, paymentIntents, paymentMethods } from '../../db/schema.ts';
import type { UnitVariant } from '../../db/schema.ts';
import { initialOrderStatus } from '../../domain/order-status.ts';
import { orderNumberOf } from './order-number.ts';

const DAY_MS = 86_400_000;

/** A demo shopper's reservation in an open group, as the demo catalogue describes it. */
export type DemoReservation = {
  batchId: number;
  dealId: number;
  shopper: { userId: number; email: string; name: string };
  quantity: number;
  unitPriceCents: number;
  variants: UnitVariant[];
  joinedAt: Date;
};

/**
 * Records demo shoppers' reservations in the shape a join through the test payment provider
 * leaves (docs/decisions/0043): a test card, a hold on it (manual capture, lapsing in HOLD_DAYS
 * as the provider's would), a pending group order on that hold and its units reserved in the open
 * batch. So the group's progress is made of orders, its holds are renewed, charged, released and
 * expired by the same jobs as anyone's, and the order engine stays the writer of orders. The
 * batch must stay short of its size: a demo group never fills by itself.
 */
export async function recordDemoReservations(
  tx: Db,
  reservations: readonly DemoReservation[],
): Promise<void> {
  if (reservations.length === 0) return;
  const ids = await tx
    .select({ id: sql<number>`nextval('orders_id_seq')::int` })
    .from(sql`generate_series(1, ${reservations.length})`);
  const rows = reservations.map((reservation, index) => {
    const orderId = ids[index]?.id;
    if (orderId === undefined) throw new Error('too few order ids allocated');
    return shapeOf(reservation, orderId);
  });
  await tx.insert(paymentMethods).values(rows.map((row) => row.card));
  await tx.insert(paymentIntents).values(rows.map((row) => row.hold));
  await tx.insert(orders).values(rows.map((row) => row.order));
  await reserveDemoUnits(tx, reservations);
}

/**
 * Adds the reservations' units to their open batches in one statement, never filling one: a
 * batch that would fill or is not open leaves the statement short, and the caller's transaction
 * is rolled back by the error.
 */
async function reserveDemoUnits(tx: Db, reservations: readonly DemoReservation[]) {
  const units = new Map<number, number>();
  for (const { batchId, quantity } of reservations)
    units.set(batchId, (units.get(batchId) ?? 0) + quantity);
  const added = sql.join(
    [...units].map(([batchId, quantity]) => sql`(${batchId}::int, ${quantity}::int)`),
    sql`, `,
  );
  const reserved = await tx
    .update(batches)
    .set({ reservedUnits: sql`${batches.reservedUnits} + added.quantity` })
    .from(sql`(values ${added}) as added(batch_id, quantity)`)
    .where(
      and(
        sql`${batches.id} = added.batch_id`,
        eq(batches.status, 'open'),
        sql`${batches.reservedUnits} + added.quantity < ${batches.size}`,
      ),
    )
    .returning({ id: batches.id });
  if (reserved.length !== units.size) throw new Error('demo units do not fit their open batches');
}

/** The card, hold and order one demo reservation is made of. */
function shapeOf(reservation: DemoReservation, orderId: number) {
  const { shopper, joinedAt, quantity, unitPriceCents } = reservation;
  const totalCents = unitPriceCents * quantity;
  const cardId = newTestId('pm');
  const holdId = newTestId('pi');
  const captureBefore = new Date(joinedAt.getTime() + HOLD_DAYS * DAY_MS);
  const card = {
    id: cardId,
    provider: 'test' as const,
    // Not saved to the account: a demo shopper never joins by one click.
    userId: null,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: joinedAt.getUTCFullYear() + 3,
    behaviour: 'succeeds' as const,
    billingName: shopper.name,
    billingEmail: shopper.email,
    createdAt: joinedAt,
  };
  const hold = {
    id: holdId,
    paymentMethodId: cardId,
    amountCents: totalCents,
    captureMethod: 'manual' as const,
    status: 'requires_capture' as const,
    customerEmail: shopper.email,
    metadata: { orderId: String(orderId), dealId: String(reservation.dealId) },
    idempotencyKey: `demo-order-${orderId}-hold`,
    captureBefore,
    createdAt: joinedAt,
    updatedAt: joinedAt,
  };
  const order = {
    id: orderId,
    orderNumber: orderNumberOf(orderId),
    orderType: 'group' as const,
    status: initialOrderStatus('group'),
    userId: shopper.userId,
    buyerEmail: shopper.email,
    dealId: reservation.dealId,
    batchId: reservation.batchId,
    quantity,
    variants: reservation.variants,
    unitPriceCents,
    totalCents,
    paymentMethodId: cardId,
    paymentIntentId: holdId,
    holdExpiresAt: captureBefore,
    createdAt: joinedAt,
    updatedAt: joinedAt,
  };
  return { card, hold, order };
}
