import { z } from 'zod';
import { dealStockWire } from './deal-stock.ts';
import { dealTypeWire } from './deal-type-fields.ts';
import { errorBody, idParam, pageLimit, storedText, successBody } from './common.ts';
import { priceTier } from './price-tiers.ts';

export const dealStatus = z.enum(['active', 'inactive', 'expired']);
export type DealStatus = z.infer<typeof dealStatus>;

/** A variation carries free attribute fields (size, color, ...) beside its fixed keys. */
export const variation = z
  .object({
    id: z.string(),
    image: z.string().nullable(),
    image_url: z.string().nullable(),
    upc_code: z.string().nullable(),
  })
  .catchall(z.string().nullable());
export type Variation = z.infer<typeof variation>;

export const product = z.object({
  name: z.string(),
  description: z.string(),
  regular_price: z.string(),
  discount_percentage: z.number().nullable(),
  /** The card picture: the first of `image_urls`. */
  image_url: z.string(),
  /**
   * Every picture in the merchant's order, for the deal page's gallery. Optional: a copy of a
   * deal saved offline before it existed has only `image_url`.
   */
  image_urls: z.array(z.string()).optional(),
  variations: z.array(variation),
});
export type Product = z.infer<typeof product>;

export const categoryRef = z.object({ id: z.number(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRef>;

export const deal = z.object({
  id: z.number(),
  encoded_id: z.string(),
  title: z.string(),
  description: z.string(),
  status: dealStatus,
  group_deal_price: z.string(),
  total_units_needed: z.number(),
  ...dealTypeWire,
  ...dealStockWire,
  reservation_count: z.number(),
  remaining_units: z.number(),
  expiry_left_hours: z.number(),
  expiry_date: z.string(),
  category: categoryRef,
  subcategory: categoryRef,
  product_id: z.number(),
  product,
  share_count: z.number(),
  /** The price ladder, units ascending; empty for one group price (docs/decisions/0034). */
  price_tiers: z.array(priceTier),
});
export type Deal = z.infer<typeof deal>;

export const subcategory = z.object({ id: z.number(), name: z.string() });
export type Subcategory = z.infer<typeof subcategory>;

export const category = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  subcategories: z.array(subcategory),
});
export type Category = z.infer<typeof category>;

export const subcategoryDetail = subcategory.extend({ category: categoryRef });
export type SubcategoryDetail = z.infer<typeof subcategoryDetail>;

const booleanString = z.enum(['true', 'false'], { error: "must be 'true' or 'false'" });

/** Query of every deal listing; the first page comes without a cursor. */
export const dealListQuery = z
  .object({
    category: idParam.optional(),
    include_expired: booleanString.default('false'),
    cursor: storedText().max(200, 'is too long').optional(),
    limit: pageLimit(48),
  })
  .strict();
export type DealListQuery = z.infer<typeof dealListQuery>;

/** Listings without a category filter (category and subcategory pages carry it in the path). */
export const scopedDealListQuery = dealListQuery.omit({ category: true });
export type ScopedDealListQuery = z.infer<typeof scopedDealListQuery>;

/** The catalogue's calls answer docs/product.md §7's `status: 'success'` around their data. */
const found = <Data extends z.ZodType>(data: Data) =>
  z.object({ status: z.literal('success'), data });

export const dealListResponse = found(z.array(deal)).extend({
  next_cursor: z.string().nullable(),
});
export type DealListResponse = z.infer<typeof dealListResponse>;

export const dealResponse = found(deal);
export type DealResponse = z.infer<typeof dealResponse>;

/**
 * GET /ecommerce/deals/{id}'s 404 for a deal scheduled but not open yet: the shopper's words
 * and, in `data`, when it opens, so the deal's page can say so instead of "not found".
 */
export const dealNotOpenBody = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.object({ opens_at: z.string() }),
});
export type DealNotOpenBody = z.infer<typeof dealNotOpenBody>;
/** What GET /ecommerce/deals/{id} answers with 404: a deal not open yet, or none at all. */
export const dealNotFoundBody = z.union([dealNotOpenBody, errorBody]);

export const categoryListResponse = found(z.array(category));
export type CategoryListResponse = z.infer<typeof categoryListResponse>;

export const categoryResponse = found(category);
export type CategoryResponse = z.infer<typeof categoryResponse>;

export const subcategoryResponse = found(subcategoryDetail);
export type SubcategoryResponse = z.infer<typeof subcategoryResponse>;

export const shareResponse = successBody(z.object({ share_count: z.number() }));
export type ShareResponse = z.infer<typeof shareResponse>;

/**
 * Who is in a deal's open group, as others may see it: how many joined in the last hour, the
 * initials of members who show theirs (a shopper can hide them in the profile), and how many
 * more there are. Nobody's name or e-mail leaves the server.
 */
export const groupMembersResponse = z.object({
  success: z.literal(true),
  data: z.object({
    joinedLastHour: z.number().int(),
    initials: z.array(z.string()),
    others: z.number().int(),
    /**
     * How many of the members are demo shoppers of the demo catalogue (docs/decisions/0043).
     * Always sent by this server; optional so an answer saved by an older version still reads.
     */
    demo: z.number().int().optional(),
  }),
});
export type GroupMembersResponse = z.infer<typeof groupMembersResponse>;
