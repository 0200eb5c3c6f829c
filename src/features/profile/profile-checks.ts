import { EARLIEST_BIRTHDAY, PHONE_PATTERN } from '../../../contract/constants';
import { TIME_OF_DAY_PATTERN } from '../../../contract/profile';
import type { PaceDraft } from './deal-alert-pace';
import type { ProfileDraft } from './profile-draft';
import { profileTexts } from './texts';

/** The fields the form checks, each with the words shown under it. */
export type ProfileErrors = Partial<Record<CheckedField, string>>;
export type CheckedField = 'phone' | 'dateOfBirth' | 'quietFrom' | 'quietTo';

/** Today as YYYY-MM-DD in the shopper's own time zone: no birthday on or after it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The latest birthday the form offers: yesterday, as the API refuses today. */
export function latestBirthday(now = new Date()): string {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return localToday(yesterday);
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
}

function dateOfBirthError(value: string, today: string): string | undefined {
  if (value === '') return undefined;
  if (!isCalendarDate(value)) return profileTexts.dateOfBirthInvalid;
  // ISO dates compare as text: the server refuses today and later, and before the earliest.
  if (value >= today) return profileTexts.dateOfBirthFuture;
  if (value < EARLIEST_BIRTHDAY) return profileTexts.dateOfBirthTooEarly;
  return undefined;
}

/** A quiet window needs two times, and one that ends where it starts is no window. */
function quietHoursErrors({ quietHours, from, to }: PaceDraft): ProfileErrors {
  if (!quietHours) return {};
  const errors: ProfileErrors = {};
  if (!TIME_OF_DAY_PATTERN.test(from)) errors.quietFrom = profileTexts.quietTimeMissing;
  if (!TIME_OF_DAY_PATTERN.test(to)) errors.quietTo = profileTexts.quietTimeMissing;
  else if (from === to) errors.quietTo = profileTexts.quietTimesSame;
  return errors;
}

/**
 * What the form refuses before sending, by field: the same rules the API applies, so a shopper
 * never learns of a mistake from a server message.
 */
export function checkProfile(draft: ProfileDraft, today = localToday()): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!PHONE_PATTERN.test(draft.phone.trim())) errors.phone = profileTexts.phoneInvalid;
  const dateOfBirth = dateOfBirthError(draft.dateOfBirth, today);
  if (dateOfBirth) errors.dateOfBirth = dateOfBirth;
  return { ...errors, ...quietHoursErrors(draft.pace) };
}

const FIELD_REFUSAL = /^Invalid field '([^']+)': (.*)$/s;

/**
 * The API names a refused field by its wire path ("Invalid field 'dateOfBirth': must be in the
 * past"), which means nothing to a shopper: this puts the refusal under the field it is about,
 * in the form's words. Null when the message names no field of the form.
 */
export function profileFieldErrorOf(message: string): ProfileErrors | null {
  const match = FIELD_REFUSAL.exec(message.trim());
  if (!match) return null;
  const [, path = '', reason = ''] = match;
  if (path === 'phone') return { phone: profileTexts.phoneInvalid };
  if (path === 'preferences.dealAlertPace.quietHours.from') {
    return { quietFrom: profileTexts.quietTimeMissing };
  }
  if (path === 'preferences.dealAlertPace.quietHours.to') {
    return {
      quietTo: /another time/.test(reason)
        ? profileTexts.quietTimesSame
        : profileTexts.quietTimeMissing,
    };
  }
  if (path === 'dateOfBirth') {
    return {
      dateOfBirth: /past/.test(reason)
        ? profileTexts.dateOfBirthFuture
        : /on or after/.test(reason)
          ? profileTexts.dateOfBirthTooEarly
          : profileTexts.dateOfBirthInvalid,
    };
  }
  return null;
}

/** True when `message` names a field by its wire path: never shown as it is. */
export function isFieldRefusal(message: string): boolean {
  return FIELD_REFUSAL.test(message.trim());
}
