import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders';
import {
  canCancel,
  expiryText,
  orderTypeLabel,
  receiptKind,
  statusLabel,
  unitsFilled,
} from '../../src/features/orders/order-status';
import { orderTexts } from '../../src/features/orders/texts';

const DAY = 86_400;
const HOUR = 3_600;

describe('order labels', () => {
  it.each([
    ['pending_charge', 'Units Pending'],
    ['charged_awaiting_fulfillment', 'Charged Awaiting Fulfillment'],
    ['waiting_for_fulfillment', 'Waiting for Fulfillment'],
    ['delivered', 'Delivered'],
    ['reservation_expired', 'Reservation Expired'],
    ['paid_awaiting_shipment', 'Paid - Awaiting Shipment'],
    ['completed', 'Completed'],
    ['cancelled', 'Cancelled'],
    ['fulfilled', 'Fulfilled'],
    ['payment_action_required', 'Payment Action Required'],
    ['payment_failed', 'Payment Failed'],
    ['returned_to_sender', 'Returned To Sender'],
    ['refund__pending_', 'Refund Pending'],
    ['constructor', 'Constructor'],
  ])('labels the status %s as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('names group orders Group Deal and solo ones Solo Buy', () => {
    expect(orderTypeLabel('group')).toBe('Group Deal');
    expect(orderTypeLabel('solo')).toBe('Solo Buy');
  });

  it('lets only pending_charge orders be cancelled', () => {
    expect(canCancel({ status: 'pending_charge', batch_reservation_id: 4 })).toBe(true);
    for (const status of [
      'charged_awaiting_fulfillment',
      'payment_action_required',
      'cancelled',
      'reservation_expired',
      'paid_awaiting_shipment',
    ] as const) {
      expect(canCancel({ status, batch_reservation_id: 4 })).toBe(false);
    }
  });
});

describe("a group's fill on My Orders", () => {
  const groupOf = (size: number) => ({ total_units_needed: size }) as Order['deal'];
  const batchWith = (reserved: number): Order['batch'] => ({
    id: 9,
    status: 'open',
    total_reservations: reserved,
  });

  it('never reads 100% for a group one unit short, whatever percent a saved copy carries', () => {
    // A copy kept offline by an older version carried the percent unrounded.
    const order = { deal: groupOf(200), batch: batchWith(199), progress_percentage: 99.5 };
    expect(unitsFilled(order)).toEqual({ filled: 199, total: 200, percent: 99 });
  });

  it('counts the units from the percent when the group is not given', () => {
    const order = { deal: groupOf(4), batch: null, progress_percentage: 50 };
    expect(unitsFilled(order)).toEqual({ filled: 2, total: 4, percent: 50 });
  });
});

describe('expiry texts', () => {
  it.each([
    ['pending_charge', 3 * DAY + 5 * HOUR, '3 days left'],
    ['pending_charge', DAY, '1 day left'],
    ['pending_charge', DAY - 1, '23 hours left'],
    ['pending_charge', 5 * HOUR + 59 * 60, '5 hours left'],
    ['pending_charge', HOUR, '1 hour left'],
    ['pending_charge', 90, '01:30 left'],
    ['pending_charge', 0, 'Expired'],
    ['pending_charge', -30, 'Expired'],
    ['reservation_expired', 0, 'Expired 2 days ago'],
    ['reservation_expired', 3 * DAY, 'Expired 2 days ago'],
  ])('shows %s with %i s left as %s', (status, seconds, text) => {
    expect(expiryText(status, seconds)).toBe(text);
  });

  it('uses the fixed text of docs/product.md §4 for an expired reservation', () => {
    expect(orderTexts.expiredReservation).toBe('Expired 2 days ago');
  });
});

describe('receipt kinds', () => {
  it.each([
    ['/receipts/BT-1.pdf', 'pdf'],
    ['https://cdn.example.com/r/BT-1.PDF?sig=abc', 'pdf'],
    ['/receipts/BT-1.png', 'png'],
    ['/receipts/BT-1.jpg#page', 'jpg'],
    ['/receipts/BT-1.jpeg', 'jpeg'],
    ['/receipts/BT-1.gif', 'unknown'],
    ['/receipts/BT-1', 'unknown'],
    ['/receipts.pdf/BT-1', 'unknown'],
  ])('detects %s as %s', (url, kind) => {
    expect(receiptKind(url)).toBe(kind);
  });
});
