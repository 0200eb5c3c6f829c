import { describe, expect, it } from 'vitest';
import { quietUntil } from '../../server/domain/quiet-hours.ts';

const NIGHTS = { from: '22:00', to: '07:00' };

describe('when a shopper’s quiet hours end', () => {
  it.each([
    [
      'late evening in Paris',
      NIGHTS,
      'Europe/Paris',
      '2026-06-01T21:30:00Z',
      '2026-06-02T05:00:00Z',
    ],
    [
      'the first minute of the window',
      NIGHTS,
      'Europe/Paris',
      '2026-06-01T20:00:00Z',
      '2026-06-02T05:00:00Z',
    ],
    [
      'the last minute of the window',
      NIGHTS,
      'Europe/Paris',
      '2026-06-02T04:59:59Z',
      '2026-06-02T05:00:00Z',
    ],
    ['the end itself, no longer quiet', NIGHTS, 'Europe/Paris', '2026-06-02T05:00:00Z', null],
    ['midday in Paris', NIGHTS, 'Europe/Paris', '2026-06-01T12:00:00Z', null],
    [
      'a window within one day',
      { from: '09:00', to: '17:00' },
      'UTC',
      '2026-06-01T10:00:00Z',
      '2026-06-01T17:00:00Z',
    ],
    [
      'evening in Tokyo',
      { from: '20:00', to: '08:00' },
      'Asia/Tokyo',
      '2026-06-01T12:00:00Z',
      '2026-06-01T23:00:00Z',
    ],
    [
      'a night the clocks go back',
      NIGHTS,
      'Europe/Paris',
      '2026-10-24T21:00:00Z',
      '2026-10-25T06:00:00Z',
    ],
    [
      'a night the clocks go forward',
      NIGHTS,
      'Europe/Paris',
      '2026-03-28T22:00:00Z',
      '2026-03-29T05:00:00Z',
    ],
    [
      'an end the clocks skip',
      { from: '23:00', to: '02:30' },
      'Europe/Paris',
      '2026-03-28T23:00:00Z',
      '2026-03-29T01:30:00Z',
    ],
  ])('%s', (_case, window, timeZone, at, ends) => {
    expect(quietUntil(window, timeZone, new Date(at))?.toISOString() ?? null).toBe(
      ends === null ? null : new Date(ends).toISOString(),
    );
  });
});
