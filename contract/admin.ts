import { z } from 'zod';
import { PRODUCT_MAX_PICTURES } from './admin-limits.ts';
import { deal } from './catalog.ts';
import {
  countInQuery,
  idValue,
  refineStoredKeys,
  requiredText,
  successBody,
  successBodyWithMessage,
  textUpTo,
} from './common.ts';
import { unitsInStockField } from './deal-stock.ts';
import { dealTypeFields } from './deal-type-fields.ts';
import { order } from './orders.ts';
import { priceTiersInput, tieredDealFieldsAgree } from './price-tiers.ts';

const MAX_CENTS = 10_000_000;

const cents = z
  .number({ error: 'must be a number of cents' })
  .int('must be a whole number of cents')
  .positive('must be more than 0')
  .max(MAX_CENTS, `must be at most ${MAX_CENTS} cents`);
const imageUrl = textUpTo(2_000).regex(
  /^(\/|https?:\/\/)\S+$/,
  "must be a site path starting with '/' or an http(s) address",
);
const id = idValue;
const nullableText = (max: number) => textUpTo(max).nullable().optional();

/** A variation: its fixed keys plus free attribute fields (size, color, ...), as the wire shows it. */
export const variationInput = z
  .object({
    id: requiredText(100),
    image: nullableText(2_000),
    image_url: nullableText(2_000),
    upc_code: nullableText(50),
  })
  .catchall(textUpTo(100))
  .superRefine(refineStoredKeys(50));
export type VariationInput = z.infer<typeof variationInput>;

const variations = z
  .array(variationInput, { error: 'must be a list of variations' })
  .max(200, 'must list at most 200 variations')
  .superRefine((list, context) => {
    const seen = new Set<string>();
    list.forEach((variation, index) => {
      if (seen.has(variation.id))
        context.addIssue({ code: 'custom', path: [index, 'id'], message: 'is used twice' });
      seen.add(variation.id);
    });
  });

/** A product's pictures in the merchant's order, the first its card picture (docs/product.md §3). */
const imageUrls = z
  .array(imageUrl, { error: 'must be a list of picture addresses' })
  .min(1, 'must hold at least one picture')
  .max(PRODUCT_MAX_PICTURES, `must hold at most ${PRODUCT_MAX_PICTURES} pictures`)
  .refine((list) => new Set(list).size === list.length, 'must not hold a picture twice');

const productFields = {
  name: requiredText(200),
  description: textUpTo(5_000),
  regular_price_cents: cents,
  discount_percentage: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(100, 'must be at most 100')
    .nullable(),
  /** The card picture alone; with `image_urls` given it must be left out. */
  image_url: imageUrl,
  /** Every picture, in order, the first the card picture; replaces the product's list. */
  image_urls: imageUrls,
  variations,
  subcategory_id: id,
};

/** `image_url` or `image_urls`, never both: two answers to which picture is the card's. */
const onePictureField = (body: { image_url?: string; image_urls?: string[] }) =>
  body.image_url === undefined || body.image_urls === undefined;
const bothPictureFields = {
  message: 'give either image_url or image_urls, not both',
  path: ['image_url'],
};

/** POST /admin/products. */
export const createProductRequest = z
  .object({
    ...productFields,
    description: productFields.description.default(''),
    discount_percentage: productFields.discount_percentage.default(null),
    variations: productFields.variations.default([]),
    image_url: productFields.image_url.optional(),
    image_urls: productFields.image_urls.optional(),
  })
  .strict()
  .refine(onePictureField, bothPictureFields)
  .refine((body) => body.image_url !== undefined || body.image_urls !== undefined, {
    message: 'is required',
    path: ['image_url'],
  });
export type CreateProductRequest = z.infer<typeof createProductRequest>;

const atLeastOneField = (body: object) => Object.keys(body).length > 0;

/** PATCH /admin/products/{id}: only the fields given change. */
export const updateProductRequest = z
  .object(productFields)
  .partial()
  .strict()
  .refine(atLeastOneField, { message: 'must change at least one field' })
  .refine(onePictureField, bothPictureFields);
export type UpdateProductRequest = z.infer<typeof updateProductRequest>;

export const adminProduct = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  regular_price_cents: z.number(),
  regular_price: z.string(),
  discount_percentage: z.number().nullable(),
  image_url: z.string(),
  image_urls: z.array(z.string()),
  variations: z.array(z.record(z.string(), z.string().nullable())),
  subcategory: z.object({ id: z.number(), name: z.string() }),
  category: z.object({ id: z.number(), name: z.string() }),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductResponse = successBodyWithMessage(adminProduct);
