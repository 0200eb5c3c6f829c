import { formatDeadline } from '../../lib/format';

/** '2026-07-01T18:00:00Z' -> 'Jul 1, 2026, 6:00 PM' in the operator's own time zone, as shoppers read deadlines. */
export const formatDateTime = formatDeadline;

/** '2026-07-01T18:00:00Z' -> 'Jul 1, 2026'. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** 'partially_refunded' -> 'Partially refunded': the state machine's names, for operators. */
export function statusName(status: string): string {
  const words = status.split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 5400 seconds -> '1 h 30 min'; the dashboard's median time to fill. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days ${hours % 24} h`;
}

/** 0.4567 -> '46%'. */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/**
 * The value a datetime-local box holds for an instant, in the operator's time zone
 * ('2026-07-01T20:00'), and back to an ISO instant; null when the box holds no valid time.
 */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The operator's IANA time zone ('America/New_York'), as this browser knows it. */
export function operatorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
