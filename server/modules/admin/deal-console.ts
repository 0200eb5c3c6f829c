import { picturesOf } from './product-pictures.ts';
import { and, count, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type ADMIN_DEAL_SORTS } from '../../../contract/admin-console.ts';
import type {
  AdminDealDetail,
  AdminDealListResponse,
  AdminDealRow,
  AdminDealsQuery,
} from '../../../contract/admin-console.ts';
import type { Db } from '../../db/client.ts';
import { batches, categories, deals, products, subcategories } from '../../db/schema.ts';
import { effectiveDealStatus } from '../../domain/deal-progress.ts';
import { startedBy } from '../catalog/service.ts';
import { containing } from './like.ts';
import { storedTiersOf } from './deal-tiers.ts';
import { listOrderBy } from './list-sort.ts';

const openReserved = sql<number>`coalesce((
  select ${batches.reservedUnits} from ${batches}
  where ${batches.dealId} = ${deals.id} and ${batches.status} = 'open'
), 0)`;
const filledGroups = sql<number>`(
  select count(*) from ${batches}
  where ${batches.dealId} = ${deals.id} and ${batches.status} = 'filled'
)::int`;

const columns = {
  deal: deals,
  product: products,
  subcategory: subcategories,
  category: categories,
  openReserved,
  filledGroups,
};

function dealsQuery(db: Db) {
  return db
    .select(columns)
    .from(deals)
    .innerJoin(products, eq(products.id, deals.productId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId));
}

type Row = Awaited<ReturnType<ReturnType<typeof dealsQuery>['execute']>>[number];

/**
 * The status an operator reads: an active deal whose start lies ahead is 'scheduled', since
 * shoppers can neither see nor buy it yet.
 */
function listStatus(deal: Row['deal'], now: Date): AdminDealRow['status'] {
  const status = effectiveDealStatus(deal.status, deal.expiryDate, now);
  if (status === 'active' && deal.startsAt && deal.startsAt > now) return 'scheduled';
  return status;
}

function toRow(row: Row, now: Date): AdminDealRow {
  const { deal, product, subcategory, category } = row;
  return {
    id: deal.id,
    encoded_id: deal.encodedId,
    title: deal.title,
    status: listStatus(deal, now),
    product: { id: product.id, name: product.name, image_url: product.imageUrl },
    category: { id: category.id, name: category.name },
    subcategory: { id: subcategory.id, name: subcategory.name },
    regular_price_cents: product.regularPriceCents,
    group_deal_price_cents: deal.groupDealPriceCents,
    total_units_needed: deal.totalUnitsNeeded,
    deal_type: deal.dealType,
    buy_units: deal.buyUnits,
    free_units: deal.freeUnits,
    units_in_stock: deal.unitsInStock,
    max_units_per_shopper: deal.maxUnitsPerShopper,
    starts_at: (deal.startsAt ?? deal.createdAt).toISOString(),
    expiry_date: deal.expiryDate.toISOString(),
    open_group_reserved_units: Number(row.openReserved),
    groups_filled: Number(row.filledGroups),
    created_at: deal.createdAt.toISOString(),
    updated_at: deal.updatedAt.toISOString(),
  };
}

/**
 * The stored status a filter means: 'expired' is also an active deal past its expiry,
 * 'scheduled' an active deal before its start, and 'active' one open to shoppers now.
 */
function statusFilter(status: AdminDealsQuery['status'], now: Date): SQL | undefined {
  const current = and(eq(deals.status, 'active'), gt(deals.expiryDate, now));
  if (status === 'active') return and(current, startedBy(now));
  if (status === 'scheduled') return and(current, gt(deals.startsAt, now));
  if (status === 'expired')
    return or(
      eq(deals.status, 'expired'),
      and(eq(deals.status, 'active'), sql`${deals.expiryDate} <= ${now.toISOString()}`),
    );
  if (status === 'inactive') return eq(deals.status, 'inactive');
  return undefined;
}

/** What each sortable column of the deals list is ordered by. */
const sortColumns = {
  title: sql`lower(${deals.title})`,
  group_deal_price_cents: deals.groupDealPriceCents,
  open_group_reserved_units: openReserved,
  groups_filled: filledGroups,
  expiry_date: deals.expiryDate,
} satisfies Record<(typeof ADMIN_DEAL_SORTS)[number], unknown>;

/**
 * GET /admin/deals: filtered by status, category and title or product name, in the order asked
 * (the newest first without one).
 */
export async function listDeals(
  db: Db,
  query: AdminDealsQuery,
  now: Date,
): Promise<AdminDealListResponse['data']> {
  const filters: SQL[] = [];
  const status = statusFilter(query.status, now);
  if (status) filters.push(status);
  if (query.category_id !== undefined) filters.push(eq(categories.id, query.category_id));
  const q = query.q?.trim();
  if (q) {
    const match = or(ilike(deals.title, containing(q)), ilike(products.name, containing(q)));
    if (match) filters.push(match);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(deals)
    .innerJoin(products, eq(products.id, deals.productId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(where);
  const rows = await dealsQuery(db)
    .where(where)
    .orderBy(...listOrderBy(query.sort, sortColumns, deals.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  return {
    rows: rows.map((row) => toRow(row, now)),
    total: total?.n ?? 0,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

/** GET /admin/deals/{id}: the deal and its whole product; null when there is none. */
export async function readDealDetail(
  db: Db,
  dealId: number,
  now: Date,
): Promise<AdminDealDetail | null> {
  const [row] = await dealsQuery(db).where(eq(deals.id, dealId));
  if (!row) return null;
  const { deal, product } = row;
  return {
    ...toRow(row, now),
    description: deal.description,
    price_tiers: await storedTiersOf(db, dealId),
    product: {
      id: product.id,
      name: product.name,
      description: product.description,
      image_url: product.imageUrl,
      image_urls: picturesOf(product),
      regular_price_cents: product.regularPriceCents,
      discount_percentage: product.discountPercentage,
      variations: product.variations,
      subcategory_id: product.subcategoryId,
    },
  };
}
