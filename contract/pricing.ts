import { SHIPPING_CENTS } from './constants.ts';

export type OrderAmounts = {
  unitPriceCents: number;
  quantity: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
};

/**
 * What an order of `quantity` units at the deal's price costs, shipping included: the one figure
 * the card is held for, the checkout is checked against and the order records. The PWA shows
 * the cart's total with this same function, so the figure a shopper agrees to is the server's.
 */
export function orderAmounts(unitPriceCents: number, quantity: number): OrderAmounts {
  const subtotalCents = unitPriceCents * quantity;
  return {
    unitPriceCents,
    quantity,
    subtotalCents,
    shippingCents: SHIPPING_CENTS,
    totalCents: subtotalCents + SHIPPING_CENTS,
  };
}
