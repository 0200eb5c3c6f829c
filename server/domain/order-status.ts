export type OrderType = 'group' | 'solo';

export type OrderStatus =
  | 'pending_charge'
  | 'charged_awaiting_fulfillment'
  | 'payment_action_required'
  | 'payment_failed'
  | 'waiting_for_fulfillment'
  | 'fulfilled'
  | 'delivered'
  | 'completed'
  | 'cancelled'
  | 'reservation_expired'
  | 'paid_awaiting_shipment'
  | 'partially_refunded'
  | 'refunded';

/** What can happen to an order; each event moves it along exactly one edge of its type's graph. */
export type OrderEvent =
  | 'capture_succeeded'
  | 'capture_failed'
  | 'hold_lost'
  | 'hold_renewed'
  | 'payment_fixed'
  | 'payment_window_ended'
  | 'cancel'
  | 'expire'
  | 'start_fulfilment'
  | 'fulfil'
  | 'deliver'
  | 'complete'
  | 'refund_part'
  | 'refund_all'
  | 'group_cancelled'
  | 'place_cancelled';

type Graph = Partial<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>>;

/**
 * Money taken can be given back, in part or whole, at any point after the capture. A partly
 * refunded order still ships (its fulfilment goes on from there); a wholly refunded one ends.
 */
const refunds = { refund_part: 'partially_refunded', refund_all: 'refunded' } as const;

const fulfilment: Graph = {
  fulfilled: { deliver: 'delivered', ...refunds },
  delivered: { complete: 'completed', ...refunds },
  completed: { ...refunds },
  partially_refunded: { fulfil: 'fulfilled', ...refunds },
};

const graphs: Record<OrderType, Graph> = {
  group: {
    pending_charge: {
      capture_succeeded: 'charged_awaiting_fulfillment',
      capture_failed: 'payment_action_required',
      // The card hold could not be placed again before it lapsed (or the provider ended it).
      hold_lost: 'payment_action_required',
      cancel: 'cancelled',
      // An operator cancelled the whole group: every member's reservation ends, hold released.
      group_cancelled: 'cancelled',
      expire: 'reservation_expired',
    },
    payment_action_required: {
      group_cancelled: 'cancelled',
      // An operator ended this one member's place while the card waited to be fixed (docs/decisions/0042).
      place_cancelled: 'cancelled',
      // A new card: charged at once when the group has filled, else a new hold while it fills.
      payment_fixed: 'charged_awaiting_fulfillment',
      hold_renewed: 'pending_charge',
      payment_window_ended: 'payment_failed',
      expire: 'reservation_expired',
    },
    charged_awaiting_fulfillment: { start_fulfilment: 'waiting_for_fulfillment', ...refunds },
    waiting_for_fulfillment: { fulfil: 'fulfilled', ...refunds },
    ...fulfilment,
  },
  solo: {
    // Recorded before its card is captured, so a failure in between never leaves a charge without its order.
    pending_charge: {
      capture_succeeded: 'paid_awaiting_shipment',
      capture_failed: 'payment_failed',
    },
    paid_awaiting_shipment: { fulfil: 'fulfilled', ...refunds },
    ...fulfilment,
  },
};

/** Why an order cannot take a step, in words an operator reads. */
export const transitionRefusal = (type: OrderType, status: OrderStatus, event: OrderEvent) =>
  `A ${type} order that is ${status.replaceAll('_', ' ')} cannot ${event.replaceAll('_', ' ')}`;

export class OrderTransitionError extends Error {
  readonly status: OrderStatus;
  readonly event: OrderEvent;

  constructor(type: OrderType, status: OrderStatus, event: OrderEvent) {
    super(transitionRefusal(type, status, event));
    this.name = 'OrderTransitionError';
    this.status = status;
    this.event = event;
  }
}

/** The status an order moves to on `event`; throws when its type's graph has no such edge. */
export function nextOrderStatus(
  type: OrderType,
  status: OrderStatus,
  event: OrderEvent,
): OrderStatus {
  const next = graphs[type][status]?.[event];
  if (!next) throw new OrderTransitionError(type, status, event);
  return next;
}

/** Every status from which `event` leads somewhere, for guarding conditional updates in SQL. */
export function statusesAllowing(type: OrderType, event: OrderEvent): OrderStatus[] {
  return Object.entries(graphs[type])
    .filter(([, edges]) => edges?.[event] !== undefined)
    .map(([status]) => status as OrderStatus);
}

/** Only a reservation still waiting for its group can be cancelled by the shopper. */
export function isCancellable(status: OrderStatus): boolean {
  return status === 'pending_charge';
}

/**
 * Where an order starts: a group reservation waits for its group; a solo buy waits only for the
 * capture that follows its recording, seconds later.
 */
export function initialOrderStatus(_type: OrderType): OrderStatus {
  return 'pending_charge';
}

export type OrderFilter = 'reservation' | 'active_orders' | 'past_orders' | 'cancelled';

/** My Orders' tabs (docs/product.md §2) as sets of statuses; every status belongs to exactly one tab. */
export const orderFilterStatuses: Record<OrderFilter, OrderStatus[]> = {
  reservation: ['pending_charge', 'payment_action_required'],
  active_orders: [
    'charged_awaiting_fulfillment',
    'waiting_for_fulfillment',
    'fulfilled',
    'paid_awaiting_shipment',
    'partially_refunded',
  ],
  past_orders: ['delivered', 'completed', 'reservation_expired', 'payment_failed', 'refunded'],
  cancelled: ['cancelled'],
};

/** Statuses whose money was captured and not wholly given back: what a refund may act on. */
export function isRefundable(type: OrderType, status: OrderStatus): boolean {
  return statusesAllowing(type, 'refund_part').includes(status);
}

/**
 * The fulfilment steps that take an order to `fulfilled` (shipped) from where it is, in order;
 * null when it cannot ship from there (not yet paid, already shipped, or ended).
 */
export function shippingSteps(type: OrderType, status: OrderStatus): OrderEvent[] | null {
  if (type === 'group' && status === 'charged_awaiting_fulfillment')
    return ['start_fulfilment', 'fulfil'];
  return graphs[type][status]?.fulfil === 'fulfilled' ? ['fulfil'] : null;
}
