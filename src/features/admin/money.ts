import { formatMoney } from '../../lib/format';

/** The most one amount may be (contract: 10,000,000 cents). */
export const MAX_CENTS = 10_000_000;

/**
 * A dollar amount as an operator types it ('19.99', '$1,250', '5') -> integer cents, or null
 * when it is not one (three decimals, letters, a minus sign). Parsed from the digits, never
 * through floating point, so '0.29' is 29 cents and not 28.999….
 */
export function dollarsToCents(input: string): number | null {
  const cleaned = input.trim().replace(/^\$/, '').replaceAll(',', '');
  const match = /^(\d{0,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match || (match[1] === '' && match[2] === undefined)) return null;
  const whole = Number(match[1] || '0');
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** 1999 -> '19.99', what a money box shows for an amount it edits. */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

export { formatMoney };
