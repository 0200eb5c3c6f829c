import { z } from 'zod';
import { deal, dealStatus } from './catalog.ts';
import {
  countInQuery,
  idValue,
  INT4_MAX,
  pageLimit,
  requiredId,
  successBody,
  successBodyWithMessage,
} from './common.ts';
import { order, unitVariants } from './orders.ts';

const quantity = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1_000, 'must be at most 1000');

/** POST /deals/{id}/join: one-click join with the shopper's saved card. */
export const joinRequest = z
  .object({
    quantity,
    /** One map per unit; required when the product has variations. */
    variants: unitVariants.optional(),
    /** docs/product.md §7's other reading sends it; it must then be the deal's product. */
    productId: idValue.optional(),
  })
  .strict();

export const joinResponse = successBodyWithMessage(order);
export type JoinResponse = z.infer<typeof joinResponse>;

export const leaveResponse = successBodyWithMessage(
  z.object({ cancelled_order_ids: z.array(z.number()) }),
);
export type LeaveResponse = z.infer<typeof leaveResponse>;

/** POST /deals/{id}/buy-all: the whole group alone, one variant map per unit, charged at once. */
export const buyAllRequest = z
  .object({
    paymentMethodId: requiredId(200),
    orderUnits: unitVariants,
  })
  .strict();

export const buyAllResponse = joinResponse;
export type BuyAllResponse = z.infer<typeof buyAllResponse>;

/** GET /deals/{id}/events: the data of each 'progress' event, the open group's counts. */
export const dealProgressEvent = z
  .object({
    deal_id: z.number(),
    status: dealStatus,
    total_units_needed: z.number(),
    reservation_count: z.number(),
    remaining_units: z.number(),
    /** The one rounding of the group's fill the store shows; the page prints it as sent. */
    progress_percentage: z.number(),
    /**
     * How many of the deal's groups have filled. When it grows the open group has just filled
     * and a new one opened, so a watcher can tell that from shoppers leaving. Always sent by this
     * server; optional so the page still reads an older one.
     */
    filled_groups: z.number().optional(),
  })
  .strict();
export type DealProgressEvent = z.infer<typeof dealProgressEvent>;

/** GET /deals/{id}/status: the open group's progress and the shopper's standing in the deal. */
export const dealStatusResponse = successBody(
  z.object({
    deal_id: z.number(),
    deal_status: z.enum(['active', 'inactive', 'expired']),
    total_units_needed: z.number(),
    reservation_count: z.number(),
    remaining_units: z.number(),
    progress_percentage: z.number(),
    expiry_left_hours: z.number(),
    has_saved_card: z.boolean(),
    my_reserved_units: z.number(),
    my_orders: z.array(order),
  }),
);
export type DealStatusResponse = z.infer<typeof dealStatusResponse>;

export const userDealsQuery = z
  .object({
    page: countInQuery(INT4_MAX, 1, 'is too large'),
    limit: pageLimit(20),
  })
  .strict();

/** GET /deals/user: the deals the shopper has orders in, most recent first. */
export const userDealsResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ deal, my_reserved_units: z.number(), order_ids: z.array(z.number()) })),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type UserDealsResponse = z.infer<typeof userDealsResponse>;
