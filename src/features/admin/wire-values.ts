import type { UploadImageResponse } from '../../../contract/admin-console';
import type { OrderStatus } from '../../../contract/orders';

/**
 * Values of the contract the console needs at run time. The contract's modules build zod
 * schemas as they load, so importing a value from them would carry zod into the console's
 * code; the types below keep these lists in step with the contract instead.
 */

/** Every order status, as the Record's keys: a status added to the contract fails to compile here. */
const statuses: Record<OrderStatus, true> = {
  pending_charge: true,
  charged_awaiting_fulfillment: true,
  payment_action_required: true,
  payment_failed: true,
  waiting_for_fulfillment: true,
  fulfilled: true,
  delivered: true,
  completed: true,
  cancelled: true,
  reservation_expired: true,
  paid_awaiting_shipment: true,
  partially_refunded: true,
  refunded: true,
};
export const ORDER_STATUSES = Object.keys(statuses) as OrderStatus[];

type ImageType = UploadImageResponse['data']['content_type'];
const imageTypes: Record<ImageType, true> = {
  'image/png': true,
  'image/jpeg': true,
  'image/webp': true,
};
export const IMAGE_TYPES = Object.keys(imageTypes) as ImageType[];

/** contract/admin-console's ADMIN_IMAGE_MAX_BYTES: 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** contract/admin-console's AUDIT_ACTIONS: what the audit log can be filtered by. */
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
