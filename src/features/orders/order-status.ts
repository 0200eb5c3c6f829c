import type { Order } from '../../../contract/orders';
import { percentFilled, timeLeft } from '../../lib/format';
import { orderTexts } from './texts';

/**
 * docs/product.md §4's status labels that are not simply the status title-cased; every other status, named
 * by docs/product.md ('Delivered', 'Payment Failed', ...) or not yet, reads title-cased (see statusLabel).
 */
const STATUS_LABELS: ReadonlyMap<string, string> = new Map([
  ['pending_charge', 'Units Pending'],
  ['waiting_for_fulfillment', 'Waiting for Fulfillment'],
  ['paid_awaiting_shipment', 'Paid - Awaiting Shipment'],
]);

/** 'some_new_status' -> 'Some New Status'. */
export function titleCase(status: string): string {
  return status
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * The label a shopper reads for a status. It takes any string: the server may add statuses
 * before this screen knows them.
 */
export function statusLabel(status: string): string {
  return STATUS_LABELS.get(status) ?? titleCase(status);
}

export type StatusTone = 'waiting' | 'progress' | 'done' | 'ended' | 'problem';

/** How a status reads at a glance: colour is a hint only, the label carries the meaning. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'pending_charge':
      return 'waiting';
    case 'charged_awaiting_fulfillment':
    case 'waiting_for_fulfillment':
    case 'paid_awaiting_shipment':
    case 'fulfilled':
      return 'progress';
    case 'delivered':
    case 'completed':
      return 'done';
    case 'payment_action_required':
    case 'payment_failed':
      return 'problem';
    default:
      return 'ended';
  }
}

export function orderTypeLabel(type: string): string {
  return type === 'solo' ? orderTexts.soloBuy : orderTexts.groupDeal;
}

/** A group reservation still filling: it shows its progress, countdown and Invite button. */
export function isPendingGroup(order: Pick<Order, 'order_type' | 'status'>): boolean {
  return order.order_type === 'group' && order.status === 'pending_charge';
}

/** docs/product.md §4: only pending_charge orders can be cancelled. */
export function canCancel(order: Pick<Order, 'status' | 'batch_reservation_id'>): boolean {
  return order.status === 'pending_charge' && order.batch_reservation_id !== null;
}

/**
 * docs/product.md §4's expiry text: days when at least one day is left, else hours; zero or less is
 * 'Expired'. An expired reservation always reads 'Expired 2 days ago' (docs/product.md's fixed text).
 */
export function expiryText(status: string, timeLeftSeconds: number): string {
  if (status === 'reservation_expired') return orderTexts.expiredReservation;
  const left = timeLeft(timeLeftSeconds / 3600);
  return left.unit === 'expired' ? orderTexts.expired : left.text;
}

export type ReceiptKind = 'pdf' | 'png' | 'jpg' | 'jpeg' | 'unknown';

/** docs/product.md §4: the receipt's kind from its address's extension (query and fragment ignored). */
export function receiptKind(url: string): ReceiptKind {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  switch (extension) {
    case 'pdf':
    case 'png':
    case 'jpg':
    case 'jpeg':
      return extension;
    default:
      return 'unknown';
  }
}

/** Units reserved in the order's group, out of its size. */
export function unitsFilled(order: Pick<Order, 'batch' | 'deal' | 'progress_percentage'>): {
  filled: number;
  total: number;
  percent: number;
} {
  const total = order.deal.total_units_needed;
  const filled =
    order.batch?.total_reservations ?? Math.round((order.progress_percentage / 100) * total);
  // The server's figure through the one progress rule, never rounded up: a group one unit short
  // never reads 100 (a copy saved by an older version may carry the percent unrounded).
  const percent = percentFilled(order.progress_percentage, 100);
  return { filled: Math.min(filled, total), total, percent };
}
