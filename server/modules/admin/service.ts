import { and, eq, max } from 'drizzle-orm';
import type {
  AuditQuery,
  AdminOrdersQuery,
  AdminDealsQuery,
  RefundOrderRequest,
  ShipOrderRequest,
  ShipOrdersRequest,
  ShoppersQuery,
} from '../../../contract/admin-console.ts';
import type {
  AdminProduct,
  CreateDealRequest,
  CreateProductRequest,
  FulfilmentEvent,
  UpdateDealRequest,
  UpdateProductRequest,
} from '../../../contract/admin.ts';
import type { DealAlertAudience } from '../../../contract/admin-console.ts';
import type { Deal } from '../../../contract/catalog.ts';
import type { ConsoleMe, StaffRole } from '../../../contract/staff.ts';
import type { Order } from '../../../contract/orders.ts';
import type { OrdersExportQuery } from '../../../contract/warehouse.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { MediaStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import { allocateDealIds } from '../../db/deal-ids.ts';
import { categories, deals, orders, products, subcategories } from '../../db/schema.ts';
import type { StoredVariation } from '../../db/schema.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { HttpError, badRequest, conflict, notFound, refusalError } from '../../http/errors.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { ListingCache } from '../catalog/service.ts';
import { readOrders } from '../orders/service.ts';
import { resizeOpenGroup } from '../order-engine/service.ts';
import { groupAnalytics } from './analytics.ts';
import { auditedTransaction, listAudit, recordAudit } from './audit.ts';
import type { Operator } from './audit.ts';
import { createStaffConsole } from './staff-console.ts';
import { dashboard, dashboardPeriod } from './dashboard.ts';
import { dealAlertAudience } from './deal-alert-audience.ts';
import { remindToFixPayment } from './payment-reminder.ts';
import { cancelMemberPlace } from './place-cancel.ts';
import { demoData, removeDemo } from './demo-data.ts';
import { moveNewDealAlerts, queueDealAlertSend, queueNewDealAlerts } from './deal-alerts.ts';
import { listDeals, readDealDetail } from './deal-console.ts';
import { insertTiers, requireTiersBelowRegular, tieredTerms, updateTiers } from './deal-tiers.ts';
import { repriceBuyXGetYDeals, resolveDealTerms, touchesTerms } from './deal-terms.ts';
import { cancelOpenGroupsOf, createGroupConsole } from './group-console.ts';
import type { GroupsCancelled } from './group-console.ts';
import { storeImage } from './images.ts';
import { createOrderActions } from './order-actions.ts';
import type { RefundKey } from './order-actions.ts';
import { checkPicture } from './picture-check.ts';
export { refundSettlementJobHandlers } from './refund-settlement.ts';
import { listOrders } from './order-console.ts';
import { ordersExportCsv } from './orders-export.ts';
import { picturesOf, savedPictures } from './product-pictures.ts';
import { readPackingSlip } from './packing-slip.ts';
import { renderPackingSlipPdf } from './packing-slip-pdf.ts';
import { findShoppers, subscriberCounts, subscribersCsv } from './shopper-console.ts';
import { adminTexts, dealTypeTexts, stockTexts } from './texts.ts';

export type AdminService = ReturnType<typeof createAdminService>;
export { RefundUnconfirmed } from './order-actions.ts';

/** An operator with the role the store gave them for this request. */
type StaffOperator = Operator & { role: StaffRole };

type VariationInput = CreateProductRequest['variations'][number];

