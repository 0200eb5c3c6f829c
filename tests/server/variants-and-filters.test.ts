import { describe, expect, it } from 'vitest';
import { orderStatus } from '../../contract/orders.ts';
import { orderFilterStatuses } from '../../server/domain/order-status.ts';
import { unitVariantsProblem } from '../../server/domain/variants.ts';

const tee = [
  { id: 'a', image: null, image_url: null, upc_code: null, size: 'S', color: 'Red' },
  { id: 'b', image: null, image_url: null, upc_code: null, size: 'M', color: 'Blue' },
];

describe('unit variants', () => {
  it.each([
    [tee, [{ size: 'S', color: 'Blue' }], 1, null],
    [tee, undefined, 1, 'Choose size, color for each of the 1 units'],
    [tee, [{ size: 'S', color: 'Red', fit: 'slim' }], 1, 'Unit 1: this product has no fit'],
    [
      tee,
      [
        { size: 'S', color: 'Red' },
        { size: 'L', color: 'Red' },
      ],
      2,
      "Unit 2: 'L' is not a size of this product (choose S, M)",
    ],
    [[], undefined, 3, null],
    [[], [{ size: 'S' }], 1, 'This product has no variations to choose'],
  ])('checks %j / %j for %i units', (variations, units, quantity, problem) => {
    expect(unitVariantsProblem(variations, units, quantity)).toBe(problem);
  });
});

describe('order tabs', () => {
  it('puts every status in exactly one My Orders tab', () => {
    const listed = Object.values(orderFilterStatuses).flat();
    expect([...listed].sort()).toEqual([...orderStatus.options].sort());
  });
});
