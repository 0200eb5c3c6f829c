import { centsToDecimal } from '../../domain/money.ts';

/** What the payment calls tell shoppers, in one place so tests and the service share them. */
export const paymentTexts = {
  paymentMethodNotFound: 'Payment method not found: validate your card again',
  amountChanged: (quantity: number, expectedCents: number, givenCents: number) =>
    `The amount changed: ${quantity} unit${quantity === 1 ? '' : 's'} cost $${centsToDecimal(expectedCents)}, not $${centsToDecimal(givenCents)}. Please review your order.`,
  tooManyHolds: (whose: 'card' | 'account' | 'address', limit: number) =>
    `Too many unfinished checkouts: ${whose === 'card' ? 'this card has' : whose === 'account' ? 'your account has' : 'your network has'} ${limit} card holds waiting for an order. Finish one of them, or try again in a few minutes.`,
  idempotencyKeyReused:
    'The Idempotency-Key header was already used for a different payment: send a new key for a new checkout',
  invalidIdempotencyKey: "Invalid header 'Idempotency-Key': must be 1 to 255 visible characters",
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
