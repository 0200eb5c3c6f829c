import { z } from 'zod';
import { fulfilmentEvent } from './admin.ts';
import { ADMIN_DEAL_SORTS, ADMIN_IMAGE_TYPES, ADMIN_ORDER_SORTS } from './admin-limits.ts';
import type { ListSort } from './admin-limits.ts';
import {
  countInQuery,
  INT4_MAX,
  requiredText,
  successBody,
  successBodyWithMessage,
  textUpTo,
} from './common.ts';
import { unitsInStockField } from './deal-stock.ts';
import { dealTypeWire } from './deal-type-fields.ts';
import { orderStatus, unitVariants } from './orders.ts';

/**
 * The operator console's calls (`/api/v1/admin/...`), besides the catalogue writes of admin.ts.
 * Every amount is integer cents; every time an ISO 8601 string in UTC.
 */

export {
  ADMIN_DEAL_SORTS,
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_IMAGE_TYPES,
  ADMIN_ORDER_SORTS,
  AUDIT_ACTIONS,
} from './admin-limits.ts';
export type { ListSort } from './admin-limits.ts';

/** Rows per page of every paged console list. */
export const ADMIN_PAGE_SIZE = 50;

const MAX_CENTS = 10_000_000;

const page = countInQuery(100_000, 1);

const isoDateTime = z.iso.datetime({
  offset: true,
  error: 'must be a date and time such as 2026-07-01T18:00:00Z',
});

/** Every paged list answers its rows with the total matching and the page it is. */
const paged = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  });

/**
 * The `sort` of a paged list, over the columns the server orders every match by (a sort of one
 * page alone would mislead): `-created_at` is the newest first. Without one, the newest first.
 */
const listSort = <const Column extends string>(columns: readonly [Column, ...Column[]]) => {
  const values = columns.flatMap((column): ListSort<Column>[] => [column, `-${column}`]);
  return z
    .enum(values as [ListSort<Column>, ...ListSort<Column>[]], {
      error: `must be one of ${values.join(', ')}`,
    })
    .optional();
};

/** Who did something: an administrator's e-mail, or 'system' for the engine's own jobs. */
export const actor = z.string();

// ---------------------------------------------------------------------------------------------
// Orders

export const orderTypeFilter = z.enum(['group', 'solo'], { error: "must be 'group' or 'solo'" });

