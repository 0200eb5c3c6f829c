import type { FulfilmentEvent } from '../../../contract/admin.ts';
import type { DealAlertAudience } from '../../../contract/admin-console.ts';
import { centsToDecimal } from '../../domain/money.ts';

/** "1 shopper", "3 shoppers". */
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What the admin calls answer, and what shoppers are told when their order moves on. */
export const adminTexts = {
  productCreated: 'Product created',
  productUpdated: 'Product updated',
  dealCreated: 'Deal created',
  dealUpdated: 'Deal updated',
  dealUpdatedGroupsCancelled: (groups: number, members: number) =>
    `Deal updated; its open ${groups === 1 ? 'group was' : `${groups} groups were`} cancelled, ${members} ${members === 1 ? 'member was' : 'members were'} told why and every hold is being released`,
  /** Why the members of a deal's open group are told it ended when the deal is made inactive. */
  dealWithdrawnReason: 'The deal is no longer offered',
  productNotFound: 'Product not found',
  pictureRequired: "Invalid field 'image_url': is required",
  dealNotFound: 'Deal not found',
  orderNotFound: 'Order not found',
  orderChanged: 'The order changed meanwhile; reload it and try again',
  noSuchSubcategory: "Invalid field 'subcategory_id': no such subcategory",
  noSuchProduct: "Invalid field 'product_id': no such product",
  priceNotBelowRegular: (regular: string) =>
    `Invalid field 'group_deal_price_cents': must be less than the product's regular price ($${regular})`,
  regularNotAboveDeals: (highest: string) =>
    `Invalid field 'regular_price_cents': must stay above the group price of this product's deals ($${highest})`,
  expiryNotInFuture: "Invalid field 'expiry_date': must be in the future",
  startNotBeforeExpiry: "Invalid field 'starts_at': must be before the expiry date",
  tierNotBelowRegular: (regular: string) =>
    `Invalid field 'price_tiers.0.price_cents': every tier must be less than the product's regular price ($${regular})`,
  tieredField: (field: string) =>
    `Invalid field '${field}': a tiered deal's group price and size come from its price_tiers`,
  tiersLocked: (reserved: number) =>
    `The price tiers cannot change while the open group has ${reserved} reserved ${reserved === 1 ? 'unit' : 'units'}`,
  groupSizeLocked: (reserved: number) =>
    `The group size cannot change while the open group has ${reserved} reserved ${reserved === 1 ? 'unit' : 'units'}`,
  groupNotFound: 'Group not found',
  refunded: (cents: number) => `Refunded $${centsToDecimal(cents)}`,
  shipped: 'Order shipped; the shopper has the tracking number',
  shippedMany: (count: number) =>
    `${count} ${count === 1 ? 'order' : 'orders'} shipped; each shopper has their tracking number`,
  orderNotShipped: (orderNumber: string, reason: string) =>
    `Nothing was shipped: order ${orderNumber} cannot ship (${reason})`,
  groupCancelled: (members: number) =>
    `Group cancelled; ${members} ${members === 1 ? 'member was' : 'members were'} told why and every hold is being released`,
  periodReversed: "Invalid field 'from': must not be after 'to'",
  periodTooLong: (days: number) => `Invalid field 'to': the period may be at most ${days} days`,
  imageStored: 'Image stored',
  imageNotFound: 'Image not found',
  imageEmpty: 'The image is empty',
  alertQueued: ({ category, shoppers, browsers }: DealAlertAudience) =>
    `Deal alert queued for the followers of ${category}: ${plural(shoppers, 'shopper')} with push or e-mail, ${plural(browsers, 'browser')} subscribed without an account`,
  alertAlreadySent: 'This alert was sent already; nothing more was sent',
  nothingToRemind: (status: string) =>
    `Only a shopper whose payment needs attention can be reminded; this order is ${status.replaceAll('_', ' ')}`,
  reminderWindowEnded: 'The payment window of this order has ended; there is nothing left to fix',
  remindedRecently: (wait: string) =>
    `This shopper was reminded less than an hour ago; you can remind them again in ${wait}`,
  reminded: 'Reminder sent: the shopper has the link to fix their payment again',
  placeNotCancellable: (status: string) =>
    `Only the place of a shopper whose group charge failed can be cancelled; this order is ${status.replaceAll('_', ' ')}`,
  placeCancelled: 'Place cancelled: the hold is being released and the shopper was told why',
  placeCancelledBefore: 'This place was cancelled already; nothing more was done',
  demoDataRemoved: (shoppers: number, orders: number) =>
    `Demo data removed: ${plural(shoppers, 'demo shopper')} and ${plural(orders, 'order')}; their holds are being released`,
  noDemoData: 'There is no demo data left; nothing was removed',
  alertDealNotActive: 'Only an active deal can be announced',
  alertDealScheduled: 'This deal is announced by itself when it opens; send an alert after that',
  staffAdded: (email: string, role: string) => `${email} is staff now, with the ${role} role`,
  staffChanged: (email: string, role: string) => `${email} has the ${role} role now`,
  staffRemoved: (email: string) =>
    `${email} is no longer staff; their next console request is refused`,
  staffFixedOwner: (email: string) =>
    `${email} is an owner through ADMIN_EMAILS; change it there and restart the store`,
  staffNotYourself: 'You cannot change or remove your own role; ask another owner',
  staffExists: (email: string, role: string) =>
    `${email} is staff already, with the ${role} role; change their role instead`,
  staffNotFound: (email: string) => `${email} is not staff`,
  refundNeedsOwner: (limitCents: number) =>
    `This needs the owner role: support may refund at most $${centsToDecimal(limitCents)} at a time`,
  advanced: {
    start_fulfilment: 'Order is waiting for fulfilment',
    fulfil: 'Order fulfilled',
    deliver: 'Order delivered',
    complete: 'Order completed',
  } satisfies Record<FulfilmentEvent, string>,
} as const;

