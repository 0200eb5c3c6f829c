/**
 * `at` as ISO 8601 on the wall clock of `timeZone` with its offset, to the second
 * ('2026-06-01T08:00:00-04:00'): a person reads the local time, and a program still finds the
 * instant (docs/decisions/0038).
 */
export function isoInTimeZone(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  // 'GMT-04:00', or plain 'GMT' where the zone is on UTC.
  const offset = part('timeZoneName').replace('GMT', '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}
