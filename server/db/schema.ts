import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  bigint,
  bigserial,
  customType,
} from 'drizzle-orm/pg-core';
import { dealStockChecks, dealStockColumns } from './deal-stock-columns.ts';
import { dealTypeChecks, dealTypeColumns } from './deal-type-columns.ts';

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
    /** The card picture: the first of `imageUrls` whenever that is not empty. */
    imageUrl: text('image_url').notNull(),
    /**
     * Every picture of the product in the merchant's order, the card picture first; empty for a
     * product saved before there were several, whose one picture is `imageUrl`.
     */
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    /**
     * json, not jsonb: jsonb sorts an object's keys, and the storefront reads the attribute names
     * in the order of the first variation's keys, as the merchant typed them (docs/decisions/0039).
     */
    variations: json('variations').$type<StoredVariation[]>().notNull().default([]),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
  },
  (t) => [
    check('products_regular_price_positive', sql`${t.regularPriceCents} > 0`),
    check(
      'products_card_picture_first',
      sql`jsonb_array_length(${t.imageUrls}) = 0 or ${t.imageUrls}->>0 = ${t.imageUrl}`,
    ),
  ],
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
    /** The most units one shopper may hold in the open group or buy at once; null: no limit. */
    maxUnitsPerShopper: integer('max_units_per_shopper'),
    /** Before this, joining and buying are refused; null: open from its creation. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    ...dealTypeColumns,
    ...dealStockColumns,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deals_price_positive', sql`${t.groupDealPriceCents} > 0`),
    check('deals_group_size', sql`${t.totalUnitsNeeded} between 2 and 1000`),
    ...dealTypeChecks(t),
    ...dealStockChecks(t),
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
    /** Set when an operator cancelled the group (its status is then 'expired'), with the reason members were told. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /**
     * A tiered deal's group: the units of the highest price tier its reservations reach (null
     * below the first), kept by the statements that reserve and release units (decision 0034).
     */
    tierUnits: integer('tier_units'),
  },
  (t) => [
    check('batches_never_over_reserved', sql`${t.reservedUnits} between 0 and ${t.size}`),
    uniqueIndex('batches_one_open_per_deal')
      .on(t.dealId)
      .where(sql`${t.status} = 'open'`),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The searchable text of a deal (title, product, description, category, variation values) as a
 * weighted, accent-folded tsvector. Triggers keep it in step with every write to those tables
 * (migration search_triggers), so no writer has to remember search.
 */
export const dealSearch = pgTable(
  'deal_search',
  {
    dealId: integer('deal_id')
      .primaryKey()
      .references(() => deals.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
  },
  // Both GIN indexes are set to fastupdate = off in migration search_triggers (why: there).
  (t) => [index('deal_search_document').using('gin', t.document)],
);

/** Every word of the searchable text once: typos are corrected against it by trigram likeness. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trigrams').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * One row per shopper, keyed by the normalised e-mail, made by the first successful code, which
 * sets `verifiedAt`.
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
  /** Whether others in the shopper's groups see their initials on the deal page. */
  showInitials: boolean('show_initials').notNull().default(true),
  favouriteCategories: jsonb('favourite_categories').$type<string[]>().notNull().default([]),
  /** Deal alerts in any 24 hours, at most (0: none); the pace is contract/profile.ts's dealAlertPace. */
  dealAlertsPerDay: integer('deal_alerts_per_day').notNull().default(24),
  /** The shopper's quiet window, HH:MM to HH:MM on their clock; both null when they keep none. */
  quietHoursFrom: text('quiet_hours_from'),
  quietHoursTo: text('quiet_hours_to'),
  /** An IANA time zone name; null until the shopper chooses one (the pace then counts in UTC). */
  timeZone: text('time_zone'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** When the shopper last opened My Orders: groups completed after it still count on the app badge. */
  ordersSeenAt: timestamp('orders_seen_at', { withTimezone: true }),
  /** A shopper the demo catalogue made up, whose orders are the seeded progress (docs/decisions/0043). */
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The shipping address of a shopper's latest checkout (docs/product.md §3), returned at sign-in. */
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
 * is kept; the row goes when the code is used. Names given at /auth/register wait here and reach
 * the account only when this very code proves the address.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    email: text('email').primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    pendingFirstName: text('pending_first_name'),
    pendingLastName: text('pending_last_name'),
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

/**
 * One request a per-client limit let through (verifying sign-in codes, counting shares), kept
 * while it still counts in its sliding window so every process on the database sees the same
 * count.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_hits_key').on(t.key, t.at),
    index('rate_limit_hits_expires').on(t.expiresAt),
  ],
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
    /** How the session was opened: an e-mailed code or a passkey (the console may ask for one). */
    signedInWith: text('signed_in_with', { enum: ['code', 'passkey'] })
      .notNull()
      .default('code'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** A shopper's passkeys (WebAuthn credentials), by credential id (base64url). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter; a sign-in that does not move it on is refused. */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').array().notNull(),
    /** Whether the passkey is synced between the shopper's devices (a backed-up credential). */
    backedUp: boolean('backed_up').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user').on(t.userId)],
);

/**
 * A WebAuthn challenge the server handed out, used once: a registration's is tied to the
 * signed-in shopper, a sign-in's to nobody until a passkey answers it.
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  id: uuid('id').primaryKey(),
  challenge: text('challenge').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

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
  /** Extra headers the mail carries, e.g. List-Unsubscribe on an alert. */
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
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

/**
 * What became of each deal alert a signed-in shopper was due to get by push and e-mail: sent, or
 * dropped for being past their daily most. One row per notification, so a retried delivery
 * decides nothing twice; the sent rows of the last 24 hours are what the daily most counts.
 */
export const dealAlertDeliveries = pgTable(
  'deal_alert_deliveries',
  {
    notificationId: integer('notification_id')
      .primaryKey()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sent: boolean('sent').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('deal_alert_deliveries_user').on(t.userId, t.decidedAt)],
);

/**
 * Who a fanned-out alert (a deal's alert to visitors' browsers, its mail to e-mail subscribers)
 * has been handed to, one row per alert, channel and recipient: a page claims its recipients
 * here before sending and marks each sent, so a page run again after a crash, or by another
 * process, sends nobody twice and skips nobody (docs/decisions/0032-alert-fan-out-claims.md).
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    /** The alert: its deal, and the operator's send when it is one (the page's job key). */
    alert: text('alert').notNull(),
    /** 'push' (a push subscription's id) or 'mail' (an e-mail subscriber's id). */
    channel: text('channel').notNull(),
    recipientId: integer('recipient_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    /** Null while the send is under way; a claim left unsent by a dead process lapses. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.alert, t.channel, t.recipientId] })],
);

/** docs/product.md §3's per-unit choice: attribute name -> chosen option, one map per unit. */
export type UnitVariant = Record<string, string>;

export type ShippingAddress = {
  fullName: string;
  email: string;
  phone: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

/**
 * One shopper's group reservation or solo purchase. Its status moves only through
 * server/domain/order-status.ts; a group order names the batch it reserved units in.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human-readable and unique, what a shopper quotes to support (e.g. BG-7K2M9QX4). */
    orderNumber: text('order_number').notNull().unique(),
    orderType: text('order_type', { enum: ['group', 'solo'] }).notNull(),
    status: text('status').notNull(),
    /** Null for a guest until they sign in with `buyerEmail`. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerEmail: text('buyer_email').notNull(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id),
    /** Null for a solo buy, which never touches a batch. */
    batchId: integer('batch_id').references(() => batches.id),
    quantity: integer('quantity').notNull(),
    variants: jsonb('variants').$type<UnitVariant[]>().notNull().default([]),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentMethodId: text('payment_method_id'),
    paymentIntentId: text('payment_intent_id'),
    receiptUrl: text('receipt_url'),
    /** While payment_action_required: the end of the window to fix the card. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** When the provider lets the group hold lapse; a job re-authorises it before then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Why an operator cancelled this one member's place (docs/decisions/0042); the shopper reads it. */
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    check('orders_total_matches', sql`${t.totalCents} = ${t.unitPriceCents} * ${t.quantity}`),
    check('orders_group_has_batch', sql`(${t.orderType} = 'group') = (${t.batchId} is not null)`),
    index('orders_user').on(t.userId, t.id),
    index('orders_batch').on(t.batchId),
    index('orders_buyer_email').on(t.buyerEmail),
    index('orders_status').on(t.status),
    index('orders_hold_expires').on(t.holdExpiresAt),
    // One order per payment: a double-clicked or retried checkout finds the first order instead.
    uniqueIndex('orders_payment_intent').on(t.paymentIntentId),
  ],
);

export type CardBehaviour =
  'succeeds' | 'declined' | 'insufficient_funds' | 'requires_action' | 'capture_fails';

/**
 * A card of the built-in test provider. The full number is never kept: only what the shopper
 * sees (brand, last4, expiry) and how the test card behaves.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    /** Set when a signed-in shopper saved it, for one-click joins. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    behaviour: text('behaviour').$type<CardBehaviour>().notNull(),
    billingName: text('billing_name'),
    billingEmail: text('billing_email'),
    /** Stripe's customer the method is attached to, so a hold can be placed again off-session. */
    providerCustomerId: text('provider_customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_methods_user').on(t.userId, t.createdAt)],
);