/** When a deal opens to shoppers: its start while that lies ahead, else now. */
const openingOf = (startsAt: Date | null, now: Date): Date =>
  startsAt && startsAt > now ? startsAt : now;

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
  payments,
  storage,
  storeName,
  adminEmails,
  supportRefundLimitCents,
}: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  listingCache: ListingCache;
  catalog: CatalogService;
  payments: PaymentProvider;
  storage: MediaStorage;
  storeName: string;
  /** ADMIN_EMAILS: owners always, shown on the Staff page but not changed there. */
  adminEmails: readonly string[];
  /** The largest refund a support operator may make alone (docs/decisions/0041). */
  supportRefundLimitCents: number;
}) {
  const orderActions = createOrderActions({ db, clock, jobs, payments });
  const groupConsole = createGroupConsole({ db, clock, jobs });
  const staffConsole = createStaffConsole({ db, clock, adminEmails });
  const refundLimitOf = (role: StaffRole): number | null =>
    role === 'owner' ? null : supportRefundLimitCents;

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
      image_urls: picturesOf(product),
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

  function requireStartBeforeExpiry(startsAt: Date, expiry: Date): void {
    if (startsAt.getTime() >= expiry.getTime()) throw badRequest(adminTexts.startNotBeforeExpiry);
  }

  function requireBelowRegular(groupPriceCents: number, regularPriceCents: number): void {
    if (groupPriceCents >= regularPriceCents)
      throw badRequest(adminTexts.priceNotBelowRegular(centsToDecimal(regularPriceCents)));
  }

  return {
    async createProduct(operator: Operator, request: CreateProductRequest): Promise<AdminProduct> {
      const id = await db.transaction(async (tx) => {
        await requireSubcategory(tx, request.subcategory_id);
        const pictures = savedPictures(request, null);
        // The contract asks for one of image_url and image_urls: there is always a picture.
        if (!pictures) throw badRequest(adminTexts.pictureRequired);
        const [created] = await tx
          .insert(products)
          .values({
            name: request.name,
            description: request.description,
            regularPriceCents: request.regular_price_cents,
            discountPercentage: request.discount_percentage,
            ...pictures,
            variations: request.variations.map(storedVariation),
            subcategoryId: request.subcategory_id,
          })
          .returning();
        if (!created) throw new Error('product not inserted');
        await recordAudit(tx, operator, clock.now(), {
          action: 'product.create',
          entity: 'product',
          entityId: created.id,
          before: null,
          after: created,
        });
        return created.id;
      });
      return productById(id);
    },

    /** Changes the given fields; the regular price always stays above the group price of the product's deals. */
    async updateProduct(
      operator: Operator,
      id: number,
      request: UpdateProductRequest,
    ): Promise<AdminProduct> {
      await db.transaction(async (tx) => {
        const [product] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!product) throw notFound(adminTexts.productNotFound);
        if (request.subcategory_id !== undefined)
          await requireSubcategory(tx, request.subcategory_id);
        if (request.regular_price_cents !== undefined) {
          const [highest] = await tx
            .select({ cents: max(deals.groupDealPriceCents) })
            .from(deals)
            .where(and(eq(deals.productId, id), eq(deals.dealType, 'group_price')));
          if (highest?.cents != null && highest.cents >= request.regular_price_cents) {
            throw badRequest(adminTexts.regularNotAboveDeals(centsToDecimal(highest.cents)));
          }
          await repriceBuyXGetYDeals(tx, id, request.regular_price_cents);
        }
        const [updated] = await tx
          .update(products)
          // Drizzle leaves out the fields the request left undefined; null still clears one.
          .set({
            name: request.name,
            description: request.description,
            regularPriceCents: request.regular_price_cents,
            discountPercentage: request.discount_percentage,
            ...savedPictures(request, product),
            variations: request.variations?.map(storedVariation),
            subcategoryId: request.subcategory_id,
          })
          .where(eq(products.id, id))
          .returning();
        await recordAudit(tx, operator, clock.now(), {
          action: 'product.update',
          entity: 'product',
          entityId: id,
          before: product,
          after: updated,
        });
      });
      listingCache.clear();
      return productById(id);
    },

    /**
     * Creates a deal with its public id; it shows in listings from its start, and an active one is
     * announced to the shoppers and browsers following its category when it opens, queued in the
     * same transaction.
     */
    async createDeal(operator: Operator, request: CreateDealRequest): Promise<Deal> {
      const expiryDate = new Date(request.expiry_date);
      requireFutureExpiry(expiryDate);
      const startsAt = request.starts_at === undefined ? null : new Date(request.starts_at);
      if (startsAt) requireStartBeforeExpiry(startsAt, expiryDate);
      const dealId = await db.transaction(async (tx) => {
        const [product] = await tx
          .select()
          .from(products)
          .where(eq(products.id, request.product_id));
        if (!product) throw badRequest(adminTexts.noSuchProduct);
        const terms = resolveDealTerms(null, tieredTerms(request), product.regularPriceCents);
        requireTiersBelowRegular(request.price_tiers, product.regularPriceCents);
        requireBelowRegular(terms.groupDealPriceCents, product.regularPriceCents);
        const [ids] = await allocateDealIds(tx, 1);
        if (!ids) throw new Error('no deal id allocated');
        const now = clock.now();
        const [created] = await tx
          .insert(deals)
          .values({
            ...ids,
            title: request.title,
            description: request.description,
            status: request.status,
            ...terms,
            unitsInStock: request.units_in_stock,
            expiryDate,
            productId: product.id,
            maxUnitsPerShopper: request.max_units_per_shopper,
            startsAt,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await insertTiers(tx, ids.id, request.price_tiers);
        await recordAudit(tx, operator, now, {
          action: 'deal.create',
          entity: 'deal',
          entityId: ids.id,
          before: null,
          after: created,
        });
        if (request.status === 'active')
          await queueNewDealAlerts(tx, jobs, ids.id, openingOf(startsAt, now));
        return ids.id;
      });
      listingCache.clear();
      return catalog.getDealForConsole(dealId);
    },

    /**
     * Changes the given fields of a deal. The group size cannot change under reservations (an
     * empty open group takes the new size); a deal made active is announced as it opens if it
     * never was, and an announcement still waiting moves with the deal's start; a
     * deal made inactive has its open groups cancelled in the same transaction, as "Cancel
     * group" cancels one (docs/decisions/0018-deactivating-cancels-open-groups.md).
     */
    async updateDeal(
      operator: Operator,
      id: number,
      request: UpdateDealRequest,
    ): Promise<{ deal: Deal; cancelled: GroupsCancelled }> {
      const expiryDate =
        request.expiry_date === undefined ? undefined : new Date(request.expiry_date);
      if (expiryDate) requireFutureExpiry(expiryDate);
      const startsAt = request.starts_at === undefined ? undefined : new Date(request.starts_at);
      const cancelled = await auditedTransaction(db, clock, operator, async (tx, now, audit) => {
        const [current] = await tx
          .select({ deal: deals, regularPriceCents: products.regularPriceCents })
          .from(deals)
          .innerJoin(products, eq(products.id, deals.productId))
          .where(eq(deals.id, id))
          .for('update', { of: deals });
        if (!current) throw notFound(adminTexts.dealNotFound);
        if (
          request.price_tiers?.length &&
          (request.deal_type ?? current.deal.dealType) === 'buy_x_get_y'
        )
          throw badRequest(dealTypeTexts.tiersNeedGroupPrice);
        const asked = tieredTerms(request);
        const terms = touchesTerms(asked)
          ? resolveDealTerms(current.deal, asked, current.regularPriceCents)
          : undefined;
        if (request.price_tiers)
          requireTiersBelowRegular(request.price_tiers, current.regularPriceCents);
        if (terms) requireBelowRegular(terms.groupDealPriceCents, current.regularPriceCents);
        await updateTiers(tx, id, current.deal, request);
        if (startsAt || expiryDate)
          requireStartBeforeExpiry(
            startsAt ?? current.deal.startsAt ?? current.deal.createdAt,
            expiryDate ?? current.deal.expiryDate,
          );
        const size = terms?.totalUnitsNeeded;
        if (size !== undefined && size !== current.deal.totalUnitsNeeded) {
          const resized = await resizeOpenGroup(tx, id, size);
          if (resized.kind === 'locked')
            throw conflict(adminTexts.groupSizeLocked(resized.reservedUnits));
          if (resized.kind === 'sold-out') throw conflict(stockTexts.noStockForResize);
        }
        const [updated] = await tx
          .update(deals)
          // Drizzle leaves out the fields the request left undefined; null still clears one.
          .set({
            title: request.title,
            description: request.description,
            ...terms,
            unitsInStock: request.units_in_stock,
            expiryDate,
            status: request.status,
            maxUnitsPerShopper: request.max_units_per_shopper,
            startsAt,
            updatedAt: now,
          })
          .where(eq(deals.id, id))
          .returning();
        await audit({
          action: 'deal.update',
          entity: 'deal',
          entityId: id,
          before: current.deal,
          after: updated,
        });
        const opensAt = openingOf(updated?.startsAt ?? null, now);
        if (request.status === 'active' && current.deal.status !== 'active')
          await queueNewDealAlerts(tx, jobs, id, opensAt);
        else if (startsAt) await moveNewDealAlerts(tx, jobs, id, opensAt);
        // After the deal is inactive, so the engine opens no fresh group in place of a cancelled one.
        if (updated?.status === 'inactive')
          return cancelOpenGroupsOf(tx, jobs, now, audit, id, adminTexts.dealWithdrawnReason);
        return { groups: 0, members: 0 };
      });
      listingCache.clear();
      return { deal: await catalog.getDealForConsole(id), cancelled };
    },

    /** Moves an order one fulfilment step; the step and its audit row commit together. */
    async advanceOrder(
      operator: Operator,
      orderId: number,
      event: FulfilmentEvent,
    ): Promise<Order> {
      await orderActions.advance(operator, orderId, event);
      const [order] = await readOrders(db, eq(orders.id, orderId), clock.now());
      if (!order) throw notFound(adminTexts.orderNotFound);
      return order;
    },

    analytics: (days: number) => groupAnalytics(db, clock.now(), days),

    listOrders: (query: AdminOrdersQuery) => listOrders(db, query),
    ordersCsv: (query: OrdersExportQuery) => ordersExportCsv(db, query),
    order: (orderId: number) => orderActions.detail(orderId),
    /** GET /admin/orders/{id}/packing-slip.pdf: the order's packing slip, or 404. */
    async packingSlip(orderId: number): Promise<{ orderNumber: string; content: Buffer }> {
      const slip = await readPackingSlip(db, orderId);
      if (!slip) throw notFound(adminTexts.orderNotFound);
      return {
        orderNumber: slip.orderNumber,
        content: await renderPackingSlipPdf(slip, storeName),
      };
    },
    /**
     * A refund; one above the role's limit (all that is left, when no amount is given) is
     * refused before anything is claimed. What is left only shrinks meanwhile, so a refund that
     * passes here stays within the limit (docs/decisions/0041).
     */
    async refundOrder(
      operator: StaffOperator,
      orderId: number,
      request: RefundOrderRequest,
      key: RefundKey,
    ) {
      const limit = refundLimitOf(operator.role);
      if (limit !== null) {
        const amount =
          request.amount_cents ?? (await orderActions.detail(orderId)).refundable_cents;
        if (amount > limit) throw new HttpError(403, adminTexts.refundNeedsOwner(limit));
      }
      return orderActions.refund(operator, orderId, request, key);
    },
    shipOrder: (operator: Operator, orderId: number, request: ShipOrderRequest) =>
      orderActions.ship(operator, orderId, request),
    shipOrders: (operator: Operator, request: ShipOrdersRequest) =>
      orderActions.shipMany(operator, request.parcels),
    remindToFixPayment: (operator: Operator, orderId: number) =>
      remindToFixPayment({ db, clock, jobs }, operator, orderId),
    cancelPlace: (operator: Operator, orderId: number, reason: string) =>
      cancelMemberPlace({ db, clock, jobs, listingCache }, operator, orderId, reason),

    listDeals: (query: AdminDealsQuery) => listDeals(db, query, clock.now()),
    async deal(dealId: number) {
      const deal = await readDealDetail(db, dealId, clock.now());
      if (!deal) throw notFound(adminTexts.dealNotFound);
      return deal;
    },
    dealGroups: (dealId: number) => groupConsole.dealGroups(dealId),
    cancelGroup: (operator: Operator, batchId: number, reason: string) =>
      groupConsole.cancel(operator, batchId, reason),

    /**
     * Sends an active deal's alert to its category's followers (push, and e-mail as each allows)
     * as its own alert, even when the deal was announced before; audited with the queuing.
     * `queued` is false when this send's key was used before: the same request again; `audience`
     * is who it goes to, counted in the same transaction as the queuing.
     */
    async sendDealAlert(
      operator: Operator,
      dealId: number,
      sendKey: string,
    ): Promise<{ queued: boolean; audience: DealAlertAudience }> {
      const deal = await readDealDetail(db, dealId, clock.now());
      if (!deal) throw notFound(adminTexts.dealNotFound);
      if (deal.status === 'scheduled') throw conflict(adminTexts.alertDealScheduled);
      if (deal.status !== 'active') throw conflict(adminTexts.alertDealNotActive);
      return db.transaction(async (tx) => {
        const at = clock.now();
        const key = `${operator.userId}:${sendKey}`;
        const audience = await dealAlertAudience(tx, deal.category);
        if (!(await queueDealAlertSend(tx, jobs, dealId, { key, at })))
          return { queued: false, audience };
        await recordAudit(tx, operator, at, {
          action: 'deal_alert.send',
          entity: 'deal',
          entityId: dealId,
          before: null,
          after: { category_id: deal.category.id, ...audience },
        });
        return { queued: true, audience };
      });
    },

    /** Who a send of the deal's alert would reach now, counted by the fan-out's own rules. */
    async dealAlertAudience(dealId: number): Promise<DealAlertAudience> {
      const deal = await readDealDetail(db, dealId, clock.now());
      if (!deal) throw notFound(adminTexts.dealNotFound);
      return dealAlertAudience(db, deal.category);
    },

    demoData: () => demoData(db),
    removeDemoData: (operator: Operator) => removeDemo({ db, clock, jobs, listingCache }, operator),

    audit: (query: AuditQuery) => listAudit(db, query),

    /** The caller's role as the store holds it now, and the largest refund it may make alone. */
    me: (operator: StaffOperator): ConsoleMe => ({
      email: operator.email,
      role: operator.role,
      refund_limit_cents: refundLimitOf(operator.role),
    }),
    staff: staffConsole,
    dashboard: (from?: string, to?: string) =>
      dashboard(db, clock.now(), dashboardPeriod(clock.now(), from, to)),
    shoppers: (query: ShoppersQuery) => findShoppers(db, query),
    subscribers: () => subscriberCounts(db),
    subscribersCsv: () => subscribersCsv(db),

    /**
     * Stores an uploaded picture, re-encoded, under the hash of the stored bytes once it decodes
     * as a PNG, JPEG or WebP of allowed size (415 or 413 otherwise, nothing stored), with an
     * audit row for the upload. The file's own bytes say its type, whatever the request claimed.
     */
    async uploadImage(operator: Operator, bytes: Buffer) {
      if (bytes.length === 0) throw badRequest(adminTexts.imageEmpty);
      const picture = await checkPicture(bytes);
      if (picture.kind === 'refused') throw refusalError(picture);
      const stored = await storeImage(storage, picture.bytes, picture.type);
      // The file is stored before its audit row, and no transaction can span the two. So a row
      // always names a stored file; a file whose row failed is stored with none, which harms
      // nothing: files are named by the hash of their bytes, so a retried upload finds it and
      // writes the row, and no deal refers to an image until a later, audited save names it.
      await db.transaction((tx) =>
        recordAudit(tx, operator, clock.now(), {
          action: 'image.upload',
          entity: 'image',
          entityId: stored.name,
          before: null,
          after: { url: stored.url, content_type: picture.type, bytes: picture.bytes.length },
        }),
      );
      return { url: stored.url, content_type: picture.type, bytes: picture.bytes.length };
    },
  };
}
