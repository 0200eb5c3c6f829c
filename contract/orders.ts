import { z } from 'zod';
import {
  idParam,
  requiredId,
  storedText,
  successBody,
  successBodyWithMessage,
  textUpTo,
} from './common.ts';
import { priceTier } from './price-tiers.ts';

export const orderStatus = z.enum([
  'pending_charge',
  'charged_awaiting_fulfillment',
  'payment_action_required',
  'payment_failed',
  'waiting_for_fulfillment',
  'fulfilled',
  'delivered',
  'completed',
  'cancelled',
  'reservation_expired',
  'paid_awaiting_shipment',
  'partially_refunded',
  'refunded',
]);
export type OrderStatus = z.infer<typeof orderStatus>;

/** One map of attribute -> option per unit, e.g. [{ size: 'M', color: 'Red' }]. */
export const unitVariants = z.array(
  z.record(storedText().max(50, 'must be at most 50 characters'), textUpTo(100)),
  { error: 'must be a list with one map of attribute to option per unit' },
);

/**
 * One shopper in a group, as the other members see them: initials only, never a name or an
 * e-mail. `you` marks the shopper the answer is for.
 */
export const groupMember = z.object({
  initials: z.string(),
  units: z.number(),
  you: z.boolean(),
});
export type GroupMember = z.infer<typeof groupMember>;

/** docs/product.md §3's Order, filled from the database. Amounts are dollars as numbers. */
export const order = z.object({
  id: z.number(),
  order_number: z.string(),
  order_type: z.enum(['group', 'solo']),
  status: orderStatus,
  quantity: z.number(),
  unit_price: z.number(),
  total_amount: z.number(),
  /** GET /api/v1/orders/{id}/receipt.pdf (owner only, bearer), once the charged order's receipt is made; else null. */
  receipt_url: z.string().nullable(),
  /** The id POST /orders/cancel takes: the reservation itself; null for a solo buy. */
  batch_reservation_id: z.number().nullable(),
  /** Units reserved in the order's batch out of its size, 0 to 100; 100 for a solo buy. */
  progress_percentage: z.number(),
  /** Until the deal expires (pending) or the card must be fixed (payment_action_required); else 0. */
  time_left_seconds: z.number(),
  variants: unitVariants,
  created_at: z.string(),
  payment_due_at: z.string().nullable(),
  /**
   * Why an operator cancelled this shopper's place; null otherwise. Always sent by this server;
   * optional so an answer saved by an older version still reads.
   */
  cancel_reason: z.string().nullable().optional(),
  batch: z
    .object({
      id: z.number(),
      status: z.enum(['open', 'filled', 'expired']),
      total_reservations: z.number(),
    })
    .nullable(),
  /**
   * Money given back so far, in cents. Always sent by this server; optional so an answer cached
   * by an older version still reads.
   */
  refunded_cents: z.number().optional(),
  /** The parcel once shipped, with the carrier's tracking number; null before (optional: as above). */
  shipment: z
    .object({ carrier: z.string(), tracking_number: z.string(), shipped_at: z.string() })
    .nullable()
    .optional(),
  /**
   * Who is in the order's group, in the order they joined; empty for a solo buy. Always sent by
   * this server; optional so an answer saved by an older version still reads.
   */
  group_members: z.array(groupMember).optional(),
  deal: z.object({
    id: z.number(),
    encoded_id: z.string(),
    title: z.string(),
    group_deal_price: z.string(),
    total_units_needed: z.number(),
    expiry_date: z.string(),
    product: z.object({ name: z.string(), image_url: z.string() }),
    /** The price ladder; empty for one group price (docs/decisions/0034). */
    price_tiers: z.array(priceTier),
  }),
});
export type Order = z.infer<typeof order>;

export const orderFilter = z.enum(['reservation', 'active_orders', 'past_orders', 'cancelled']);

/** GET /orders: status '' or absent lists every order. */
export const orderListQuery = z
  .object({
    status: z
      .union([z.literal(''), orderFilter], {
        error: "must be one of '', reservation, active_orders, past_orders, cancelled",
      })
      .optional(),
  })
  .strict();
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderListResponse = successBody(z.array(order));
export type OrderListResponse = z.infer<typeof orderListResponse>;

export const orderResponse = successBody(order);
export type OrderResponse = z.infer<typeof orderResponse>;

/** GET /order-links/{token}: the signed link of a guest's order confirmation mail. */
export const orderLinkParams = z
  .object({ token: z.string().min(1, 'must not be empty').max(400, 'is not a valid order link') })
  .strict();

/** POST /orders/cancel (docs/product.md §7). */
export const cancelOrderRequest = z.object({ batch_reservation_id: idParam }).strict();
export const cancelOrderResponse = successBodyWithMessage(order);
export type CancelOrderResponse = z.infer<typeof cancelOrderResponse>;

/** POST /orders/{id}/payment: a new card for an order whose payment needs action. */
export const fixPaymentRequest = z
  .object({
    paymentMethodId: requiredId(255),
    /** The payment the bank asked the shopper to confirm (a 402 named it), once confirmed. */
    paymentIntentId: requiredId(255).optional(),
  })
  .strict();
export type FixPaymentRequest = z.infer<typeof fixPaymentRequest>;
export const fixPaymentResponse = cancelOrderResponse;
export type FixPaymentResponse = z.infer<typeof fixPaymentResponse>;
