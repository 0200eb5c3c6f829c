import { centsToDecimal } from '../../domain/money.ts';

const units = (count: number) => `${count} unit${count === 1 ? '' : 's'}`;

/** What checkout tells shoppers, in one place so tests and the service share them. */
export const checkoutTexts = {
  paid: 'Your order is paid and will ship soon',
  reserved: (quantity: number) =>
    `You reserved ${units(quantity)}; your card will be charged when the group fills`,
  completedGroup: 'You completed the group! Everyone in it is being charged now',
  groupDelivery: 'About 5 business days after your group is complete',
  typeMismatch: "Invalid field 'cartItems.0.type': it must be the orderType",
  variants: (problem: string) => `Invalid field 'cartItems.0.variants': ${problem}`,
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
} as const;
