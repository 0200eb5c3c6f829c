import { describe, expect, it } from 'vitest';
import { orderStatus } from '../../contract/orders.ts';
import {
  initialOrderStatus,
  isCancellable,
  isRefundable,
  nextOrderStatus,
  OrderTransitionError,
  shippingSteps,
  statusesAllowing,
} from '../../server/domain/order-status.ts';
import type { OrderEvent, OrderStatus, OrderType } from '../../server/domain/order-status.ts';

const allowed: [OrderType, OrderStatus, OrderEvent, OrderStatus][] = [
  ['group', 'pending_charge', 'capture_succeeded', 'charged_awaiting_fulfillment'],
  ['group', 'pending_charge', 'capture_failed', 'payment_action_required'],
  ['group', 'pending_charge', 'hold_lost', 'payment_action_required'],
  ['group', 'pending_charge', 'cancel', 'cancelled'],
  ['group', 'pending_charge', 'expire', 'reservation_expired'],
  ['group', 'payment_action_required', 'payment_fixed', 'charged_awaiting_fulfillment'],
  ['group', 'payment_action_required', 'hold_renewed', 'pending_charge'],
  ['group', 'payment_action_required', 'payment_window_ended', 'payment_failed'],
  ['group', 'payment_action_required', 'expire', 'reservation_expired'],
  ['group', 'charged_awaiting_fulfillment', 'start_fulfilment', 'waiting_for_fulfillment'],
  ['group', 'waiting_for_fulfillment', 'fulfil', 'fulfilled'],
  ['group', 'fulfilled', 'deliver', 'delivered'],
  ['group', 'delivered', 'complete', 'completed'],
  ['solo', 'pending_charge', 'capture_succeeded', 'paid_awaiting_shipment'],
  ['solo', 'pending_charge', 'capture_failed', 'payment_failed'],
  ['solo', 'paid_awaiting_shipment', 'fulfil', 'fulfilled'],
  ['solo', 'fulfilled', 'deliver', 'delivered'],
  ['solo', 'delivered', 'complete', 'completed'],
  ...(['group', 'solo'] as const).flatMap((type) =>
    (
      [
        ...(type === 'group'
          ? (['charged_awaiting_fulfillment', 'waiting_for_fulfillment'] as const)
          : (['paid_awaiting_shipment'] as const)),
        'fulfilled',
        'delivered',
        'completed',
        'partially_refunded',
      ] as const
    ).flatMap((status): [OrderType, OrderStatus, OrderEvent, OrderStatus][] => [
      [type, status, 'refund_part', 'partially_refunded'],
      [type, status, 'refund_all', 'refunded'],
    ]),
  ),
  ['group', 'partially_refunded', 'fulfil', 'fulfilled'],
  ['group', 'pending_charge', 'group_cancelled', 'cancelled'],
  ['group', 'payment_action_required', 'group_cancelled', 'cancelled'],
  ['solo', 'partially_refunded', 'fulfil', 'fulfilled'],
];

/** Every status an order may have, as the API names them. */
const statuses: readonly OrderStatus[] = orderStatus.options;
const events: OrderEvent[] = [
  'capture_succeeded',
  'capture_failed',
  'hold_lost',
  'hold_renewed',
  'payment_fixed',
  'payment_window_ended',
  'cancel',
  'expire',
  'start_fulfilment',
  'fulfil',
  'deliver',
  'complete',
  'refund_part',
  'refund_all',
  'group_cancelled',
];
const refused = (['group', 'solo'] as const).flatMap((type) =>
  statuses.flatMap((status) =>
    events
      .filter((event) => !allowed.some(([t, s, e]) => t === type && s === status && e === event))
      .map((event) => [type, status, event] as const),
  ),
);

describe('the order state machine', () => {
  it.each(allowed)('moves a %s order from %s on %s to %s', (type, status, event, next) => {
    expect(nextOrderStatus(type, status, event)).toBe(next);
  });

  it.each(refused)('refuses a %s order in %s the event %s', (type, status, event) => {
    expect(() => nextOrderStatus(type, status, event)).toThrow(OrderTransitionError);
  });

  it('lets a shopper cancel only a reservation still waiting for its group', () => {
    expect(statuses.filter(isCancellable)).toEqual(['pending_charge']);
  });

  it('names the statuses an event may start from, for conditional updates', () => {
    expect(statusesAllowing('group', 'fulfil')).toEqual([
      'waiting_for_fulfillment',
      'partially_refunded',
    ]);
    expect(statusesAllowing('solo', 'fulfil')).toEqual([
      'paid_awaiting_shipment',
      'partially_refunded',
    ]);
    expect(statusesAllowing('solo', 'capture_failed')).toEqual(['pending_charge']);
  });

  it.each([
    ['group', 'pending_charge', false],
    ['group', 'payment_action_required', false],
    ['group', 'charged_awaiting_fulfillment', true],
    ['group', 'partially_refunded', true],
    ['group', 'refunded', false],
    ['group', 'cancelled', false],
    ['solo', 'pending_charge', false],
    ['solo', 'paid_awaiting_shipment', true],
    ['solo', 'completed', true],
  ] as const)('a %s order in %s can be refunded: %s', (type, status, refundable) => {
    expect(isRefundable(type, status)).toBe(refundable);
  });

  it.each([
    ['group', 'charged_awaiting_fulfillment', ['start_fulfilment', 'fulfil']],
    ['group', 'waiting_for_fulfillment', ['fulfil']],
    ['group', 'partially_refunded', ['fulfil']],
    ['group', 'pending_charge', null],
    ['group', 'fulfilled', null],
    ['solo', 'paid_awaiting_shipment', ['fulfil']],
    ['solo', 'refunded', null],
  ] as const)('ships a %s order in %s by the steps %j', (type, status, steps) => {
    expect(shippingSteps(type, status)).toEqual(steps);
  });

  it.each(['group', 'solo'] as const)(
    'records a %s order before its card is charged, waiting for the charge',
    (type) => {
      expect(initialOrderStatus(type)).toBe('pending_charge');
    },
  );
});
