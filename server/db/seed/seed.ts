import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { buyXGetYUnitCents } from '../../../contract/deal-type.ts';
import { allocateDealIds } from '../deal-ids.ts';
import { batches, categories, deals, products, subcategories } from '../schema.ts';
import { catalogue } from './catalog-data.ts';
import type { SeedCategory, SeedDeal } from './catalog-types.ts';
import { seedDemoShoppers } from './demo-shoppers.ts';
import type { DemoGroup } from './demo-shoppers.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR_MS = 3_600_000;
/** Any constant works; it only has to be the same in every process of this app. */
const SEED_LOCK_KEY = 727_002;

/**
 * Fills an empty database with the demo catalogue, all or nothing, so it is safe to call on every
 * start. Expiry dates are relative to `now`, so a fresh store always has deals about to close.
 * The units already reserved in open groups are orders of demo shoppers, held on the test payment
 * provider; with another provider (`demoShoppers` false) those groups start empty, since its
 * holds could not be charged (docs/decisions/0043).
 */
export async function seedCatalog(
  db: Db,
  now: Date,
  { demoShoppers = true }: { demoShoppers?: boolean } = {},
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database would both find it empty; the lock makes the
    // second one wait for the first to commit and then find the catalogue.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (existing.length > 0) return { seeded: false };
    const groups: DemoGroup[] = [];
    for (const [index, category] of catalogue.entries()) {
      groups.push(...(await insertCategory(tx, category, index, now)));
    }
    if (demoShoppers) await seedDemoShoppers(tx, groups, now);
    return { seeded: true };
  });
}

/** Inserts a category with its deals and their open groups, empty; answers those groups. */
async function insertCategory(
  tx: Tx,
  category: SeedCategory,
  sortOrder: number,
  now: Date,
): Promise<DemoGroup[]> {
  const [row] = await tx
    .insert(categories)
    .values({
      name: category.name,
      image: `/images/categories/${category.slug}.svg`,
      featuredRank: category.featuredRank,
      sortOrder,
    })
    .returning({ id: categories.id });
  if (!row) throw new Error(`Could not insert the category ${category.name}`);

  const subcategoryRows = await tx
    .insert(subcategories)
    .values(category.subcategories.map((name, i) => ({ categoryId: row.id, name, sortOrder: i })))
    .returning({ id: subcategories.id, name: subcategories.name });
  const subcategoryIds = new Map(subcategoryRows.map((s) => [s.name, s.id]));

  // Ids are taken up front because a deal's encoded id is derived from its id and is NOT NULL.
  const productIds = await allocateProductIds(tx, category.deals.length);
  const dealIds = await allocateDealIds(tx, category.deals.length);
  const rows = category.deals.map((deal, i) => {
    checkDeal(deal);
    const subcategoryId = subcategoryIds.get(deal.subcategory);
    const productId = productIds[i];
    const dealId = dealIds[i];
    if (subcategoryId === undefined) {
      throw new Error(`${deal.slug}: ${category.name} has no subcategory ${deal.subcategory}`);
    }
    if (productId === undefined || dealId === undefined) throw new Error('Too few ids allocated');
    return dealRows(deal, { subcategoryId, productId, dealId, index: i }, now);
  });

  await tx.insert(products).values(rows.map((r) => r.product));
  await tx.insert(deals).values(rows.map((r) => r.deal));
  const opened = rows.flatMap((r) => (r.batch ? [r] : []));
  if (opened.length === 0) return [];
  const batchIds = await tx
    .insert(batches)
    .values(opened.map((r) => r.batch).filter((batch) => batch !== null))
    .returning({ id: batches.id, dealId: batches.dealId });
  return batchIds.map((batch) => {
    const row = opened.find((r) => r.deal.id === batch.dealId);
    if (!row) throw new Error(`no demo deal for batch ${batch.id}`);
    return {
      batchId: batch.id,
      dealId: batch.dealId,
      reservedUnits: row.reservedUnits,
      unitPriceCents: row.deal.groupDealPriceCents,
      variations: row.product.variations,
    };
  });
}

type Ids = {
  subcategoryId: number;
  productId: number;
  dealId: { id: number; encodedId: string };
  index: number;
};

function dealRows(deal: SeedDeal, ids: Ids, now: Date) {
  const size = deal.offer.buy + deal.offer.free;
  const expiryDate = new Date(now.getTime() + deal.expiresInHours * HOUR_MS);
  // Deals look as if they went live one to six days before seeding (or before they expired).
  const liveSince = Math.min(now.getTime(), expiryDate.getTime());
  const createdAt = new Date(liveSince - (1 + (ids.index % 6)) * 24 * HOUR_MS);
  return {
    product: {
      id: ids.productId,
      name: deal.product.name,
      description: deal.product.description,
      regularPriceCents: deal.product.regularPriceCents,
      discountPercentage: deal.product.discountPercentage,
      imageUrl: `/images/products/${deal.slug}.svg`,
      variations: deal.product.variations,
      subcategoryId: ids.subcategoryId,
    },
    deal: {
      ...ids.dealId,
      title: `Buy ${deal.offer.buy} Get ${deal.offer.free} Free: ${deal.product.name}`,
      description: deal.description,
      status: deal.status,
      groupDealPriceCents: deal.groupDealPriceCents,
      totalUnitsNeeded: size,
      dealType: 'buy_x_get_y' as const,
      buyUnits: deal.offer.buy,
      freeUnits: deal.offer.free,
      expiryDate,
      productId: ids.productId,
      createdAt,
      updatedAt: new Date(liveSince),
    },
    // Only an active deal takes reservations, so only it has an open batch; its units are
    // reserved by demo shoppers' orders afterwards, never written as a bare count.
    batch:
      deal.status === 'active'
        ? { dealId: ids.dealId.id, status: 'open' as const, size, createdAt }
        : null,
    reservedUnits: deal.status === 'active' ? deal.reservedUnits : 0,
  };
}

async function allocateProductIds(tx: Tx, count: number): Promise<number[]> {
  const rows = await tx
    .select({ id: sql<number>`nextval('products_id_seq')::int` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((r) => r.id);
}

/** The database cannot see these mistakes in the data files, and the storefront would show them. */
function checkDeal(deal: SeedDeal): void {
  const size = deal.offer.buy + deal.offer.free;
  const problems = [
    size < 2 || size > 10 ? `a group of ${size}` : null,
    deal.groupDealPriceCents !==
    buyXGetYUnitCents(deal.product.regularPriceCents, deal.offer.buy, deal.offer.free)
      ? `a group price that is not ${deal.offer.buy} regular prices shared by ${size} units`
      : null,
    deal.reservedUnits < 0 || deal.reservedUnits >= size ? `${deal.reservedUnits} reserved` : null,
    (deal.status === 'expired') !== deal.expiresInHours < 0 ? 'status and expiry disagree' : null,
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new Error(`Bad demo deal ${deal.slug}: ${problems.join(', ')}`);
}
