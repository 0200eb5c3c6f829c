import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type ADMIN_ORDER_SORTS } from '../../../contract/admin-console.ts';
import type {
  AdminOrderDetail,
  AdminOrderListResponse,
  AdminOrderRow,
  AdminOrdersQuery,
} from '../../../contract/admin-console.ts';
import type { FulfilmentEvent } from '../../../contract/admin.ts';
import type { Db } from '../../db/client.ts';
import {
  batches,
  deals,
  orderStatusChanges,
  orders,
  paymentCaptures,
  products,
  refunds,
  shipments,
  users,
} from '../../db/schema.ts';
import { shippingSteps, statusesAllowing } from '../../domain/order-status.ts';
import type { OrderStatus } from '../../domain/order-status.ts';
import { containing } from './like.ts';
import { listOrderBy } from './list-sort.ts';
import { stillToShip } from './still-to-ship.ts';

/** What the audit log keeps of an order before and after an action on it. */
export const orderAuditView = (order: AdminOrderDetail) => ({
  status: order.status,
  captured_cents: order.captured_cents,
  refunded_cents: order.refunded_cents,
  shipment: order.shipment,
});

const FULFILMENT_EVENTS: FulfilmentEvent[] = ['start_fulfilment', 'fulfil', 'deliver', 'complete'];

export const capturedCents = sql<number>`coalesce(${paymentCaptures.amountCents}, 0)`;
export const refundedCents = sql<string>`coalesce((
  select sum(${refunds.amountCents}) from ${refunds}
  where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'succeeded'
), 0)`;

const rowColumns = {
  order: orders,
  dealTitle: deals.title,
  capturedCents,
  refundedCents,
};

type RowData = {
  order: typeof orders.$inferSelect;
  dealTitle: string;
  capturedCents: number;
  refundedCents: string;
};

function toRow({ order, dealTitle, capturedCents, refundedCents }: RowData): AdminOrderRow {
  return {
    id: order.id,
    order_number: order.orderNumber,
    order_type: order.orderType,
    status: order.status as OrderStatus,
    buyer_email: order.buyerEmail,
    deal: { id: order.dealId, title: dealTitle },
    quantity: order.quantity,
    total_cents: order.totalCents,
    captured_cents: Number(capturedCents),
    refunded_cents: Number(refundedCents),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

/** The orders list's filters as a WHERE (the CSV export filters the same way). */
export function ordersWhere(query: Omit<AdminOrdersQuery, 'page'>): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.type) filters.push(eq(orders.orderType, query.type));
  const toShip = query.fulfilment === 'unfulfilled' ? stillToShip() : undefined;
  if (toShip) filters.push(toShip);
  const q = query.q?.trim();
  if (q) {
    const match = or(
      ilike(orders.orderNumber, containing(q)),
      ilike(orders.buyerEmail, containing(q)),
    );
    if (match) filters.push(match);
  }
  return filters.length ? and(...filters) : undefined;
}

export const capturedJoin = and(
  eq(paymentCaptures.orderId, orders.id),
  eq(paymentCaptures.status, 'succeeded'),
);

/** What each sortable column of the orders list is ordered by. */
export const sortColumns = {
  created_at: orders.createdAt,
  total_cents: orders.totalCents,
  quantity: orders.quantity,
  buyer_email: sql`lower(${orders.buyerEmail})`,
} satisfies Record<(typeof ADMIN_ORDER_SORTS)[number], unknown>;

/** Admin order rows matching `where`, in the order `sort` asks (the newest first without one). */
export async function readOrderRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  sort?: AdminOrdersQuery['sort'],
): Promise<AdminOrderRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(orders)
    .innerJoin(deals, eq(deals.id, orders.dealId))
    .leftJoin(paymentCaptures, capturedJoin)
    .where(where)
    .orderBy(...listOrderBy(sort, sortColumns, orders.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toRow);
}

