import { centsToDecimal } from '../../domain/money.ts';
import { catalogTexts } from '../catalog/service.ts';

const dollars = (cents: number) => `$${centsToDecimal(cents)}`;

/** What the operator console's order operations answer, and what shoppers are told of them. */
export const consoleTexts = {
  refundOfHold:
    'This order is still only a hold on the card: nothing was charged, so there is nothing to refund. Cancel the group instead to release the hold.',
  notRefundable: (status: string) =>
    `An order that is ${status.replaceAll('_', ' ')} has no charge to refund`,
  nothingCaptured: 'Nothing was captured for this order, so there is nothing to refund',
  fullyRefunded: 'This order has been refunded in full already',
  overRefund: (remaining: number, captured: number, awaited: number) =>
    `Invalid field 'amount_cents': at most ${dollars(remaining)} of the ${dollars(captured)} captured can still be refunded${awaited > 0 ? ` (${dollars(awaited)} is waiting for the payment provider's answer)` : ''}`,
  refundAwaited: (awaited: number) =>
    `A refund of ${dollars(awaited)} is waiting for the payment provider's answer and covers what is left; it is settled automatically`,
  refundUnconfirmed: (amount: number) =>
    `The payment provider did not confirm the refund of ${dollars(amount)}. It is kept pending, so it cannot be made twice: send the same request again (same Idempotency-Key) in a moment, or leave it to be settled automatically`,
  keyReused:
    'This Idempotency-Key was already used for a different refund; send a new key for a new refund',
  providerRefused: (message: string) => `The payment provider did not make the refund: ${message}`,
  notShippable: (status: string) =>
    `An order that is ${status.replaceAll('_', ' ')} cannot be shipped`,
  groupNotOpen: (status: string) => `Only an open group can be cancelled; this one is ${status}`,
  overShopperLimit: (limit: number, held: number) =>
    held > 0
      ? `You can have at most ${limit} ${limit === 1 ? 'unit' : 'units'} of this deal, and you already hold ${held}`
      : `You can have at most ${limit} ${limit === 1 ? 'unit' : 'units'} of this deal`,
  notStarted: catalogTexts.notStarted,
  refunded: (title: string, amountCents: number, whole: boolean) => ({
    kind: whole ? 'order_refunded' : 'order_partially_refunded',
    title: whole ? 'Your order was refunded' : 'Part of your order was refunded',
    body: `We refunded ${dollars(amountCents)} for ${title} to your card. It can take 5–10 business days to show.`,
  }),
  shipped: (title: string, carrier: string, trackingNumber: string) => ({
    kind: 'order_shipped',
    title: 'Your order has shipped',
    body: `Your order for ${title} is on its way with ${carrier}, tracking number ${trackingNumber}.`,
  }),
  placeCancelled: (title: string, reason: string) => ({
    kind: 'place_cancelled',
    title: 'Your place in a group was cancelled',
    body: `Your place in the group for ${title} was cancelled: ${reason.replace(/[.!?\s]+$/, '')}. Your hold was released and nothing was charged.`,
  }),
  groupCancelled: (title: string, reason: string) => ({
    kind: 'group_cancelled',
    title: 'Your group was cancelled',
    body: `The group for ${title} was cancelled: ${reason.replace(/[.!?\s]+$/, '')}. Your hold was released and nothing was charged.`,
  }),
} as const;
