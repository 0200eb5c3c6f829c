import { eq, max } from 'drizzle-orm';
import type {
  AdminProduct,
  CreateDealRequest,
  CreateProductRequest,
  FulfilmentEvent,
  UpdateDealRequest,
  UpdateProductRequest,
} from '../../../contract/admin.ts';
import type { Deal } from '../../../contract/catalog.ts';
import type { Order } from '../../../contract/orders.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { allocateDealIds } from '../../db/deal-ids.ts';
import { categories, deals, orders, products, subcategories } from '../../db/schema.ts';
import type { StoredVariation } from '../../db/schema.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { ListingCache } from '../catalog/service.ts';
import { readOrders } from '../orders/service.ts';
import { advanceFulfilment, resizeOpenGroup } from '../order-engine/service.ts';
import { groupAnalytics } from './analytics.ts';
import { queueNewDealAlerts } from './deal-alerts.ts';
import { adminTexts } from './texts.ts';

export type AdminService = ReturnType<typeof createAdminService>;

type VariationInput = CreateProductRequest['variations'][number];

/** The wire's optional fixed keys become explicit nulls in storage. */
const storedVariation = (variation: VariationInput): StoredVariation => ({
  ...variation,
  image: variation.image ?? null,
  image_url: variation.image_url ?? null,
  upc_code: variation.upc_code ?? null,
});

