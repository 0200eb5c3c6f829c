import type { DealAlertPace, DealAlertPaceChange } from '../../../contract/profile';

/** The pace fields as the form holds them: the quiet window's times stay while it is off. */
export interface PaceDraft {
  maxPerDay: number;
  quietHours: boolean;
  from: string;
  to: string;
  timeZone: string;
}

/** The window the form offers when the shopper first turns quiet hours on. */
const NIGHT = { from: '22:00', to: '07:00' };

/** The time zone this browser keeps, which a shopper who never chose one is offered. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every time zone this browser knows, with `current` among them (Intl's list leaves out UTC). */
export function timeZoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

export function paceDraftOf(pace: DealAlertPace): PaceDraft {
  return {
    maxPerDay: pace.maxPerDay,
    quietHours: pace.quietHours !== null,
    from: pace.quietHours?.from ?? NIGHT.from,
    to: pace.quietHours?.to ?? NIGHT.to,
    timeZone: pace.timeZone ?? browserTimeZone(),
  };
}

export function paceChangeOf(draft: PaceDraft): DealAlertPaceChange {
  return {
    maxPerDay: draft.maxPerDay,
    quietHours: draft.quietHours ? { from: draft.from, to: draft.to } : null,
    timeZone: draft.timeZone,
  };
}
