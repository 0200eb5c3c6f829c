import type { OrderStatus } from '../../../contract/orders';

/**
 * Values of the contract the console needs at run time. The contract's schema modules build
 * zod schemas as they load, so the console takes its values from the zod-free admin-limits.ts,
 * and order statuses from a Record the compiler keeps in step with the contract.
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
