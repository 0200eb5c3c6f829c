import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
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

/**
 * One row per shopper, keyed by the normalised e-mail. A row may exist before its first sign-in
 * (register stores the names); `verifiedAt` is set by the first successful code.
 */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  smsNotifications: boolean('sms_notifications').notNull().default(false),
  dealAlerts: boolean('deal_alerts').notNull().default(true),
  favouriteCategories: jsonb('favourite_categories').$type<string[]>().notNull().default([]),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The shipping address of a shopper's latest checkout (SPEC 3), returned at sign-in. */
export const lastAddresses = pgTable('last_addresses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addressLine1: text('address_line_1').notNull(),
  addressLine2: text('address_line_2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull().default('US'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The one live sign-in code of an e-mail: a new send replaces it. Only a keyed hash of the code
 * is kept; the row goes when the code is used.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    email: text('email').primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('otp_codes_wrong_tries', sql`${t.wrongTries} between 0 and 5`)],
);

/** Every code sent, counted in time windows for the per-e-mail and per-IP send limits. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_sends_email').on(t.email, t.sentAt), index('otp_sends_ip').on(t.ip, t.sentAt)],
);

/** A sign-in session: the family of refresh tokens that descend from one verified code. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: ['logout', 'reuse'] }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Refresh tokens by SHA-256 hash; a rotated token keeps its row so a replay can be recognised. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

/** Values every process of one database must share, such as the generated server secret. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail kept instead of sent when no SMTP server is configured (the embedded default). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A shopper's in-app notifications, newest first; later features write them. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user').on(t.userId, t.id)],
);
