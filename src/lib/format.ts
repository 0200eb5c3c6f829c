import { progressPercentage } from '../../contract/progress';

/**
 * Display formats of docs/product.md §9. Money is handled in integer cents: the wire carries decimal
 * strings ('12.50'), which `toCents` parses once, and `formatMoney` prints.
 */

/** '12.50' -> 1250. Anything that is not a finite amount becomes 0 rather than NaN on screen. */
export function toCents(decimal: string): number {
  const value = Number.parseFloat(decimal);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/**
 * 1234567 -> '1,234,567', as en-US writes whole numbers. Done by hand: the browser's number
 * formatter costs about 100 ms of a slow phone's main thread the first time it is used, on the
 * way to the first screen of prices.
 */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** 1250 -> '$12.50' (two decimals, thousands separated: 123456 -> '$1,234.56'). */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = groupThousands(Math.floor(abs / 100));
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}$${dollars}.${rest}`;
}

/**
 * Percent off as a whole number: the product's own discount when it has one, else computed
 * from the regular and the group price (both in cents). Never below 0.
 */
export function percentOff(
  discountPercentage: number | null,
  regularCents: number,
  groupCents: number,
): number {
  if (discountPercentage !== null && Number.isFinite(discountPercentage)) {
    return Math.max(0, Math.round(discountPercentage));
  }
  if (regularCents <= 0) return 0;
  return Math.max(0, Math.round(((regularCents - groupCents) / regularCents) * 100));
}

/** '50% OFF' */
export function formatPercentOff(percent: number): string {
  return `${percent}% OFF`;
}

export type TimeLeft =
  | { unit: 'expired'; value: 0; text: string }
  /** Under an hour: `value` is whole seconds, read as a ticking mm:ss. */
  | { unit: 'clock'; value: number; text: string }
  | { unit: 'hours' | 'days'; value: number; text: string };

const HOUR_SECONDS = 3_600;

/**
 * Time left from seconds: under an hour a clock ('02:00 left', so 2 minutes never read as
 * '1 hour left'), then whole hours under 24 h ('5 hours left'), else whole days ('3 days
 * left'); zero or less is 'Expired'.
 */
export function timeLeftIn(seconds: number): TimeLeft {
  if (!(seconds > 0)) return { unit: 'expired', value: 0, text: 'Expired' };
  if (seconds < HOUR_SECONDS) {
    const value = Math.ceil(seconds);
    return { unit: 'clock', value, text: `${formatClock(value)} left` };
  }
  const hours = seconds / HOUR_SECONDS;
  if (hours < 24) {
    const value = Math.floor(hours);
    return { unit: 'hours', value, text: `${value} ${value === 1 ? 'hour' : 'hours'} left` };
  }
  const value = Math.floor(hours / 24);
  return { unit: 'days', value, text: `${value} ${value === 1 ? 'day' : 'days'} left` };
}

/** Time left from hours, as the API gives them (see timeLeftIn). */
export function timeLeft(hours: number): TimeLeft {
  return timeLeftIn(Math.round(hours * HOUR_SECONDS));
}

/** Seconds under an hour as mm:ss: 120 -> '02:00', 59 -> '00:59'. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** Share of units joined, 0..100, rounded down as the API and the live stream round it. */
export function percentFilled(joined: number, total: number): number {
  return Math.max(0, progressPercentage(joined, total));
}

/** A countdown as m:ss: 300 -> '5:00', 59 -> '0:59'. Never below 0:00. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** An ISO calendar date as words: '1990-03-12' -> 'March 12, 1990'. Anything else as given. */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A deadline as a shopper reads it: 'Jun 2, 2026, 12:00 PM'. */
export function formatDeadline(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A clock time as HH:MM in the shopper's own time zone, 24-hour: 17:42. */
export function formatTimeOfDay(epochMs: number): string {
  const time = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/**
 * A variation attribute's name as a shopper reads it: as the merchant typed it ('Colour',
 * 'Farbe 🎨', 'T-Shirt size'). A name in the older stored form (lower case, words joined by '_',
 * as the console saved names before and the demo catalogue has them) gets its spaces and capital
 * back: 'color' -> 'Color', 'shoe_size' -> 'Shoe size'.
 */
export function optionName(name: string): string {
  if (name !== name.toLowerCase() || /\s/.test(name)) return name;
  const words = name.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A unit's chosen options on one line: 'Size: M · Color: Sand'. */
export function formatOptions(options: readonly (readonly [string, string])[]): string {
  return options.map(([name, value]) => `${optionName(name)}: ${value}`).join(' · ');
}
