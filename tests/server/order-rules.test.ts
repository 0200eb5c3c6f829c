import { describe, expect, it } from 'vitest';
import { SHIPPING_CENTS } from '../../contract/constants.ts';
import { progressPercentage } from '../../server/domain/deal-progress.ts';
import { orderAmounts } from '../../server/domain/pricing.ts';

describe("an order's amounts", () => {
  it.each([
    ['one unit', 1999, 1, 1999],
    ['a reservation of three', 1250, 3, 3750],
    ['a whole group of ten', 999, 10, 9990],
  ])('prices %s from the deal price, shipping included', (_, price, quantity, subtotal) => {
    expect(orderAmounts(price, quantity)).toEqual({
      unitPriceCents: price,
      quantity,
      subtotalCents: subtotal,
      shippingCents: SHIPPING_CENTS,
      totalCents: subtotal + SHIPPING_CENTS,
    });
  });
});

describe("a group's progress", () => {
  it.each([
    [0, 4, 0],
    [1, 3, 33],
    [2, 3, 66],
    [3, 4, 75],
    [99, 100, 99],
    [3, 3, 100],
    [5, 4, 100],
    [1, 0, 0],
  ])('shows %i of %i units reserved as %i %%, rounded down', (reserved, size, percent) => {
    expect(progressPercentage(reserved, size)).toBe(percent);
  });
});
