import { z } from 'zod';
import { idParam, pageLimit, storedText, successBody, successBodyWithMessage } from './common.ts';
import {
  FAVOURITE_CATEGORIES,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
} from './constants.ts';

export { FAVOURITE_CATEGORIES, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './constants.ts';

export const favouriteCategory = z.enum(FAVOURITE_CATEGORIES, {
  error: `must be one of ${FAVOURITE_CATEGORIES.join(', ')}`,
});
export type FavouriteCategory = z.infer<typeof favouriteCategory>;

export const role = z.enum(['shopper', 'admin']);
export type Role = z.infer<typeof role>;

/** The most deal alerts a shopper may ask for in a day; 0 asks for none. */
export const DEAL_ALERTS_PER_DAY_MAX = 24;

/** A 24-hour time of day, HH:MM, as an `<input type="time">` gives it. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * How often deal alerts may reach a shopper by push and e-mail: at most `maxPerDay` in any 24
 * hours, and none between `quietHours.from` and `quietHours.to` on their own clock (`timeZone`,
 * an IANA name; null until they choose one, when the server counts in UTC). News of their own
 * orders is never held back or counted.
 */
export const dealAlertPace = z.object({
  maxPerDay: z.number(),
  quietHours: z.object({ from: z.string(), to: z.string() }).nullable(),
  timeZone: z.string().nullable(),
});
export type DealAlertPace = z.infer<typeof dealAlertPace>;

export const preferences = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  dealAlerts: z.boolean(),
  dealAlertPace,
  /** Others in the shopper's groups see their initials on the deal page. */
  showInitials: z.boolean(),
  categories: z.array(favouriteCategory),
});
export type Preferences = z.infer<typeof preferences>;

/** docs/product.md §3's User plus the account id and role. Unknown names are '', an unknown phone or birthday null. */
export const user = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  /** ISO date, YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  role,
  preferences,
});
export type User = z.infer<typeof user>;

/** docs/product.md §3's Last address: the shipping address of the shopper's latest checkout. */
export const lastAddress = z.object({
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
export type LastAddress = z.infer<typeof lastAddress>;

export const profileResponse = successBody(z.object({ user }));
export type ProfileResponse = z.infer<typeof profileResponse>;

const personName = storedText({ error: 'must be text' })
  .trim()
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`);

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
}

/** An ISO calendar date (YYYY-MM-DD), or '' for none. */
const isoDateOrEmpty = storedText({ error: 'must be a date (YYYY-MM-DD)' }).refine(
  (text) => text === '' || isCalendarDate(text),
  'must be a real date (YYYY-MM-DD)',
);

/** True when this runtime's Intl knows `name` as a time zone. */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const timeOfDay = storedText({ error: 'must be a time of day (HH:MM)' }).regex(
  TIME_OF_DAY_PATTERN,
  'must be a time of day from 00:00 to 23:59 (HH:MM)',
);

/** A new pace replaces the old one whole, so the window and its time zone always agree. */
const dealAlertPaceChange = z
  .object({
    maxPerDay: z
      .number({ error: `must be a whole number from 0 to ${DEAL_ALERTS_PER_DAY_MAX}` })
      .int(`must be a whole number from 0 to ${DEAL_ALERTS_PER_DAY_MAX}`)
      .min(0, `must be a whole number from 0 to ${DEAL_ALERTS_PER_DAY_MAX}`)
      .max(DEAL_ALERTS_PER_DAY_MAX, `must be a whole number from 0 to ${DEAL_ALERTS_PER_DAY_MAX}`),
    quietHours: z
      .object(
        { from: timeOfDay, to: timeOfDay },
        { error: 'must be two times of day ({ from, to }) or null' },
      )
      .strict()
      .refine(({ from, to }) => from !== to, {
        message: 'must end at another time than it starts',
        path: ['to'],
      })
      .nullable(),
    timeZone: storedText({ error: 'must be a time zone name such as Europe/Paris' })
      .max(64, 'must be a time zone name such as Europe/Paris')
      .refine(isKnownTimeZone, 'must be a time zone name such as Europe/Paris'),
  })
  .strict();
export type DealAlertPaceChange = z.infer<typeof dealAlertPaceChange>;

/**
 * PUT /user/profile. Every field is optional so the PWA may send the whole form or a part; a
 * field that is sent replaces the stored value (null or '' clears phone and dateOfBirth).
 * Whether dateOfBirth is in the past is checked against the server's clock.
 */
export const updateProfileRequest = z
  .object({
    firstName: personName.optional(),
    lastName: personName.optional(),
    phone: storedText({ error: 'must be text' })
      .trim()
      .max(PHONE_MAX_LENGTH, `must be at most ${PHONE_MAX_LENGTH} characters`)
      .regex(PHONE_PATTERN, 'must be a phone number (digits, spaces, + ( ) - .)')
      .nullable()
      .optional(),
    dateOfBirth: isoDateOrEmpty.nullable().optional(),
    preferences: z
      .object({
        emailNotifications: z.boolean({ error: 'must be true or false' }).optional(),
        smsNotifications: z.boolean({ error: 'must be true or false' }).optional(),
        dealAlerts: z.boolean({ error: 'must be true or false' }).optional(),
        dealAlertPace: dealAlertPaceChange.optional(),
        showInitials: z.boolean({ error: 'must be true or false' }).optional(),
        categories: z
          .array(favouriteCategory, { error: 'must be a list of categories' })
          .max(FAVOURITE_CATEGORIES.length, 'lists a category more than once')
          .refine((list) => new Set(list).size === list.length, 'lists a category more than once')
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const updateProfileResponse = successBodyWithMessage(z.object({ user }));
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

export const notification = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** GET /user/notifications: newest first; the next page starts at the previous next_cursor. */
export const notificationListQuery = z
  .object({
    cursor: storedText().max(100, 'is too long').optional(),
    limit: pageLimit(20),
    unread_only: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('false'),
  })
  .strict();
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationListResponse = z.object({
  success: z.literal(true),
  data: z.array(notification),
  next_cursor: z.string().nullable(),
  unread_count: z.number(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

export const notificationParams = z.object({ id: idParam }).strict();
export type NotificationParams = z.infer<typeof notificationParams>;

/** No message on purpose: docs/product.md §8 toasts any message of a successful write, and a read mark needs none. */
export const notificationResponse = successBody(notification);
export type NotificationResponse = z.infer<typeof notificationResponse>;