/** GET /admin/orders and GET /admin/orders/export.csv: `q` is an order number or (part of) an e-mail. */
export const adminOrdersQuery = z
  .object({
    status: z
      .union([z.literal(''), orderStatus], { error: 'must be an order status or empty' })
      .optional(),
    type: z.union([z.literal(''), orderTypeFilter]).optional(),
    /**
     * 'unfulfilled': the orders still to ship, whatever their refunds (a wholly refunded one
     * ends): paid and never shipped. Payment and fulfilment are two facts; the status tells both
     * only until a refund.
     */
    fulfilment: z
      .union([z.literal(''), z.literal('unfulfilled')], { error: "must be 'unfulfilled' or empty" })
      .optional(),
    q: textUpTo(200).optional(),
    sort: listSort(ADMIN_ORDER_SORTS),
    page,
  })
  .strict();
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const adminOrderRow = z.object({
  id: z.number(),
  order_number: z.string(),
  order_type: z.enum(['group', 'solo']),
  status: orderStatus,
  buyer_email: z.string(),
  deal: z.object({ id: z.number(), title: z.string() }),
  quantity: z.number(),
  total_cents: z.number(),
  /** What the provider captured (0 while only a hold). */
  captured_cents: z.number(),
  refunded_cents: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderListResponse = successBody(paged(adminOrderRow));
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponse>;

/** The columns of GET /admin/orders/export.csv, in order (header row first, then every match). */
export const refundStatus = z.enum(['pending', 'succeeded', 'failed']);

export const adminRefund = z.object({
  id: z.number(),
  amount_cents: z.number(),
  reason: z.string(),
  status: refundStatus,
  actor: actor,
  created_at: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefund>;

export const shipment = z.object({
  carrier: z.string(),
  tracking_number: z.string(),
  shipped_at: z.string(),
});
export type Shipment = z.infer<typeof shipment>;

/** One status change of an order: `from` is null for the order's first status. */
export const timelineEntry = z.object({
  at: z.string(),
  from: orderStatus.nullable(),
  to: orderStatus,
  actor: actor,
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const adminOrderDetail = adminOrderRow.extend({
  unit_price_cents: z.number(),
  variants: unitVariants,
  shopper: z.object({
    user_id: z.number().nullable(),
    email: z.string(),
    name: z.string(),
  }),
  shipping_address: z
    .object({
      full_name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      address_line_1: z.string(),
      address_line_2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zip_code: z.string(),
      country: z.string(),
    })
    .nullable(),
  deal: z.object({
    id: z.number(),
    encoded_id: z.string(),
    title: z.string(),
    product_name: z.string(),
    image_url: z.string(),
  }),
  batch: z
    .object({
      id: z.number(),
      status: z.enum(['open', 'filled', 'expired', 'cancelled']),
      size: z.number(),
      reserved_units: z.number(),
    })
    .nullable(),
  payment_intent_id: z.string().nullable(),
  /** Why an operator cancelled this member's place; null unless they did. */
  cancel_reason: z.string().nullable(),
  captured_at: z.string().nullable(),
  /** captured_cents - refunded_cents: the most a refund may still give back. */
  refundable_cents: z.number(),
  shipment: shipment.nullable(),
  refunds: z.array(adminRefund),
  /** Oldest first. */
  timeline: z.array(timelineEntry),
  /** The fulfilment steps POST /admin/orders/{id}/advance takes from the current status. */
  next_events: z.array(fulfilmentEvent),
  /** Whether POST /admin/orders/{id}/ship takes this order now. */
  can_ship: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const adminOrderResponse = successBody(adminOrderDetail);
export type AdminOrderResponse = z.infer<typeof adminOrderResponse>;

/** POST /admin/orders/{id}/refund (Idempotency-Key header honoured): no amount refunds all that is left. */
export const refundOrderRequest = z
  .object({
    amount_cents: z
      .number({ error: 'must be a number of cents' })
      .int('must be a whole number of cents')
      .positive('must be more than 0')
      .max(MAX_CENTS, `must be at most ${MAX_CENTS} cents`)
      .optional(),
    reason: requiredText(500),
  })
  .strict();
export type RefundOrderRequest = z.infer<typeof refundOrderRequest>;

export const refundOrderResponse = successBodyWithMessage(adminOrderDetail);
export type RefundOrderResponse = z.infer<typeof refundOrderResponse>;

/** POST /admin/orders/{id}/ship: records the parcel and moves the order to fulfilled. */
export const shipOrderRequest = z
  .object({
    carrier: requiredText(100),
    tracking_number: requiredText(100),
  })
  .strict();
export type ShipOrderRequest = z.infer<typeof shipOrderRequest>;

export const shipOrderResponse = successBodyWithMessage(adminOrderDetail);
export type ShipOrderResponse = z.infer<typeof shipOrderResponse>;

/**
 * POST /admin/orders/{id}/payment-reminder (no body): tells the shopper of an order whose group
 * charge failed, again, how to fix their card; at most once an hour per order (429 before).
 */
export const paymentReminderResponse = successBodyWithMessage(
  z.object({ reminded_at: z.string(), next_reminder_at: z.string() }),
);
export type PaymentReminderResponse = z.infer<typeof paymentReminderResponse>;

/** POST /admin/orders/{id}/cancel-place: the reason the shopper is told, shown in their My Orders. */
export const cancelPlaceRequest = z.object({ reason: requiredText(500) }).strict();
export type CancelPlaceRequest = z.infer<typeof cancelPlaceRequest>;

/** One order's parcel in a shipment of several. */
export const orderParcel = shipOrderRequest.extend({
  order_id: z
    .number({ error: 'must be an order id' })
    .int('must be an order id')
    .positive('must be an order id')
    .max(INT4_MAX, 'must be an order id'),
});
export type OrderParcel = z.infer<typeof orderParcel>;

/**
 * POST /admin/orders/ship: several orders marked shipped at once, each with its own carrier and
 * tracking number; all of them, or none when one cannot ship.
 */
export const shipOrdersRequest = z
  .object({
    parcels: z
      .array(orderParcel)
      .min(1, 'must name at least one order')
      .max(ADMIN_PAGE_SIZE, `may name at most ${ADMIN_PAGE_SIZE} orders`)
      .refine(
        (parcels) => new Set(parcels.map((parcel) => parcel.order_id)).size === parcels.length,
        'names an order twice',
      ),
  })
  .strict();
export type ShipOrdersRequest = z.infer<typeof shipOrdersRequest>;

export const shipOrdersResponse = successBodyWithMessage(
  z.object({ order_ids: z.array(z.number()) }),
);
export type ShipOrdersResponse = z.infer<typeof shipOrdersResponse>;

// ---------------------------------------------------------------------------------------------
// Deals and groups

export const adminDealStatus = z.enum(['active', 'inactive', 'expired']);
/** A deal's status in the console's deal list: 'scheduled' is an active deal before its start. */
export const adminDealListStatus = z.enum(['scheduled', 'active', 'inactive', 'expired']);

/** GET /admin/deals: `q` matches the title or the product's name. */
export const adminDealsQuery = z
  .object({
    status: z.union([z.literal(''), adminDealListStatus]).optional(),
    category_id: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .positive('must be a positive number')
      .max(INT4_MAX, 'is too large')
      .optional(),
    q: textUpTo(200).optional(),
    sort: listSort(ADMIN_DEAL_SORTS),
    page,
  })
  .strict();
export type AdminDealsQuery = z.infer<typeof adminDealsQuery>;

export const adminDealRow = z.object({
  id: z.number(),
  encoded_id: z.string(),
  title: z.string(),
  status: adminDealListStatus,
  product: z.object({ id: z.number(), name: z.string(), image_url: z.string() }),
  category: z.object({ id: z.number(), name: z.string() }),
  subcategory: z.object({ id: z.number(), name: z.string() }),
  regular_price_cents: z.number(),
  group_deal_price_cents: z.number(),
  total_units_needed: z.number(),
  ...dealTypeWire,
  /** Units left for new groups (the open group has set aside its own); null: not counted. */
  units_in_stock: unitsInStockField.units_in_stock,
  /** null: no limit beyond the group's size. */
  max_units_per_shopper: z.number().nullable(),
  /** When shoppers may first see and buy it: its scheduled start, else its creation. */
  starts_at: z.string(),
  expiry_date: z.string(),
  /** Units reserved in the open group (0 when none is open). */
  open_group_reserved_units: z.number(),
  groups_filled: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminDealRow = z.infer<typeof adminDealRow>;

export const adminDealListResponse = successBody(paged(adminDealRow));
export type AdminDealListResponse = z.infer<typeof adminDealListResponse>;

/** GET /admin/deals/{id}: the deal with its whole product, what the edit form starts from. */
export const adminDealDetail = adminDealRow.extend({
  description: z.string(),
  /** The price ladder in cents, units ascending; empty for one group price. */
  price_tiers: z.array(z.object({ units: z.number(), price_cents: z.number() })),
  product: z.object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    image_url: z.string(),
    /** Every picture in order, the card picture first. */
    image_urls: z.array(z.string()),
    regular_price_cents: z.number(),
    discount_percentage: z.number().nullable(),
    variations: z.array(z.record(z.string(), z.string().nullable())),
    subcategory_id: z.number(),
  }),
});
export type AdminDealDetail = z.infer<typeof adminDealDetail>;

export const adminDealDetailResponse = successBody(adminDealDetail);
export type AdminDealDetailResponse = z.infer<typeof adminDealDetailResponse>;

export const holdStatus = z.enum(['held', 'captured', 'released', 'failed', 'none']);

export const groupMember = z.object({
  order_id: z.number(),
  order_number: z.string(),
  email: z.string(),
  /** Two letters for an avatar, from the name or else the e-mail. */
  initials: z.string(),
  units: z.number(),
  variants: unitVariants,
  hold_status: holdStatus,
  order_status: orderStatus,
  joined_at: z.string(),
  /** A demo shopper of the demo catalogue (docs/decisions/0043). */
  is_demo: z.boolean(),
});
export type GroupMember = z.infer<typeof groupMember>;

export const adminGroup = z.object({
  id: z.number(),
  status: z.enum(['open', 'filled', 'expired', 'cancelled']),
  size: z.number(),
  reserved_units: z.number(),
  created_at: z.string(),
  filled_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  members: z.array(groupMember),
});
export type AdminGroup = z.infer<typeof adminGroup>;

/** GET /admin/deals/{id}/groups: the open group (null if none) and the past ones, newest first. */
export const adminDealGroupsResponse = successBody(
  z.object({
    deal: z.object({ id: z.number(), title: z.string(), status: adminDealStatus }),
    open: adminGroup.nullable(),
    past: z.array(adminGroup),
  }),
);
export type AdminDealGroupsResponse = z.infer<typeof adminDealGroupsResponse>;

/** POST /admin/groups/{id}/cancel: the reason is what every member is told. */
export const cancelGroupRequest = z.object({ reason: requiredText(500) }).strict();
export type CancelGroupRequest = z.infer<typeof cancelGroupRequest>;

export const cancelPlaceResponse = successBodyWithMessage(adminOrderDetail);
export type CancelPlaceResponse = z.infer<typeof cancelPlaceResponse>;

export const cancelGroupResponse = successBodyWithMessage(
  z.object({
    group: adminGroup,
    /** The fresh open group the deal started, when it is still active. */
    next_group_id: z.number().nullable(),
  }),
);
export type CancelGroupResponse = z.infer<typeof cancelGroupResponse>;

// ---------------------------------------------------------------------------------------------
// Audit log

/** GET /admin/audit: `actor` is (part of) an e-mail; from/to bound the time, inclusive. */
export const auditQuery = z
  .object({
    actor: textUpTo(320).optional(),
    action: textUpTo(100).optional(),
    entity: textUpTo(50).optional(),
    entity_id: textUpTo(50).optional(),
    from: isoDateTime.optional(),
    to: isoDateTime.optional(),
    page,
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuery>;

/**
 * The entity as it was or as it became, null where there was none. Every writer stores an object,
 * but the column is read back unchecked: the type is stated for the API document only.
 */
const auditSnapshot = z.unknown().meta({ type: ['object', 'null'] });

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor: actor,
  action: z.string(),
  /** 'product', 'deal', 'order', 'group', 'image', 'category', 'staff'. */
  entity: z.string(),
  entity_id: z.string(),
  /** The order's number when the entity is an order: what the console shows, as a link. */
  order_number: z.string().nullable(),
  before: auditSnapshot,
  after: auditSnapshot,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListResponse = successBody(paged(auditEntry));
export type AuditListResponse = z.infer<typeof auditListResponse>;

// ---------------------------------------------------------------------------------------------
// Dashboard

/** GET /admin/dashboard: from/to default to the last 30 days up to now; at most 366 days apart. */
export const dashboardQuery = z
  .object({ from: isoDateTime.optional(), to: isoDateTime.optional() })
  .strict();
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const dashboardDay = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  gross_sales_cents: z.number(),
  orders: z.number(),
  groups_filled: z.number(),
  refunds_cents: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dealAtRisk = z.object({
  id: z.number(),
  encoded_id: z.string(),
  title: z.string(),
  reserved_units: z.number(),
  total_units_needed: z.number(),
  expiry_date: z.string(),
});
export type DealAtRisk = z.infer<typeof dealAtRisk>;

export const dashboardResponse = successBody(
  z.object({
    from: z.string(),
    to: z.string(),
    /** Captured in the period. */
    gross_sales_cents: z.number(),
    /** Orders placed in the period. */
    orders: z.number(),
    groups_filled: z.number(),
    /** Groups that ended in the period without filling (expired or cancelled). */
    groups_failed: z.number(),
    /** filled / (filled + failed); null when no group ended. */
    fill_rate: z.number().nullable(),
    /** Median seconds from a group's start to its filling; null when none filled. */
    median_seconds_to_fill: z.number().nullable(),
    refunds_cents: z.number(),
    refunds_count: z.number(),
    /** E-mail subscribers now (not unsubscribed). */
    subscribers: z.number(),
    by_day: z.array(dashboardDay),
    /** Active deals whose open group is nearest full, most reserved share first (up to 5). */
    closest_to_filling: z.array(dealAtRisk),
    /** Active deals that expire soonest (up to 5). */
    closest_to_expiring: z.array(dealAtRisk),
  }),
);
export type DashboardResponse = z.infer<typeof dashboardResponse>;

// ---------------------------------------------------------------------------------------------
// Shoppers and subscribers

/** GET /admin/shoppers?q=: `q` is (part of) an e-mail, at least 2 characters. */
export const shoppersQuery = z
  .object({
    q: textUpTo(320).trim().min(2, 'must be at least 2 characters'),
    page,
  })
  .strict();
export type ShoppersQuery = z.infer<typeof shoppersQuery>;

export const adminShopper = z.object({
  /** null for a guest who never signed in (known only from a checkout's e-mail). */
  user_id: z.number().nullable(),
  email: z.string(),
  name: z.string(),
  created_at: z.string().nullable(),
  subscribed: z.boolean(),
  /** A demo shopper of the demo catalogue (docs/decisions/0043). */
  is_demo: z.boolean(),
  orders: z.array(adminOrderRow),
});
export type AdminShopper = z.infer<typeof adminShopper>;

export const shoppersResponse = successBody(paged(adminShopper));
export type ShoppersResponse = z.infer<typeof shoppersResponse>;

/** GET /admin/subscribers: the count; the list is the CSV export. */
export const subscribersResponse = successBody(
  z.object({ subscribers: z.number(), unsubscribed: z.number() }),
);
export type SubscribersResponse = z.infer<typeof subscribersResponse>;

/** The columns of GET /admin/subscribers/export.csv. */
export const SUBSCRIBERS_CSV_COLUMNS = ['email', 'subscribed_at'] as const;

/**
 * Who an operator's deal alert goes to: the shoppers following the deal's category with deal
 * alerts on (each by push and e-mail as they allow) and the browsers subscribed to it without an
 * account. The e-mail subscribers are not among them: they get each new deal by their own mailing.
 */
export const dealAlertAudience = z.object({
  category: z.string(),
  shoppers: z.number(),
  browsers: z.number(),
});
export type DealAlertAudience = z.infer<typeof dealAlertAudience>;

/** GET /admin/deals/{id}/alert-audience: who a send of the deal's alert would reach now. */
export const dealAlertAudienceResponse = successBody(dealAlertAudience);
export type DealAlertAudienceResponse = z.infer<typeof dealAlertAudienceResponse>;

/**
 * POST /admin/deals/{id}/alert (no body, Idempotency-Key header required): sends an active deal's
 * alert to its category's followers, by push and e-mail as each allows, as its own alert even
 * after the deal's first announcement; `queued` is false when the request's key was used already.
 * `audience` is who it was queued for.
 */
export const sendDealAlertResponse = successBodyWithMessage(
  z.object({ queued: z.boolean(), audience: dealAlertAudience }),
);
export type SendDealAlertResponse = z.infer<typeof sendDealAlertResponse>;

// ---------------------------------------------------------------------------------------------
// Images

/**
 * POST /admin/images: the raw bytes as the body, Content-Type image/png, image/jpeg or
 * image/webp, at most ADMIN_IMAGE_MAX_BYTES. The answer's url is stable and cached for good.
 */
export const uploadImageResponse = successBodyWithMessage(
  z.object({
    url: z.string(),
    content_type: z.enum(ADMIN_IMAGE_TYPES),
    bytes: z.number(),
  }),
);
export type UploadImageResponse = z.infer<typeof uploadImageResponse>;