/**
 * A payment intent of the test provider, with Stripe's state machine: a manual-capture intent
 * that succeeded to authorise is a hold (`requires_capture`) until `capture_before`.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    paymentMethodId: text('payment_method_id').references(() => paymentMethods.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    captureMethod: text('capture_method', { enum: ['manual', 'automatic'] }).notNull(),
    status: text('status', {
      enum: [
        'requires_confirmation',
        'requires_action',
        'requires_capture',
        'succeeded',
        'canceled',
        'failed',
      ],
    }).notNull(),
    customerEmail: text('customer_email'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** Repeating a call with the same key returns the first intent instead of a second one. */
    idempotencyKey: text('idempotency_key').unique(),
    failureMessage: text('failure_message'),
    captureBefore: timestamp('capture_before', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** What a capture took, which may be less than the hold (Stripe's `amount_received`). */
    amountReceivedCents: integer('amount_received_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('payment_intents_amount_positive', sql`${t.amountCents} > 0`)],
);

/**
 * The charge of one order: at most one row per order and per intent, whatever retries or
 * duplicate jobs happen. A row is claimed (`pending`) before the provider is asked to capture.
 */
export const paymentCaptures = pgTable('payment_captures', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  paymentIntentId: text('payment_intent_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
  failureMessage: text('failure_message'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  capturedAt: timestamp('captured_at', { withTimezone: true }),
});

/** Holds released (cancel) and money returned (refund); one cancellation per intent. */
export const paymentReversals = pgTable(
  'payment_reversals',
  {
    id: serial('id').primaryKey(),
    paymentIntentId: text('payment_intent_id').notNull(),
    kind: text('kind', { enum: ['cancel', 'refund'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_reversals_one_per_kind').on(t.paymentIntentId, t.kind)],
);

/**
 * A card hold that POST /payments/create-intent places for a checkout, recorded before the
 * provider is asked: who asked (shopper, card, client address), so the holds one may leave
 * waiting for an order stay bounded, and the provider's idempotency key, so a retried request
 * answers its first intent. A hold is open until settled (released) or used by an order.
 */
export const checkoutHolds = pgTable(
  'checkout_holds',
  {
    id: serial('id').primaryKey(),
    /** Derived from the request's Idempotency-Key (or its contents): one hold per key. */
    providerKey: text('provider_key').notNull().unique(),
    /** Null while the provider is being asked. */
    paymentIntentId: text('payment_intent_id').unique(),
    /** 'user:<id>' for a signed-in shopper, 'guest:<email>' for a guest. */
    shopper: text('shopper').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    clientAddress: text('client_address').notNull(),
    /** What was asked for under the key: the same key for another payment is refused. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_holds_open_card')
      .on(t.paymentMethodId)
      .where(sql`${t.settledAt} is null`),
    index('checkout_holds_open_shopper')
      .on(t.shopper)
      .where(sql`${t.settledAt} is null`),
    index('checkout_holds_open_address')
      .on(t.clientAddress)
      .where(sql`${t.settledAt} is null`),
  ],
);

/** Stripe webhook events already handled: a redelivered event is acknowledged and skipped. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * Durable background work shared by every process: claimed with `for update skip locked`, a
 * lease that lapses if the claimer dies, and one row per (queue, key) so a thing is queued once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('jobs_queue_key').on(t.queue, t.key),
    index('jobs_due')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * docs/product.md §7's deal-alert e-mail subscribers; unsubscribing keeps the row so a link stays answerable.
 * Double opt-in: only a row with `confirmedAt` and no `unsubscribedAt` gets deal alerts.
 */
export const emailSubscribers = pgTable('email_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull(),
  /** When the address opened the link of its confirmation mail. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** When a subscribe request last sent this address a mail, so repeats cannot flood an inbox. */
  lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

/** A browser's push subscription, for a signed-in shopper or a subscriber e-mail. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** The sign-in it was saved under: once that session ends, the shopper's pushes stop here. */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    email: text('email'),
    /** Category ids whose new deals this browser wants to hear about. */
    categories: jsonb('categories').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('push_subscriptions_user').on(t.userId),
    index('push_subscriptions_email').on(t.email),
  ],
);

/** Raw bytes; PGlite answers with a Uint8Array and node-postgres with a Buffer, so both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The PDF receipt of a charged order, made once by a job queued with the charge. Kept in the
 * database rather than on disk so every process of one PostgreSQL serves the same file.
 */
export const receipts = pgTable('receipts', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A shopper's Idempotency-Key and what became of its request, so a retry answers the first
 * result instead of acting again. Kept a day, as payment providers keep theirs.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** A hash of the request the key was first sent with; another request under it is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Allocated once per key (the id of the order it makes), so every attempt makes the same one. */
    reference: integer('reference'),
    /** Written by the statement that has the effect, with it: what a lost answer is rebuilt from. */
    effect: jsonb('effect').$type<Record<string, unknown>>(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** While an attempt runs; a retry after this lapses (its process died) may act again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Money an operator gave back on an order, part or whole: claimed (`pending`) with its amount
 * before the provider is asked, so two refunds can never together exceed the capture. One row
 * per operator request key: a retried request finds its refund instead of making another.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** 'admin:<user id>:<Idempotency-Key>' (or a fresh one without a key). */
    requestKey: text('request_key').notNull().unique(),
    /** A hash of the request the key was first sent with; another request under it is refused. */
    fingerprint: text('fingerprint').notNull(),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    index('refunds_order').on(t.orderId),
    index('refunds_created').on(t.createdAt),
  ],
);

/** The parcel of a shipped order, what the shopper tracks it by. */
export const shipments = pgTable('shipments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  carrier: text('carrier').notNull(),
  trackingNumber: text('tracking_number').notNull(),
  actorEmail: text('actor_email').notNull(),
  shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
});

/**
 * Every status an order took, written by a trigger on `orders` (migration order_timeline) so no
 * writer can forget it. The actor is the transaction's `bogo.actor` setting (an operator's e-mail,
 * set by the admin module), else 'system'.
 */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_status_changes_order').on(t.orderId, t.id)],
);

/** Every operator action: who, when, what, and the entity before and after, written with the action. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_entity').on(t.entity, t.entityId),
    index('audit_log_actor').on(t.actorEmail),
  ],
);

/** A refund of the built-in test provider, part or whole; one per idempotency key, as at Stripe. */
export const testProviderRefunds = pgTable('test_provider_refunds', {
  id: serial('id').primaryKey(),
  paymentIntentId: text('payment_intent_id')
    .notNull()
    .references(() => paymentIntents.id),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The store's staff beside ADMIN_EMAILS (who are owners always): each e-mail's console role, read
 * on every console request, so a change holds from the member's next request
 * (docs/decisions/0040). The e-mail is the key, lower-cased: an account need not exist yet.
 */
export const staff = pgTable(
  'staff',
  {
    email: text('email').primaryKey(),
    role: text('role', { enum: ['owner', 'catalogue', 'support'] }).notNull(),
    addedByEmail: text('added_by_email').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('staff_role', sql`${t.role} in ('owner', 'catalogue', 'support')`),
    check('staff_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A tiered deal's price ladder (decision 0034): every member of a group pays the price of the
 * highest tier its reservations reached. No rows: the deal has one group price.
 */
export const dealPriceTiers = pgTable(
  'deal_price_tiers',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    units: integer('units').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dealId, t.units] }),
    check('deal_price_tiers_units', sql`${t.units} between 2 and 1000`),
    check('deal_price_tiers_price_positive', sql`${t.priceCents} > 0`),
  ],
);
