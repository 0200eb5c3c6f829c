import type { FulfilmentEvent } from '../../../contract/admin.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { consoleTexts } from './console-texts.ts';

/** Notification texts: each transition a shopper should hear about. */
export const notificationTexts = {
  charged: (title: string, amount: string) => ({
    kind: 'group_charged',
    title: 'Your group is complete',
    body: `Your group for ${title} filled and your card was charged $${amount}.`,
  }),
  captureFailed: (title: string) => ({
    kind: 'payment_action_required',
    title: 'Your payment needs attention',
    body: `Your group for ${title} filled but your card could not be charged. Update your card within 24 hours to keep your order.`,
  }),
  holdLost: (title: string) => ({
    kind: 'payment_action_required',
    title: 'Your payment needs attention',
    body: `We could not renew the hold on your card for ${title}. Update your card within 24 hours to keep your place in the group.`,
  }),
  paymentFailed: (title: string) => ({
    kind: 'payment_failed',
    title: 'Your order was not completed',
    body: `We could not charge your card for ${title} in time, so the order ended. Nothing was charged.`,
  }),
  expired: (title: string) => ({
    kind: 'reservation_expired',
    title: 'Your group did not fill',
    body: `The deal ${title} expired before the group filled. Your hold was released and nothing was charged.`,
  }),
} as const;

/** What the operator is told when the reconciliation settles money that no order accounts for. */
export const operatorTexts = {
  released: (intentId: string, amountCents: number) =>
    `Released the card hold ${intentId} of $${centsToDecimal(amountCents)}: no order took it`,
  refunded: (intentId: string, amountCents: number) =>
    `Refunded the payment ${intentId} of $${centsToDecimal(amountCents)}: it was captured without an order`,
  refundMail: (intentId: string, amountCents: number) => ({
    subject: `Refunded $${centsToDecimal(amountCents)} captured without an order`,
    text: `The payment ${intentId} of $${centsToDecimal(amountCents)} was captured, but no order accounts for it. It has been refunded in full. Look for what stopped its checkout from recording the order.`,
  }),
} as const;

/** What a shopper is told when the engine could not place a reservation. */
export const reservationTexts = {
  busy: 'This deal is very busy right now. Please try again in a moment.',
} as const;

const units = (count: number) => `${count} unit${count === 1 ? '' : 's'}`;

/** Why an order is not placed: one message per rule, whichever call placed it. */
export const placementTexts = {
  dealNotFound: 'Deal not found',
  dealClosed: 'This deal has expired and no longer takes reservations',
  dealInactive: 'This deal is not available',
  notStarted: consoleTexts.notStarted,
  groupTooLarge: (size: number) => `A group has ${units(size)}; to buy them all, choose Buy All`,
  soloIsWholeGroup: (size: number, given: number) =>
    `A solo buy is the whole group of ${units(size)}, not ${given}`,
  variants: (field: string, problem: string) => `Invalid field '${field}': ${problem}`,
  unitsLeft: (left: number, wanted: number) =>
    `Only ${units(left)} left in this group; you asked for ${wanted}. Please choose fewer units.`,
  paymentMethodNotFound: 'Payment method not found: validate your card again',
  noSavedCard: 'No saved card yet: check out once with a card to join deals with one click',
  signIn: 'Please sign in to continue',
  groupChanged: (size: number, given: number) =>
    `This deal changed: a group is now ${units(size)}, not ${given}. Please review your order.`,
  priceChanged: (nowCents: number, givenCents: number) =>
    `The price changed: a unit now costs $${centsToDecimal(nowCents)}, not $${centsToDecimal(givenCents)}. Please review your order.`,
  totalChanged: (quantity: number, totalCents: number, givenCents: number) =>
    `The total changed: ${units(quantity)} cost $${centsToDecimal(totalCents)}, not $${centsToDecimal(givenCents)}. Please review your order.`,
  shippingChanged: (givenCents: number) =>
    `Shipping is free, not $${centsToDecimal(givenCents)}. Please review your order.`,
  paymentNotFound: 'This payment was not found: please pay again',
  paymentMismatch: 'This payment was authorised for another order: please pay again',
  paymentUsed: 'This payment was already used for another order: please pay again',
  paymentReleased: 'This payment authorisation was released: please pay again',
  paymentFailed: 'Payment failed. Please try again.',
  requiresAction: 'Your bank asks you to confirm this payment.',
  inProgress: 'Your order is still being recorded; please try again in a moment',
  soldOut: 'Sold out: there is not enough stock left for a new group of this deal',
} as const;

/** Notifications for the fulfilment steps a shopper cares about. */
export const fulfilmentNotices: Partial<
  Record<FulfilmentEvent, (title: string) => { kind: string; title: string; body: string }>
> = {
  fulfil: (title) => ({
    kind: 'order_fulfilled',
    title: 'Your order is on its way',
    body: `Your order for ${title} has been fulfilled and is on its way.`,
  }),
  deliver: (title) => ({
    kind: 'order_delivered',
    title: 'Your order was delivered',
    body: `Your order for ${title} was delivered. Enjoy!`,
  }),
};
