/**
 * Values of the operator console's calls both sides need at run time. Zod-free, like
 * constants.ts, so the console's code can import them without carrying zod along.
 */

/** The largest image the console may upload: 5 MB. */
export const ADMIN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The image types an upload may be (checked against the file's own bytes on the server). */
export const ADMIN_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

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
] as const;