export type AdminProductResponse = z.infer<typeof adminProductResponse>;

/** A deal an administrator can set: 'expired' only ever follows from the expiry date. */
export const settableDealStatus = z.enum(['active', 'inactive'], {
  error: "must be 'active' or 'inactive'",
});

const dealFields = {
  product_id: id,
  title: requiredText(200),
  description: textUpTo(5_000),
  group_deal_price_cents: cents,
  total_units_needed: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(2, 'must be at least 2')
    .max(1_000, 'must be at most 1000'),
  expiry_date: z.iso.datetime({
    offset: true,
    error: 'must be a date and time such as 2026-07-01T18:00:00Z',
  }),
  status: settableDealStatus,
  /** The most units one shopper may hold in the deal's open group or buy at once; null: no limit. */
  max_units_per_shopper: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000, 'must be at most 1000')
    .nullable(),
  /** When the deal opens to shoppers; before it, joining and buying are refused. */
  starts_at: z.iso.datetime({
    offset: true,
    error: 'must be a date and time such as 2026-07-01T18:00:00Z',
  }),
  /** A price ladder instead of one group price; empty: one group price (docs/decisions/0034). */
  price_tiers: priceTiersInput,
};

/**
 * POST /admin/deals: the group price must be below the product's regular price, the expiry in the
 * future. A buy X get Y free deal may leave out its price and size (they follow from its type); a
 * group price deal gives both, or its tiers give them.
 */
export const createDealRequest = z
  .object({
    ...dealFields,
    ...dealTypeFields,
    ...unitsInStockField,
    units_in_stock: unitsInStockField.units_in_stock.default(null),
    deal_type: dealTypeFields.deal_type.default('group_price'),
    buy_units: dealTypeFields.buy_units.optional(),
    free_units: dealTypeFields.free_units.optional(),
    group_deal_price_cents: dealFields.group_deal_price_cents.optional(),
    total_units_needed: dealFields.total_units_needed.optional(),
    description: dealFields.description.default(''),
    status: dealFields.status.default('active'),
    max_units_per_shopper: dealFields.max_units_per_shopper.default(null),
    starts_at: dealFields.starts_at.optional(),
    price_tiers: dealFields.price_tiers.default([]),
  })
  .strict()
  .superRefine(tieredDealFieldsAgree(true));
export type CreateDealRequest = z.infer<typeof createDealRequest>;

/** PATCH /admin/deals/{id}: only the fields given change; the product stays. */
export const updateDealRequest = z
  .object({ ...dealFields, ...dealTypeFields, ...unitsInStockField })
  .omit({ product_id: true })
  .partial()
  .strict()
  .refine(atLeastOneField, { message: 'must change at least one field' })
  .superRefine(tieredDealFieldsAgree(false));
export type UpdateDealRequest = z.infer<typeof updateDealRequest>;

export const adminDealResponse = successBodyWithMessage(deal);
export type AdminDealResponse = z.infer<typeof adminDealResponse>;

/** The fulfilment steps an operator takes; charging, cancelling and expiry are the engine's. */
export const fulfilmentEvent = z.enum(['start_fulfilment', 'fulfil', 'deliver', 'complete'], {
  error: "must be one of 'start_fulfilment', 'fulfil', 'deliver', 'complete'",
});
export type FulfilmentEvent = z.infer<typeof fulfilmentEvent>;

/** POST /admin/orders/{id}/advance. */
export const advanceOrderRequest = z.object({ event: fulfilmentEvent }).strict();
export type AdvanceOrderRequest = z.infer<typeof advanceOrderRequest>;

export const advanceOrderResponse = successBodyWithMessage(order);
export type AdvanceOrderResponse = z.infer<typeof advanceOrderResponse>;

/** GET /admin/analytics?days=N: the last N days, today included (UTC). */
export const analyticsQuery = z
  .object({
    days: countInQuery(365, 30),
  })
  .strict();
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

const groupFigures = {
  groups_filled: z.number(),
  groups_expired: z.number(),
  /** filled / (filled + expired); null when no group ended in the period. */
  fill_rate: z.number().nullable(),
  revenue_cents: z.number(),
  revenue: z.string(),
};

export const analyticsDay = z.object({ date: z.string(), ...groupFigures });
export type AnalyticsDay = z.infer<typeof analyticsDay>;

export const analyticsResponse = successBody(
  z.object({
    days: z.number(),
    from: z.string(),
    to: z.string(),
    totals: z.object(groupFigures),
    by_day: z.array(analyticsDay),
  }),
);
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;
