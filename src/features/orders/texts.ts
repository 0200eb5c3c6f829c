import { orderAnswerTexts } from '../../../contract/constants';
import { inviteTexts } from '../../components/invite-texts';
import { screenTitles } from '../../lib/page-head';
import type { OrderFilter } from './order-filter';

/** My Orders' words: docs/product.md's texts (quoted there) and our own labels, shared with tests. */
export const orderTexts = {
  title: 'My Orders',
  intro:
    'Your group reservations and purchases. Groups are charged only when every unit is reserved.',
  tabsLabel: 'Filter orders',
  loading: 'Loading your orders…',

  // docs/product.md §8, Orders
  failedToLoad: 'Failed to load orders',
  failedToLoadToast: 'Failed to load order history',
  retry: 'Retry',
  cancelled: orderAnswerTexts.cancelled,
  failedToCancel: 'Failed to cancel order',
  inviteCopied: inviteTexts.copied,
  failedToCopyInvite: inviteTexts.failedToCopy,
  failedToLoadReceipt: 'Failed to load receipt image',

  // docs/product.md §4: order types and expiry texts
  groupDeal: 'Group Deal',
  soloBuy: 'Solo Buy',
  expired: 'Expired',
  expiredReservation: 'Expired 2 days ago',

  // Card
  orderNumber: (n: string) => `Order #${n}`,
  quantity: (n: number) => `Qty ${n}`,
  total: 'Total',
  statusLabel: 'Status',
  unitVariants: (n: number) => `Unit ${n}`,
  unitsFilled: (filled: number, total: number) => `${filled} of ${total} units filled`,
  progressLabel: (name: string) => `Units filled in the group for ${name}`,
  timeLeftLabel: 'Time left',
  placedOn: (date: string) => `Placed ${date}`,
  invite: inviteTexts.invite,
  inviteLabel: inviteTexts.label,
  cancel: 'Cancel',
  cancelLabel: (orderNumber: string) => `Cancel order ${orderNumber}`,
  viewReceipt: 'View Receipt',
  viewReceiptLabel: (orderNumber: string) => `View receipt for order ${orderNumber}`,
  opensInNewTab: '(opens in a new tab)',

  // Cancel dialog
  cancelTitle: 'Cancel this reservation?',
  cancelText: (name: string) =>
    `Your spot in the ${name} group is released and your card is not charged. You can join again while the deal is open.`,
  keepReservation: 'Keep reservation',
  confirmCancel: 'Cancel reservation',

  // Receipt dialog
  receiptTitle: (orderNumber: string) => `Receipt for order ${orderNumber}`,
  receiptImageAlt: (orderNumber: string) => `Receipt for order ${orderNumber}`,
  close: 'Close',
  loadingReceipt: 'Loading receipt',
  failedToOpenReceipt: 'Failed to open receipt',

  browseDeals: 'Browse deals',

  // Offline (docs/architecture.md §6): the list saved on this device, and what waits for the network
  savedAt: (time: string) => `Saved at ${time}`,
  savedAtDetail: 'Progress, status and time left are as of then.',
  offline:
    'You are offline. Cancelling and receipts need a connection; they come back as soon as you are online.',
  unreachable:
    'The store cannot be reached right now. This is your list as saved on this device; it refreshes by itself.',
  cancelNeedsNetwork: 'Cancelling needs a connection.',
  /** An operator ended the shopper's place while their card waited to be fixed. */
  cancelledBecause: (reason: string) => `Cancelled by the store: ${reason}`,
  receiptNotSaved: 'Receipts are not saved on this device.',
  progressAsOf: (time: string) => `as of ${time}`,
  ranOutOffline: 'Time ran out while you were offline. Reconnect to see whether the group filled.',

  // A guest's order, opened from the link of its confirmation e-mail
  guestOrderTitle: screenTitles.guestOrder,
  guestOrderIntro:
    'This is the order your confirmation e-mail links to. To cancel it, update its card or see its receipt, sign in with the e-mail address you ordered with.',
  signInToManage: 'Sign in to manage it',
  guestOrderLoading: 'Loading your order…',
  guestOrderFailed: 'Your order could not be shown',

  // A card that needs fixing (docs/architecture.md §4's payment window)
  paymentNeeded: (until: string) =>
    `Your card could not be charged. Update it by ${until} to keep your order.`,
  fixPayment: 'Update card',
  fixPaymentLabel: (orderNumber: string) => `Update the card for order ${orderNumber}`,

  // Shipping and refunds, once the operator has acted (issue 14)
  shippedWith: (carrier: string, tracking: string) =>
    `Shipped with ${carrier}, tracking number ${tracking}`,
  refundedAmount: (amount: string) => `Refunded ${amount}`,
} as const;

/** A tab of My Orders: docs/product.md §9's labels, mapped to GET /orders' status filter ('' = all). */
export interface OrderTab {
  filter: OrderFilter | '';
  label: string;
  /** What an empty tab says, and what to do about it. */
  emptyTitle: string;
  emptyText: string;
}

export const ALL_ORDERS_TAB: OrderTab = {
  filter: '',
  label: 'All',
  emptyTitle: 'No orders yet',
  emptyText: 'Join a group deal or buy one outright and it shows here.',
};

export const ORDER_TABS: readonly OrderTab[] = [
  ALL_ORDERS_TAB,
  {
    filter: 'reservation',
    label: 'Reservations',
    emptyTitle: 'No reservations yet',
    emptyText: 'Join a deal and it shows here.',
  },
  {
    filter: 'active_orders',
    label: 'Active Orders',
    emptyTitle: 'No active orders',
    emptyText: 'When a group you joined fills, your order shows here until it ships.',
  },
  {
    filter: 'past_orders',
    label: 'Past Orders',
    emptyTitle: 'No past orders yet',
    emptyText: 'Delivered orders and reservations that ran out show here.',
  },
  {
    filter: 'cancelled',
    label: 'Cancelled',
    emptyTitle: 'Nothing cancelled',
    emptyText: 'Reservations you cancel show here.',
  },
];

/** A tiered deal's price on a member's order (docs/decisions/0034). */
export const orderTierTexts = {
  standing: (units: number, price: string) =>
    `Your group has reached ${units} units: ${price} each if it closed now.`,
  next: (more: number, price: string) => `${more} more and everyone pays ${price}.`,
  belowFirst: (more: number, price: string) =>
    `${more} more ${more === 1 ? 'unit' : 'units'} and your group goes ahead at ${price} each.`,
  finallyCharged: (total: string, unit: string, saved: string) =>
    `Finally charged ${total} (${unit} each): you saved ${saved} on what was held.`,
} as const;
