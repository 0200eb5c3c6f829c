import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Deal } from '../../../contract/catalog.ts';
import type { DealTypeName } from '../../../contract/deal-type.ts';
import type { Db } from '../../db/client.ts';
import { batches, categories, deals, products, subcategories } from '../../db/schema.ts';
import type { StoredVariation } from '../../db/schema.ts';
import { priceTiersOf } from '../../db/price-tiers.ts';
import type { StoredPriceTier } from '../../db/price-tiers.ts';
import { batchProgress, effectiveDealStatus, expiryLeftHours } from '../../domain/deal-progress.ts';
import type { StoredDealStatus } from '../../domain/deal-progress.ts';
import { centsToDecimal } from '../../domain/money.ts';

/** One deal as read by the catalogue queries: the deal, its product, its place and open batch. */
export type DealRow = {
  id: number;
  encodedId: string;
  title: string;
  description: string;
  status: StoredDealStatus;
  groupDealPriceCents: number;
  totalUnitsNeeded: number;
  dealType: DealTypeName;
  buyUnits: number | null;
  freeUnits: number | null;
  unitsInStock: number | null;
  expiryDate: Date;
  /** When the storefront starts showing it; null: from its creation. */
  startsAt: Date | null;
  shareCount: number;
  productId: number;
  productName: string;
  productDescription: string;
  regularPriceCents: number;
  discountPercentage: number | null;
  imageUrl: string;
  /** Every picture, the card picture first; empty for a product saved with only `imageUrl`. */
  imageUrls: string[];
  variations: StoredVariation[];
  categoryId: number;
  categoryName: string;
  subcategoryId: number;
  subcategoryName: string;
  openBatchReservedUnits: number | null;
  priceTiers: StoredPriceTier[];
};

/** The wire shape of docs/product.md §3, with the fields that depend on time and the open batch derived. */
export function toWireDeal(row: DealRow, now: Date): Deal {
  const progress = batchProgress(row.totalUnitsNeeded, row.openBatchReservedUnits);
  return {
    id: row.id,
    encoded_id: row.encodedId,
    title: row.title,
    description: row.description,
    status: effectiveDealStatus(row.status, row.expiryDate, now),
    group_deal_price: centsToDecimal(row.groupDealPriceCents),
    total_units_needed: row.totalUnitsNeeded,
    deal_type: row.dealType,
    buy_units: row.buyUnits,
    free_units: row.freeUnits,
    units_in_stock: row.unitsInStock,
    sold_out: isSoldOut(row),
    reservation_count: progress.reservationCount,
    remaining_units: progress.remainingUnits,
    expiry_left_hours: expiryLeftHours(row.expiryDate, now),
    expiry_date: row.expiryDate.toISOString(),
    category: { id: row.categoryId, name: row.categoryName },
    subcategory: { id: row.subcategoryId, name: row.subcategoryName },
    product_id: row.productId,
    product: {
      name: row.productName,
      description: row.productDescription,
      regular_price: centsToDecimal(row.regularPriceCents),
      discount_percentage: row.discountPercentage,
      image_url: row.imageUrl,
      image_urls: row.imageUrls.length > 0 ? row.imageUrls : [row.imageUrl],
      variations: row.variations.map(toWireVariation),
    },
    share_count: row.shareCount,
    price_tiers: row.priceTiers.map((tier) => ({
      units: tier.units,
      price: centsToDecimal(tier.priceCents),
    })),
  };
}

/**
 * Nobody can join or buy: no group is open and the stock cannot set aside a new one
 * (docs/decisions/0037-stock-set-aside-by-the-group.md).
 */
const isSoldOut = (row: DealRow): boolean =>
  row.unitsInStock !== null &&
  row.unitsInStock < row.totalUnitsNeeded &&
  row.openBatchReservedUnits === null;

function toWireVariation(variation: StoredVariation): Deal['product']['variations'][number] {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(variation)) {
    if (typeof value === 'string' && !['id', 'image', 'image_url', 'upc_code'].includes(key)) {
      attributes[key] = value;
    }
  }
  return {
    ...attributes,
    id: variation.id,
    image: variation.image,
    image_url: variation.image_url,
    upc_code: variation.upc_code,
  };
}

const dealRowColumns = {
  id: deals.id,
  encodedId: deals.encodedId,
  title: deals.title,
  description: deals.description,
  status: deals.status,
  groupDealPriceCents: deals.groupDealPriceCents,
  totalUnitsNeeded: deals.totalUnitsNeeded,
  dealType: deals.dealType,
  buyUnits: deals.buyUnits,
  freeUnits: deals.freeUnits,
  unitsInStock: deals.unitsInStock,
  expiryDate: deals.expiryDate,
  startsAt: deals.startsAt,
  shareCount: deals.shareCount,
  productId: deals.productId,
  productName: products.name,
  productDescription: products.description,
  regularPriceCents: products.regularPriceCents,
  discountPercentage: products.discountPercentage,
  imageUrl: products.imageUrl,
  imageUrls: products.imageUrls,
  variations: products.variations,
  categoryId: categories.id,
  categoryName: categories.name,
  subcategoryId: subcategories.id,
  subcategoryName: subcategories.name,
  openBatchReservedUnits: batches.reservedUnits,
  priceTiers: priceTiersOf(),
};

/** Deals the storefront shows at `now`: started, or without a start (shown from creation). */
export const startedBy = (now: Date) => or(isNull(deals.startsAt), lte(deals.startsAt, now));

/** The catalogue's deal query: each deal with its product, its place and its open batch. */
export function selectDealRows(db: Db, where: SQL | undefined) {
  return db
    .select(dealRowColumns)
    .from(deals)
    .innerJoin(products, eq(products.id, deals.productId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .leftJoin(batches, and(eq(batches.dealId, deals.id), eq(batches.status, 'open')))
    .where(where);
}
