/** A shopper's quiet window on their own clock: HH:MM to HH:MM, across midnight when `to` is earlier. */
export type QuietWindow = { from: string; to: string };

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The IANA name Intl knows `timeZone` by (`europe/paris` is `Europe/Paris`). */
export function canonicalTimeZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
}

/** How far the wall clock of `timeZone` is ahead of UTC at `at`, in minutes. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * When the quiet window that `at` falls in ends, on the shopper's clock; null when `at` is not
 * in it. The window holds from its start up to, not including, its end. On a day whose clocks
 * skip the end (a spring-forward gap), it ends as late past the gap as the end was into it.
 */
export function quietUntil(window: QuietWindow, timeZone: string, at: Date): Date | null {
  const offset = offsetMinutes(at, timeZone);
  const wallMs = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS + offset * MINUTE_MS;
  const now = Math.floor(wallMs / MINUTE_MS) % DAY_MINUTES;
  const from = minutesOf(window.from);
  const to = minutesOf(window.to);
  const quiet = from < to ? now >= from && now < to : now >= from || now < to;
  if (!quiet) return null;
  const endWallMs = wallMs + ((to - now + DAY_MINUTES) % DAY_MINUTES) * MINUTE_MS;
  // The end's own offset may differ from now's when the clocks change overnight.
  const first = endWallMs - offset * MINUTE_MS;
  const second = endWallMs - offsetMinutes(new Date(first), timeZone) * MINUTE_MS;
  if (second + offsetMinutes(new Date(second), timeZone) * MINUTE_MS === endWallMs) {
    return new Date(second);
  }
  // No instant reads the end on the clock (it was skipped): the later guess lies past the gap.
  return new Date(Math.max(first, second));
}
