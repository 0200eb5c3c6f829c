import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deal } from '../../../contract/catalog.ts';
import type { DealStatusResponse, UserDealsResponse } from '../../../contract/groups.ts';
import { orders, paymentMethods } from '../../db/schema.ts';
import { progressPercentage } from '../../domain/deal-progress.ts';
import { readOrders } from '../orders/service.ts';
import type { GroupsDeps } from './groups-deps.ts';

/** The open group's progress and the shopper's own orders in the deal. */
export async function dealStatus(
  { db, clock, catalog }: GroupsDeps,
  userId: number,
  dealId: number,
): Promise<DealStatusResponse['data']> {
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
}

/** The deals the shopper has orders in, the most recently ordered first. */
export async function userDeals(
  { db, catalog }: GroupsDeps,
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
}