/** GET /admin/orders: one page of the orders matching the filters, in the order asked. */
export async function listOrders(
  db: Db,
  query: AdminOrdersQuery,
): Promise<AdminOrderListResponse['data']> {
  const where = ordersWhere(query);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return {
    rows: await readOrderRows(
      db,
      where,
      ADMIN_PAGE_SIZE,
      (query.page - 1) * ADMIN_PAGE_SIZE,
      query.sort,
    ),
    total: total?.n ?? 0,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

const nameOf = (user: { firstName: string; lastName: string } | null) =>
  user ? `${user.firstName} ${user.lastName}`.trim() : '';

/**
 * The order's page read under the order's lock, in the caller's transaction: the "before" of an
 * action on it, so no other action can change the order between this read and the action.
 */
export async function lockedOrderDetail(tx: Db, orderId: number): Promise<AdminOrderDetail | null> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  return readOrderDetail(tx, orderId);
}

/** GET /admin/orders/{id}: the order's page, or null when there is no such order. */
export async function readOrderDetail(db: Db, orderId: number): Promise<AdminOrderDetail | null> {
  const [row] = await db
    .select({
      ...rowColumns,
      deal: deals,
      productName: products.name,
      imageUrl: products.imageUrl,
      batch: batches,
      capturedAt: paymentCaptures.capturedAt,
      user: { firstName: users.firstName, lastName: users.lastName },
      shipment: shipments,
    })
    .from(orders)
    .innerJoin(deals, eq(deals.id, orders.dealId))
    .innerJoin(products, eq(products.id, deals.productId))
    .leftJoin(batches, eq(batches.id, orders.batchId))
    .leftJoin(paymentCaptures, capturedJoin)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order, deal, batch, shipment } = row;
  const refundRows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.id));
  const changes = await db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.id));
  const base = toRow(row);
  const status = order.status as OrderStatus;
  const address = order.shippingAddress;
  return {
    ...base,
    unit_price_cents: order.unitPriceCents,
    variants: order.variants,
    shopper: { user_id: order.userId, email: order.buyerEmail, name: nameOf(row.user) },
    shipping_address: address
      ? {
          full_name: address.fullName,
          email: address.email,
          phone: address.phone,
          address_line_1: address.addressLine1,
          address_line_2: address.addressLine2,
          city: address.city,
          state: address.state,
          zip_code: address.zipCode,
          country: address.country,
        }
      : null,
    deal: {
      id: deal.id,
      encoded_id: deal.encodedId,
      title: deal.title,
      product_name: row.productName,
      image_url: row.imageUrl,
    },
    batch: batch
      ? {
          id: batch.id,
          status: batch.cancelledAt ? 'cancelled' : batch.status,
          size: batch.size,
          reserved_units: batch.reservedUnits,
        }
      : null,
    payment_intent_id: order.paymentIntentId,
    cancel_reason: order.cancelReason,
    captured_at: row.capturedAt?.toISOString() ?? null,
    refundable_cents: Math.max(
      0,
      base.captured_cents -
        refundRows
          .filter((refund) => refund.status !== 'failed')
          .reduce((sum, refund) => sum + refund.amountCents, 0),
    ),
    shipment: shipment
      ? {
          carrier: shipment.carrier,
          tracking_number: shipment.trackingNumber,
          shipped_at: shipment.shippedAt.toISOString(),
        }
      : null,
    refunds: refundRows.map((refund) => ({
      id: refund.id,
      amount_cents: refund.amountCents,
      reason: refund.reason,
      status: refund.status,
      actor: refund.actorEmail,
      created_at: refund.createdAt.toISOString(),
    })),
    timeline: changes.map((change) => ({
      at: change.at.toISOString(),
      from: (change.fromStatus as OrderStatus | null) ?? null,
      to: change.toStatus as OrderStatus,
      actor: change.actor,
    })),
    next_events: FULFILMENT_EVENTS.filter((event) =>
      statusesAllowing(order.orderType, event).includes(status),
    ),
    // A refund after the parcel went out leaves a status that could ship again: it shipped once.
    can_ship:
      shippingSteps(order.orderType, status) !== null &&
      !shipment &&
      !changes.some((change) => change.toStatus === 'fulfilled'),
  };
}
