import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatPercentOff,
  optionName,
  percentFilled,
  percentOff,
  timeLeft,
  toCents,
} from '../../src/lib/format';
import { progressPercentage } from '../../contract/progress';

describe('prices', () => {
  it.each([
    ['12.50', 1250],
    ['25', 2500],
    ['0.1', 10],
    ['19.999', 2000],
    ['not a price', 0],
  ])('reads the wire amount %s as %i cents', (decimal, cents) => {
    expect(toCents(decimal)).toBe(cents);
  });

  it.each([
    [1250, '$12.50'],
    [5, '$0.05'],
    [0, '$0.00'],
    [123456, '$1,234.56'],
    [-750, '-$7.50'],
  ])('shows %i cents as %s, always with two decimals and a $ sign', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});

describe('percent off', () => {
  it.each([
    [50, 2500, 1250, '50% OFF'],
    [33.4, 2500, 1250, '33% OFF'],
    [null, 2500, 1250, '50% OFF'],
    [null, 2999, 1999, '33% OFF'],
    [null, 3000, 1999, '33% OFF'],
    [null, 0, 1000, '0% OFF'],
  ])(
    'uses the discount %s when given, else regular %i vs group %i: %s',
    (discount, regular, group, text) => {
      expect(formatPercentOff(percentOff(discount, regular, group))).toBe(text);
    },
  );
});

describe('time left', () => {
  it.each([
    [5, '5 hours left'],
    [1, '1 hour left'],
    [0.4, '24:00 left'],
    [1 / 30, '02:00 left'],
    [23.9, '23 hours left'],
    [24, '1 day left'],
    [47.9, '1 day left'],
    [72, '3 days left'],
    [0, 'Expired'],
    [-3, 'Expired'],
  ])('reads %s hours as "%s"', (hours, text) => {
    expect(timeLeft(hours).text).toBe(text);
  });
});

// The rounding itself is the shared progress rule, tested once in tests/server/order-rules.test.ts.
describe('units filled', () => {
  it('shows the figure the API and the live stream send for the same group', () => {
    expect(percentFilled(2, 3)).toBe(progressPercentage(2, 3));
    expect(percentFilled(5, 5)).toBe(100);
  });

  it('never shows less than 0 %, even from a count that went below zero', () => {
    expect(percentFilled(-1, 4)).toBe(0);
  });
});

describe('variation attribute names', () => {
  it.each([
    ['Colour', 'Colour'],
    ['Farbe 🎨', 'Farbe 🎨'],
    ['T-Shirt size', 'T-Shirt size'],
    ['shoe size', 'shoe size'],
    // Names stored before the console kept what was typed, and the demo catalogue's.
    ['color', 'Color'],
    ['shoe_size', 'Shoe size'],
    ['farbe_🎨', 'Farbe 🎨'],
  ])('shows the attribute %s to a shopper as %s', (name, shown) => {
    expect(optionName(name)).toBe(shown);
  });
});