/** The alert of docs/product.md §6 and docs/architecture.md §5: a new deal in a category the shopper follows. */
export const newDealAlert = (deal: {
  title: string;
  categoryName: string;
  price: string;
  encodedId: string;
}) => ({
  kind: 'new_deal',
  title: `New deal in ${deal.categoryName}`,
  body: `${deal.title}, $${deal.price} a unit when the group fills.`,
  url: `/deal/${deal.encodedId}`,
});

/** The reminder an operator sends a shopper whose group charge failed; its link fixes the card. */
export const paymentReminder = (title: string) => ({
  kind: 'payment_action_required',
  title: 'Reminder: your payment needs attention',
  body: `Your group for ${title} is still waiting for a card that works. Update your card before the payment window ends to keep your order.`,
});

/** The words of an order's packing slip (docs/decisions/0038): what a packer reads. */
export const packingSlipTexts = {
  title: 'Packing slip',
  orderNumber: 'Order number',
  placed: 'Placed',
  shipTo: 'Ship to',
  phone: 'Phone',
  items: 'Items',
  quantity: 'Qty',
  item: 'Item',
  totalUnits: (units: number) => `${units} ${units === 1 ? 'unit' : 'units'} in this parcel`,
  shipment: (carrier: string, tracking: string) => `Shipped with ${carrier}, tracking ${tracking}`,
  footer: (storeName: string, orderNumber: string) =>
    `Thank you for shopping with ${storeName}. Quote ${orderNumber} if you contact us about this order.`,
} as const;

/** The console's refusals of a deal's type and what follows from it (docs/decisions/0036-deal-types-split-to-the-cent.md). */
export const dealTypeTexts = {
  required: (field: string) => `Invalid field '${field}': is required for this deal type`,
  onlyBuyXGetY: (field: string) =>
    `Invalid field '${field}': only a 'buy_x_get_y' deal has it; leave it out for a group price`,
  groupTooLarge: (max: number) =>
    `Invalid field 'free_units': buy and free units together must be at most ${max}`,
  sizeContradicts: (buy: number, free: number) =>
    `Invalid field 'total_units_needed': Buy ${buy} Get ${free} Free is a group of ${buy + free} units`,
  priceContradicts: (buy: number, free: number, price: string) =>
    `Invalid field 'group_deal_price_cents': Buy ${buy} Get ${free} Free makes the unit price $${price}`,
  priceDoesNotSplit: (
    buy: number,
    free: number,
    regular: string,
    below: string | null,
    above: string,
  ) =>
    `Invalid field 'deal_type': Buy ${buy} Get ${free} Free shares ${buy === 1 ? 'one regular price' : `${buy} regular prices`} among ${buy + free} units, and $${regular} does not split to the cent; make the regular price ${below === null ? '' : `$${below} or `}$${above}, or use a group price`,
  tiersNeedGroupPrice:
    "Invalid field 'price_tiers': a Buy X Get Y Free deal has one price; make it a group price deal to give it tiers",
  regularDoesNotSplit: (title: string, buy: number, free: number, regular: string) =>
    `Invalid field 'regular_price_cents': the deal "${title}" is Buy ${buy} Get ${free} Free, and $${regular} does not split among its ${buy + free} units to the cent`,
};

/** The console's refusals about a deal's stock (docs/decisions/0037-stock-set-aside-by-the-group.md). */
export const stockTexts = {
  noStockForResize:
    "Invalid field 'total_units_needed': the stock cannot set aside a group of that size; add stock first",
};
