import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deal } from '../../../contract/catalog.ts';
import type { DealStatusResponse, UserDealsResponse } from '../../../contract/groups.ts';
import type { Order } from '../../../contract/orders.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { orders, paymentMethods } from '../../db/schema.ts';
import type { UnitVariant } from '../../db/schema.ts';
import { progressPercentage } from '../../domain/deal-progress.ts';
import {
  HttpError,
  badRequest,
  notFound,
  refusalError,
  serviceUnavailable,
} from '../../http/errors.ts';
import type { Refusable } from '../../http/idempotency.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { ListingCache } from '../catalog/service.ts';
import { orderTexts, readOrders } from '../orders/service.ts';
import {
  cancelReservations,
  captureSoloOrder,
  newOrderId,
  placeOrder,
  placementContextReader,
  placementTexts,
} from '../order-engine/service.ts';
import type { Placement } from '../order-engine/service.ts';
import { groupTexts } from './texts.ts';

export { groupTexts } from './texts.ts';

export type GroupsService = ReturnType<typeof createGroupsService>;

/** 402: the card said no; the message is the provider's, for the shopper. */
const paymentRefused = (message: string) => new HttpError(402, message);

export function createGroupsService({
  db,
  clock,
  payments,
  jobs,
  listingCache,
  catalog,
}: {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  jobs: JobQueue;
  listingCache: ListingCache;
  catalog: CatalogService;
}) {
  const placementContext = placementContextReader(db);

  async function orderById(orderId: number): Promise<Order> {
    const [order] = await readOrders(db, eq(orders.id, orderId), clock.now());
    if (!order) throw new Error(`order ${orderId} vanished`);
    return order;
  }

  /** Ends the reservations in `tx`, all or none; the shopper's words for a refusal. */
  async function cancelInTransaction(
    tx: Db,
    reservations: (typeof orders.$inferSelect)[],
    now: Date,
  ): Promise<Refusable<null>> {
    const outcome = await cancelReservations(tx, jobs, reservations, now);
    if (outcome.kind === 'not-cancellable')
      return { ok: false, message: groupTexts.notCancellable(outcome.status) };
    if (outcome.kind === 'group-filled') return { ok: false, message: groupTexts.groupFilled };
    return { ok: true, value: null };
  }

  return {
    /** An id for an order about to be made, taken once per Idempotency-Key. */
    newOrderId: () => newOrderId(db),

    /**
     * The shopper's recorded buy of a whole group, undefined when it was never recorded. A buy
     * whose request ended before its capture (a crash, a lost connection) is captured first: the
     * card is charged once whoever finishes it.
     */
    async recordedBuyAll(userId: number, orderId: number): Promise<Order | undefined> {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.orderType, 'solo')),
        );
      if (!order) return undefined;
      const captured = await captureSoloOrder({ db, clock, payments, jobs }, orderId);
      if (!captured.ok) throw paymentRefused(captured.message);
      return orderById(orderId);
    },

    /** One of the shopper's orders, undefined when they have none with that id. */
    async orderOf(userId: number, orderId: number): Promise<Order | undefined> {
      const [order] = await readOrders(
        db,
        and(eq(orders.id, orderId), eq(orders.userId, userId)),
        clock.now(),
      );
      return order;
    },

    /**
     * Reserves units for a signed-in shopper in the deal's open group, on a new hold of their
     * saved card. Never reserves past the group size; a filled group is queued for charging in
     * the same transaction.
     */
    async join(
      userId: number,
      dealId: number,
      request: { quantity: number; variants?: UnitVariant[]; productId?: number },
      keyed: { orderId?: number; idempotencyKey?: string } = {},
    ): Promise<{ order: Order; filled: boolean }> {
      const context = await placementContext({
        dealId,
        userId,
        cardId: null,
        intentId: null,
        holdKey: null,
        numberOrder: keyed.orderId === undefined,
      });
      if (
        context.deal &&
        request.productId !== undefined &&
        request.productId !== context.deal.productId
      )
        throw badRequest(groupTexts.productMismatch);
      const placed = await placeOrder({ db, clock, payments, jobs }, context, {
        orderType: 'group',
        dealId,
        quantity: request.quantity,
        units: request.variants,
        unitsField: 'variants',
        buyer: { userId },
        // A retried join makes the order its key was given: the same hold, and a reservation
        // the order's primary key lets happen once.
        payment: { holdNow: keyed },
        shipping: null,
      });
      const { orderId, filled } = placedOrThrown(placed);
      listingCache.clear();
      return { order: await orderById(orderId), filled };
    },

    /**
     * Runs the caller's writes in one transaction it opens here and passes on; listings drop
     * their cached pages once it commits, so the change shows in this process at once.
     */
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      const result = await db.transaction(work);
      listingCache.clear();
      return result;
    },

    /**
     * Ends every pending reservation of the shopper in the deal, in the caller's transaction:
     * units and holds released, nothing charged; the cancelled orders' ids. What the caller
     * records in `tx` (the answer to an Idempotency-Key) commits with the cancellations or not
     * at all. Refused, with nothing written, when one of them can no longer be cancelled.
     */
    async leave(tx: Db, userId: number, dealId: number): Promise<Refusable<number[]>> {
      const pending = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.dealId, dealId),
            // A solo buy is briefly pending while its capture runs; it is not a reservation to leave.
            eq(orders.orderType, 'group'),
            eq(orders.status, 'pending_charge'),
          ),
        )
        .for('update');
      if (pending.length === 0) throw notFound(groupTexts.notInDeal);
      const cancelled = await cancelInTransaction(tx, pending, clock.now());
      return cancelled.ok ? { ok: true, value: pending.map((order) => order.id) } : cancelled;
    },

    /**
     * Cancels one of the shopper's pending reservations in the caller's transaction; anything
     * else is refused with the reason, nothing written. Answers the order as it is left.
     */
    async cancelOrder(tx: Db, userId: number, orderId: number): Promise<Refusable<Order>> {
      const now = clock.now();
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      if (!order) throw notFound(orderTexts.orderNotFound);
      const refused = await cancelInTransaction(tx, [order], now);
      if (!refused.ok) return refused;
      const [cancelled] = await readOrders(tx, eq(orders.id, orderId), now);
      if (!cancelled) throw new Error(`order ${orderId} vanished`);
      return { ok: true, value: cancelled };
    },

    /**
     * Buys a whole group alone with the given card, charged at once; the open batch is untouched.
     * A hold first, captured once the order is committed: a failure in between leaves a hold,
     * which is released, and never a charge without its order.
     */
    async buyAll(
      userId: number,
      dealId: number,
      request: { paymentMethodId: string; orderUnits: UnitVariant[] },
      keyedOrderId?: number,
    ): Promise<Order> {
      const context = await placementContext({
        dealId,
        userId,
        cardId: request.paymentMethodId,
        intentId: null,
        holdKey: null,
        numberOrder: keyedOrderId === undefined,
      });
      const placed = await placeOrder({ db, clock, payments, jobs }, context, {
        orderType: 'solo',
        dealId,
        quantity: request.orderUnits.length,
        units: request.orderUnits,
        unitsField: 'orderUnits',
        buyer: { userId },
        // A retried buy makes the order its key was given, so the payment is asked for once.
        payment: { holdNow: keyedOrderId === undefined ? {} : { orderId: keyedOrderId } },
        shipping: null,
      });
      if (placed.kind === 'capture-refused') throw paymentRefused(placed.message);
      return orderById(placedOrThrown(placed).orderId);
    },

    /** The open group's progress and the shopper's own orders in the deal. */
    async status(userId: number, dealId: number): Promise<DealStatusResponse['data']> {
      const deal = await catalog.getDeal(dealId);
      const now = clock.now();
      const myOrders = await readOrders(
        db,
        and(eq(orders.userId, userId), eq(orders.dealId, dealId)),
        now,
      );
      const [card] = await db
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId))
        .limit(1);
      return {
        deal_id: deal.id,
        deal_status: deal.status,
        total_units_needed: deal.total_units_needed,
        reservation_count: deal.reservation_count,
        remaining_units: deal.remaining_units,
        progress_percentage: progressPercentage(deal.reservation_count, deal.total_units_needed),
        expiry_left_hours: deal.expiry_left_hours,
        has_saved_card: card !== undefined,
        my_reserved_units: myOrders
          .filter((order) => order.order_type === 'group' && order.status === 'pending_charge')
          .reduce((sum, order) => sum + order.quantity, 0),
        my_orders: myOrders,
      };
    },

    /** The deals the shopper has orders in, the most recently ordered first. */
    async userDeals(
      userId: number,
      page: { page: number; limit: number },
    ): Promise<Omit<UserDealsResponse, 'success'>> {
      const grouped = db
        .select({
          dealId: orders.dealId,
          lastOrderId: sql<number>`max(${orders.id})`.as('last_order_id'),
          pendingUnits:
            sql<number>`coalesce(sum(${orders.quantity}) filter (where ${orders.orderType} = 'group' and ${orders.status} = 'pending_charge'), 0)::int`.as(
              'pending_units',
            ),
          orderIds: sql<number[]>`array_agg(${orders.id} order by ${orders.id})`.as('order_ids'),
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .groupBy(orders.dealId)
        .as('mine');
      const rows = await db
        .select()
        .from(grouped)
        .orderBy(desc(grouped.lastOrderId))
        .limit(page.limit)
        .offset((page.page - 1) * page.limit);
      const [total] = await db
        .select({ total: sql<number>`count(distinct ${orders.dealId})::int` })
        .from(orders)
        .where(eq(orders.userId, userId));
      const data: { deal: Deal; my_reserved_units: number; order_ids: number[] }[] = [];
      for (const row of rows) {
        data.push({
          deal: await catalog.getDeal(row.dealId),
          my_reserved_units: Number(row.pendingUnits),
          order_ids: row.orderIds.map(Number),
        });
      }
      return { data, page: page.page, limit: page.limit, total: total?.total ?? 0 };
    },
  };
}

/** A join's or buy's placement as its answer; anything but a recorded order is refused. */
function placedOrThrown(placed: Placement): { orderId: number; filled: boolean } {
  if (placed.kind === 'placed') return placed;
  if (placed.kind === 'refused') throw refusalError(placed);
  // Another attempt under the same key recorded this order a moment ago; its retry finds it.
  if (placed.kind === 'in-progress') throw serviceUnavailable(placementTexts.inProgress);
  if (placed.kind === 'capture-refused') throw paymentRefused(placed.message);
  throw new Error(`a placement on a hold placed now answered ${placed.kind}`);
}
