import { describe, expect, it } from 'vitest';
import {
  amountChargedCents,
  businessDaysAfter,
  dollarsToCents,
  keyedVariantsToUnits,
} from '../../server/domain/checkout.ts';

describe('checkout rules', () => {
  it.each([
    ['Monday', '2026-06-01T12:00:00Z', 5, '2026-06-08'],
    ['Friday', '2026-06-05T23:59:00Z', 1, '2026-06-08'],
    ['Saturday', '2026-06-06T08:00:00Z', 1, '2026-06-08'],
    ['Wednesday', '2026-06-03T08:00:00Z', 5, '2026-06-10'],
  ])('delivers an order paid on a %s %i business days later', (_day, paidAt, days, expected) => {
    expect(businessDaysAfter(new Date(paidAt), days)).toBe(expected);
  });

  it.each([
    [19.99, 1_999],
    [0, 0],
    [79.96, 7_996],
    [0.1 + 0.2, 30],
    [10.005, null],
  ])('reads $%d as %s cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it.each([
    [{}, 2, { units: undefined }],
    [
      { unit_2: { size: 'M' }, unit_1: { size: 'S' } },
      2,
      { units: [{ size: 'S' }, { size: 'M' }] },
    ],
    [{ unit_1: { size: 'S' } }, 2, { units: [{ size: 'S' }, {}] }],
    [{ unit_3: { size: 'S' } }, 2, { problem: "'unit_3' is past the 2 units ordered" }],
    [{ first: { size: 'S' } }, 2, { problem: "'first' is not a unit key (unit_1 to unit_2)" }],
    [{ unit_0: { size: 'S' } }, 1, { problem: "'unit_0' is not a unit key (unit_1 to unit_1)" }],
  ])(
    'turns the keyed variants %j of %i units into one map per unit',
    (keyed, quantity, expected) => {
      expect(keyedVariantsToUnits(keyed, quantity)).toEqual(expected);
    },
  );

  it.each([
    ['solo', 'paid_awaiting_shipment', 4_000],
    ['solo', 'pending_charge', 0],
    ['solo', 'payment_failed', 0],
    ['group', 'pending_charge', 0],
    ['group', 'payment_action_required', 0],
    ['group', 'charged_awaiting_fulfillment', 4_000],
    ['group', 'delivered', 4_000],
    ['group', 'reservation_expired', 0],
  ] as const)('counts a %s order that is %s as %i cents charged', (_type, status, charged) => {
    expect(amountChargedCents(status, 4_000)).toBe(charged);
  });
});