export function createAdminService({
  db,
  clock,
  jobs,
  listingCache,
  catalog,
}: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  listingCache: ListingCache;
  catalog: CatalogService;
}) {
  async function productById(id: number): Promise<AdminProduct> {
    const [row] = await db
      .select({ product: products, subcategory: subcategories, category: categories })
      .from(products)
      .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(eq(products.id, id));
    if (!row) throw notFound(adminTexts.productNotFound);
    const { product, subcategory, category } = row;
    return {
      id: product.id,
      name: product.name,
      description: product.description,
      regular_price_cents: product.regularPriceCents,
      regular_price: centsToDecimal(product.regularPriceCents),
      discount_percentage: product.discountPercentage,
      image_url: product.imageUrl,
      variations: product.variations,
      subcategory: { id: subcategory.id, name: subcategory.name },
      category: { id: category.id, name: category.name },
    };
  }

  async function requireSubcategory(tx: Db, id: number): Promise<void> {
    const [found] = await tx
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(eq(subcategories.id, id));
    if (!found) throw badRequest(adminTexts.noSuchSubcategory);
  }

  function requireFutureExpiry(expiry: Date): void {
    if (expiry.getTime() <= clock.now().getTime()) throw badRequest(adminTexts.expiryNotInFuture);
  }

  function requireBelowRegular(groupPriceCents: number, regularPriceCents: number): void {
    if (groupPriceCents >= regularPriceCents)
      throw badRequest(adminTexts.priceNotBelowRegular(centsToDecimal(regularPriceCents)));
  }

  return {
    async createProduct(request: CreateProductRequest): Promise<AdminProduct> {
      const id = await db.transaction(async (tx) => {
        await requireSubcategory(tx, request.subcategory_id);
        const [created] = await tx
          .insert(products)
          .values({
            name: request.name,
            description: request.description,
            regularPriceCents: request.regular_price_cents,
            discountPercentage: request.discount_percentage,
            imageUrl: request.image_url,
            variations: request.variations.map(storedVariation),
            subcategoryId: request.subcategory_id,
          })
          .returning({ id: products.id });
        if (!created) throw new Error('product not inserted');
        return created.id;
      });
      return productById(id);
    },

    /** Changes the given fields; the regular price always stays above the group price of the product's deals. */
    async updateProduct(id: number, request: UpdateProductRequest): Promise<AdminProduct> {
      await db.transaction(async (tx) => {
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!product) throw notFound(adminTexts.productNotFound);
        if (request.subcategory_id !== undefined)
          await requireSubcategory(tx, request.subcategory_id);
        if (request.regular_price_cents !== undefined) {
          const [highest] = await tx
            .select({ cents: max(deals.groupDealPriceCents) })
            .from(deals)
            .where(eq(deals.productId, id));
          if (highest?.cents != null && highest.cents >= request.regular_price_cents) {
            throw badRequest(adminTexts.regularNotAboveDeals(centsToDecimal(highest.cents)));
          }
        }
        await tx
          .update(products)
          .set({
            ...(request.name === undefined ? {} : { name: request.name }),
            ...(request.description === undefined ? {} : { description: request.description }),
            ...(request.regular_price_cents === undefined
              ? {}
              : { regularPriceCents: request.regular_price_cents }),
            ...(request.discount_percentage === undefined
              ? {}
              : { discountPercentage: request.discount_percentage }),
            ...(request.image_url === undefined ? {} : { imageUrl: request.image_url }),
            ...(request.variations === undefined
              ? {}
              : { variations: request.variations.map(storedVariation) }),
            ...(request.subcategory_id === undefined
              ? {}
              : { subcategoryId: request.subcategory_id }),
          })
          .where(eq(products.id, id));
      });
      listingCache.clear();
      return productById(id);
    },

    /**
     * Creates a deal with its public id; it shows in listings at once, and an active one is
     * announced to the shoppers and browsers following its category, queued in the same transaction.
     */
    async createDeal(request: CreateDealRequest): Promise<Deal> {
      const expiryDate = new Date(request.expiry_date);
      requireFutureExpiry(expiryDate);
      const dealId = await db.transaction(async (tx) => {
        const [product] = await tx
          .select()
          .from(products)
          .where(eq(products.id, request.product_id));
        if (!product) throw badRequest(adminTexts.noSuchProduct);
        requireBelowRegular(request.group_deal_price_cents, product.regularPriceCents);
        const [ids] = await allocateDealIds(tx, 1);
        if (!ids) throw new Error('no deal id allocated');
        const now = clock.now();
        await tx.insert(deals).values({
          ...ids,
          title: request.title,
          description: request.description,
          status: request.status,
          groupDealPriceCents: request.group_deal_price_cents,
          totalUnitsNeeded: request.total_units_needed,
          expiryDate,
          productId: product.id,
          createdAt: now,
          updatedAt: now,
        });
        if (request.status === 'active') await queueNewDealAlerts(tx, jobs, ids.id);
        return ids.id;
      });
      listingCache.clear();
      return catalog.getDeal(dealId);
    },

    /**
     * Changes the given fields of a deal. The group size cannot change under reservations (an
     * empty open group takes the new size); a deal made active is announced if it never was.
     */
    async updateDeal(id: number, request: UpdateDealRequest): Promise<Deal> {
      const expiryDate =
        request.expiry_date === undefined ? undefined : new Date(request.expiry_date);
      if (expiryDate) requireFutureExpiry(expiryDate);
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ deal: deals, regularPriceCents: products.regularPriceCents })
          .from(deals)
          .innerJoin(products, eq(products.id, deals.productId))
          .where(eq(deals.id, id))
          .for('update', { of: deals });
        if (!current) throw notFound(adminTexts.dealNotFound);
        if (request.group_deal_price_cents !== undefined)
          requireBelowRegular(request.group_deal_price_cents, current.regularPriceCents);
        const size = request.total_units_needed;
        if (size !== undefined && size !== current.deal.totalUnitsNeeded) {
          const resized = await resizeOpenGroup(tx, id, size);
          if (resized.kind === 'locked')
            throw conflict(adminTexts.groupSizeLocked(resized.reservedUnits));
        }
        await tx
          .update(deals)
          .set({
            ...(request.title === undefined ? {} : { title: request.title }),
            ...(request.description === undefined ? {} : { description: request.description }),
            ...(request.group_deal_price_cents === undefined
              ? {}
              : { groupDealPriceCents: request.group_deal_price_cents }),
            ...(size === undefined ? {} : { totalUnitsNeeded: size }),
            ...(expiryDate === undefined ? {} : { expiryDate }),
            ...(request.status === undefined ? {} : { status: request.status }),
            updatedAt: clock.now(),
          })
          .where(eq(deals.id, id));
        if (request.status === 'active' && current.deal.status !== 'active')
          await queueNewDealAlerts(tx, jobs, id);
      });
      listingCache.clear();
      return catalog.getDeal(id);
    },

    /**
     * Moves an order one fulfilment step along its type's state machine, in one conditional
     * update; a step the machine refuses changes nothing. The shopper hears about shipping and
     * delivery, and a fulfilled order has its receipt (queued once per order).
     */
    async advanceOrder(orderId: number, event: FulfilmentEvent): Promise<Order> {
      const now = clock.now();
      const outcome = await db.transaction((tx) =>
        advanceFulfilment(tx, jobs, orderId, event, now),
      );
      if (outcome.kind === 'not-found') throw notFound(adminTexts.orderNotFound);
      if (outcome.kind === 'refused') throw conflict(outcome.message);
      if (outcome.kind === 'changed') throw conflict(adminTexts.orderChanged);
      const [order] = await readOrders(db, eq(orders.id, orderId), now);
      if (!order) throw notFound(adminTexts.orderNotFound);
      return order;
    },

    analytics: (days: number) => groupAnalytics(db, clock.now(), days),
  };
}
