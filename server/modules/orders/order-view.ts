import { desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Order } from '../../../contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { batches, deals, orders, products, refunds, shipments } from '../../db/schema.ts';
import { progressPercentage } from '../../domain/deal-progress.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { priceTiersOf } from '../../db/price-tiers.ts';
import type { StoredPriceTier } from '../../db/price-tiers.ts';
import type { OrderStatus } from '../../domain/order-status.ts';
import { groupMembersOf, memberRowsOf, membersFor, shopperKey } from './group-members.ts';

/**
 * Orders matching `where` as the API's Order (contract/orders.ts), newest first, with their batch,
 * deal and group, in one statement.
 */
export async function readOrders(db: Db, where: SQL | undefined, now: Date): Promise<Order[]> {
  const rows = await selectOrderRows(db, where);
  return rows.map((row) => withDetails(row, toWireOrder(row, now)));
}

function selectOrderRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      order: orders,
      batch: batches,
      deal: deals,
      productName: products.name,
      imageUrl: products.imageUrl,
      shipment: shipments,
      members: memberRowsOf(batches.id),
      priceTiers: priceTiersOf(deals.id),
      refundedCents: sql<string>`coalesce((
        select sum(${refunds.amountCents}) from ${refunds}
        where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'succeeded'
      ), 0)`,
    })
    .from(orders)
    .innerJoin(deals, eq(deals.id, orders.dealId))
    .innerJoin(products, eq(products.id, deals.productId))
    .leftJoin(batches, eq(batches.id, orders.batchId))
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.id));
}

/** The order's refunds, parcel, group and its deal's price ladder beside what `toWireOrder` says. */
function withDetails(
  row: Awaited<ReturnType<typeof selectOrderRows>>[number],
  wire: ReturnType<typeof toWireOrder>,
): Order {
  return {
    ...wire,
    deal: { ...wire.deal, price_tiers: wireTiers(row.priceTiers) },
    refunded_cents: Number(row.refundedCents),
    shipment: row.shipment
      ? {
          carrier: row.shipment.carrier,
          tracking_number: row.shipment.trackingNumber,
          shipped_at: row.shipment.shippedAt.toISOString(),
        }
      : null,
    group_members: row.batch
      ? membersFor(groupMembersOf(row.members), shopperKey(row.order.userId, row.order.buyerEmail))
      : [],
  };
}

const wireTiers = (tiers: StoredPriceTier[]) =>
  tiers.map((tier) => ({ units: tier.units, price: centsToDecimal(tier.priceCents) }));

type OrderRow = {
  order: typeof orders.$inferSelect;
  batch: typeof batches.$inferSelect | null;
  deal: typeof deals.$inferSelect;
  productName: string;
  imageUrl: string;
};

const dollars = (cents: number) => Number(centsToDecimal(cents));
const secondsUntil = (at: Date, now: Date) =>
  Math.max(0, Math.floor((at.getTime() - now.getTime()) / 1000));

function toWireOrder(
  { order, batch, deal, productName, imageUrl }: OrderRow,
  now: Date,
): Omit<Order, 'deal'> & { deal: Omit<Order['deal'], 'price_tiers'> } {
  const status = order.status as OrderStatus;
  const timeLeft =
    status === 'pending_charge'
      ? secondsUntil(deal.expiryDate, now)
      : status === 'payment_action_required' && order.paymentDueAt
        ? secondsUntil(order.paymentDueAt, now)
        : 0;
  return {
    id: order.id,
    order_number: order.orderNumber,
    order_type: order.orderType,
    status,
    quantity: order.quantity,
    unit_price: dollars(order.unitPriceCents),
    total_amount: dollars(order.totalCents),
    receipt_url: order.receiptUrl,
    batch_reservation_id: order.orderType === 'group' ? order.id : null,
    progress_percentage: batch ? progressPercentage(batch.reservedUnits, batch.size) : 100,
    time_left_seconds: timeLeft,
    variants: order.variants,
    created_at: order.createdAt.toISOString(),
    payment_due_at: order.paymentDueAt?.toISOString() ?? null,
    cancel_reason: order.cancelReason,
    batch: batch
      ? { id: batch.id, status: batch.status, total_reservations: batch.reservedUnits }
      : null,
    deal: {
      id: deal.id,
      encoded_id: deal.encodedId,
      title: deal.title,
      group_deal_price: centsToDecimal(deal.groupDealPriceCents),
      total_units_needed: deal.totalUnitsNeeded,
      expiry_date: deal.expiryDate.toISOString(),
      product: { name: productName, image_url: imageUrl },
    },
  };
}
