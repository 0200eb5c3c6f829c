import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  batches,
  checkoutHolds,
  dealPriceTiers,
  deals,
  orders,
  paymentMethods,
  products,
  users,
} from '../../db/schema.ts';

export type PlacementLookup = {
  dealId: number;
  /** The signed-in shopper; null for a guest. */
  userId: number | null;
  /** The card the shopper chose; null takes the shopper's newest saved card (one-click join). */
  cardId: string | null;
  /** The payment a checkout names: the order already recorded on it, if any, is read too. */
  intentId: string | null;
  /** The provider key of a hold about to be asked for: its record, if any, is read too. */
  holdKey: string | null;
  /** Whether to number a new order (a placement that may record one). */
  numberOrder: boolean;
};

/** What a placement needs to know of the order already recorded on its payment. */
export const recordedOrderFields = {
  id: orders.id,
  orderType: orders.orderType,
  status: orders.status,
  dealId: orders.dealId,
  userId: orders.userId,
  buyerEmail: orders.buyerEmail,
  paymentMethodId: orders.paymentMethodId,
};

/**
 * Everything a placement checks before money moves, read in one round trip, so the hottest
 * minute of a deal costs one statement here rather than one per rule: the deal and its
 * product's options, the shopper's account e-mail, the card (chosen or newest saved), the room
 * left in the deal's open group (null when none is open), the order already recorded on the
 * payment, the hold already recorded under its key, and a number for a new order. Every part
 * is left-joined to one row, so a missing deal still tells of a recorded order. Named, so each
 * PostgreSQL connection plans it once.
 */
export function placementContextReader(db: Db) {
  const newestSavedCard = db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, users.id))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .limit(1);
  const query = db
    .select({
      deal: {
        id: deals.id,
        title: deals.title,
        status: deals.status,
        expiryDate: deals.expiryDate,
        startsAt: deals.startsAt,
        totalUnitsNeeded: deals.totalUnitsNeeded,
        groupDealPriceCents: deals.groupDealPriceCents,
        lastTierPriceCents: sql<number | null>`(select ${dealPriceTiers.priceCents}
          from ${dealPriceTiers} where ${dealPriceTiers.dealId} = ${deals.id}
          order by ${dealPriceTiers.units} desc limit 1)`,
        maxUnitsPerShopper: deals.maxUnitsPerShopper,
        unitsInStock: deals.unitsInStock,
        productId: deals.productId,
      },
      variations: products.variations,
      email: users.email,
      card: { id: paymentMethods.id, userId: paymentMethods.userId },
      unitsLeft: sql<number | null>`${batches.size} - ${batches.reservedUnits}`,
      earlier: recordedOrderFields,
      hold: checkoutHolds,
      orderId: sql<
        number | null
      >`case when ${sql.placeholder('numberOrder')}::boolean then nextval('orders_id_seq')::int end`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(deals, eq(deals.id, sql.placeholder('dealId')))
    .leftJoin(products, eq(products.id, deals.productId))
    .leftJoin(users, eq(users.id, sql.placeholder('userId')))
    .leftJoin(
      paymentMethods,
      eq(
        paymentMethods.id,
        sql`coalesce(${sql.placeholder('cardId')}::text, (${newestSavedCard}))`,
      ),
    )
    .leftJoin(batches, and(eq(batches.dealId, deals.id), eq(batches.status, 'open')))
    .leftJoin(orders, eq(orders.paymentIntentId, sql.placeholder('intentId')))
    .leftJoin(checkoutHolds, eq(checkoutHolds.providerKey, sql.placeholder('holdKey')))
    .prepare('placement_context');

  return async function placementContext(lookup: PlacementLookup) {
    const [row] = await query.execute(lookup);
    if (!row) throw new Error('the placement context read no row');
    return { ...row, variations: row.variations ?? [] };
  };
}

export type PlacementContext = Awaited<ReturnType<ReturnType<typeof placementContextReader>>>;

export type PlacementDeal = NonNullable<PlacementContext['deal']>;
