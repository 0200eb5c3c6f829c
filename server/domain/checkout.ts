import type { OrderStatus } from './order-status.ts';

/** How many business days a paid order takes to arrive. */
export const DELIVERY_BUSINESS_DAYS = 5;

const DAY_MS = 86_400_000;
const UNIT_KEY = /^unit_([1-9]\d*)$/;

/** A wire amount in dollars as whole cents; null when it is not a whole number of cents. */
export function dollarsToCents(dollars: number): number | null {
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) < 1e-6 && Number.isSafeInteger(cents) ? cents : null;
}

/**
 * docs/product.md §3's checkout variants ({ unit_1: {...}, unit_2: {...} }) as one map per unit, in unit
 * order. An empty object means no choices were sent; a key past the quantity is a problem.
 */
export function keyedVariantsToUnits(
  keyed: Readonly<Record<string, Record<string, string>>>,
  quantity: number,
): { units: Record<string, string>[] | undefined } | { problem: string } {
  const keys = Object.keys(keyed);
  if (keys.length === 0) return { units: undefined };
  const units: Record<string, string>[] = Array.from({ length: quantity }, () => ({}));
  for (const key of keys) {
    const match = UNIT_KEY.exec(key);
    if (!match) return { problem: `'${key}' is not a unit key (unit_1 to unit_${quantity})` };
    const index = Number(match[1]) - 1;
    if (index >= quantity)
      return {
        problem: `'${key}' is past the ${quantity} unit${quantity === 1 ? '' : 's'} ordered`,
      };
    units[index] = { ...keyed[key] };
  }
  return { units };
}

/** `days` working days (Monday to Friday) after `from`, as a UTC calendar date (YYYY-MM-DD). */
export function businessDaysAfter(from: Date, days: number): string {
  let at = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at).toISOString().slice(0, 10);
}

const uncharged: ReadonlySet<OrderStatus> = new Set([
  'pending_charge',
  'payment_action_required',
  'payment_failed',
  'cancelled',
  'reservation_expired',
]);

/** What the shopper has paid on an order so far: all of it once charged, else nothing. */
export function amountChargedCents(status: OrderStatus, totalCents: number): number {
  return uncharged.has(status) ? 0 : totalCents;
}
