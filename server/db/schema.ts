import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  image: text('image').notNull(),
  /** Featured categories feed the home strip, in this order. */
  featuredRank: integer('featured_rank'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('subcategories_category_name').on(t.categoryId, t.name)],
);

/** Free attribute fields (size, color, ...) sit beside the fixed keys, as on the wire. */
export type StoredVariation = {
  id: string;
  image: string | null;
  image_url: string | null;
  upc_code: string | null;
  [attribute: string]: string | null;
};

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    regularPriceCents: integer('regular_price_cents').notNull(),
    discountPercentage: integer('discount_percentage'),
    imageUrl: text('image_url').notNull(),
    variations: jsonb('variations').$type<StoredVariation[]>().notNull().default([]),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
  },
  (t) => [check('products_regular_price_positive', sql`${t.regularPriceCents} > 0`)],
);

export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    /** The reversible public id of the address, computed once when the deal is created. */
    encodedId: text('encoded_id').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['active', 'inactive', 'expired'] })
      .notNull()
      .default('active'),
    groupDealPriceCents: integer('group_deal_price_cents').notNull(),
    totalUnitsNeeded: integer('total_units_needed').notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    shareCount: integer('share_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deals_price_positive', sql`${t.groupDealPriceCents} > 0`),
    check('deals_group_size', sql`${t.totalUnitsNeeded} between 2 and 1000`),
    index('deals_listing').on(t.expiryDate, t.id),
    index('deals_product').on(t.productId),
  ],
);

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id),
    status: text('status', { enum: ['open', 'filled', 'expired'] })
      .notNull()
      .default('open'),
    size: integer('size').notNull(),
    reservedUnits: integer('reserved_units').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
  },
  (t) => [
    check('batches_never_over_reserved', sql`${t.reservedUnits} between 0 and ${t.size}`),
    uniqueIndex('batches_one_open_per_deal')
      .on(t.dealId)
      .where(sql`${t.status} = 'open'`),
  ],
);
