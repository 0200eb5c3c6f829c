/**
 * Values of the operator console's calls both sides need at run time. Zod-free, like
 * constants.ts, so the console's code can import them without carrying zod along.
 */

/** The largest image the console may upload: 5 MB. */
export const ADMIN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The image types an upload may be (proved on the server by decoding the file's own bytes). */
export const ADMIN_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * The most pixels an uploaded image may have: 40 megapixels (8000 × 5000), room for a phone
 * camera's usual 12 to 24; a larger picture is refused from its header, before it is decoded.
 */
export const ADMIN_IMAGE_MAX_PIXELS = 40_000_000;

/** Why an upload is refused, the same by the console's image field and in the API's answer. */
export const adminImageTexts = {
  notAPicture: 'That file is not a PNG, JPEG or WebP picture',
  tooLarge: `That picture is over ${ADMIN_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  tooManyPixels: `That picture is over ${ADMIN_IMAGE_MAX_PIXELS / 1_000_000} megapixels; make it smaller and try again`,
} as const;

/** The actions written to the audit log. */
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'deal.create',
  'deal.update',
  'order.advance',
  'order.ship',
  'order.refund',
  'group.cancel',
  'image.upload',
  'deal_alert.send',
  'staff.add',
  'staff.change',
  'staff.remove',
] as const;

/** The order-list columns an operator may sort by (the server orders every match by them). */
export const ADMIN_ORDER_SORTS = ['created_at', 'total_cents', 'quantity', 'buyer_email'] as const;

/** The deal-list columns an operator may sort by. */
export const ADMIN_DEAL_SORTS = [
  'title',
  'group_deal_price_cents',
  'open_group_reserved_units',
  'groups_filled',
  'expiry_date',
] as const;

/** A list's order: a column's name for ascending, `-` before it for descending. */
export type ListSort<Column extends string> = Column | `-${Column}`;

/** The most pictures a product may have; the first is its card picture. */
export const PRODUCT_MAX_PICTURES = 10;
