import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  NotificationListResponse,
  NotificationResponse,
  ProfileResponse,
  UpdateProfileResponse,
  User,
} from '../../contract/profile.ts';
import type { VerifyOtpResponse } from '../../contract/auth.ts';
import {
  EARLIEST_BIRTHDAY,
  FAVOURITE_CATEGORIES,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '../../contract/constants.ts';
import { lastAddresses, notifications } from '../../server/db/schema.ts';
import { call as callApi, refusal } from '../fixtures/groups.ts';
import { freshEmail, post, requestCode, signIn } from '../fixtures/sign-in.ts';
import { createTestApp } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

let t: TestApp;
let alice: { token: string; user: User };
let bob: { token: string; user: User };

beforeAll(async () => {
  t = await createTestApp();
  const a = await signIn(t, freshEmail('alice'));
  const b = await signIn(t, freshEmail('bob'));
  alice = { token: a.tokens.accessToken, user: a.user };
  bob = { token: b.tokens.accessToken, user: b.user };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object) =>
  callApi(t, method, url, token, payload);

const readProfile = async (token: string) =>
  ((await call('GET', '/user/profile', token)).body as ProfileResponse).data.user;

/** A deal-alert pace the refusals below spoil one part of. */
const PACE = { maxPerDay: 3, quietHours: { from: '22:00', to: '07:00' }, timeZone: 'Europe/Paris' };

/** The day before a YYYY-MM-DD date, in the same form. */
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('the profile', () => {
  it('shows the signed-in shopper their own profile', async () => {
    const response = await call('GET', '/user/profile', alice.token);
    expect(response).toEqual({ status: 200, body: { success: true, data: { user: alice.user } } });
  });

  it.each(['GET', 'PUT'] as const)('asks a visitor to sign in (%s)', async (method) => {
    const response = await call(method, '/user/profile', undefined, { firstName: 'X' });
    expect(response).toEqual(refusal(401, 'Please sign in to continue'));
  });

  it('saves the changes and shows them on the next read', async () => {
    const change = {
      firstName: 'Alice',
      lastName: 'Liddell',
      phone: '+1 (555) 010-0199',
      dateOfBirth: '1990-02-28',
      preferences: {
        emailNotifications: false,
        smsNotifications: true,
        dealAlerts: false,
        dealAlertPace: {
          maxPerDay: 5,
          quietHours: { from: '22:30', to: '06:45' },
          timeZone: 'America/New_York',
        },
        showInitials: false,
        categories: ['Fashion', 'Food & Drink'],
      },
    };
    const saved = await call('PUT', '/user/profile', alice.token, change);
    expect(saved.status).toBe(200);
    const body = saved.body as UpdateProfileResponse;
    expect(body).toMatchObject({ success: true, message: 'Profile updated successfully' });
    expect(body.data.user).toEqual({ ...alice.user, ...change });
    expect(await readProfile(alice.token)).toEqual({ ...alice.user, ...change });
  });

  it('changes only the fields that are sent', async () => {
    const before = await readProfile(alice.token);
    await call('PUT', '/user/profile', alice.token, {
      lastName: 'Pleasance',
      preferences: { dealAlerts: true },
    });
    expect(await readProfile(alice.token)).toEqual({
      ...before,
      lastName: 'Pleasance',
      preferences: { ...before.preferences, dealAlerts: true },
    });
  });

  it('keeps a deal-alert pace under the time zone’s own name, and a pace without quiet hours', async () => {
    const { tokens } = await signIn(t, freshEmail());
    const fresh = await readProfile(tokens.accessToken);
    expect(fresh.preferences.dealAlertPace).toEqual({
      maxPerDay: 24,
      quietHours: null,
      timeZone: null,
    });
    const pace = { maxPerDay: 0, quietHours: null, timeZone: 'europe/paris' };
    await call('PUT', '/user/profile', tokens.accessToken, {
      preferences: { dealAlertPace: pace },
    });
    expect((await readProfile(tokens.accessToken)).preferences.dealAlertPace).toEqual({
      ...pace,
      timeZone: 'Europe/Paris',
    });
  });

  it('clears the phone and birthday with null or an empty value', async () => {
    const email = freshEmail();
    const { tokens } = await signIn(t, email);
    await call('PUT', '/user/profile', tokens.accessToken, {
      phone: '555 0100',
      dateOfBirth: '1980-01-01',
    });
    await call('PUT', '/user/profile', tokens.accessToken, { phone: '', dateOfBirth: null });
    expect(await readProfile(tokens.accessToken)).toMatchObject({ phone: null, dateOfBirth: null });
  });

  it.each([
    [
      'a birthday that is not a date',
      { dateOfBirth: '01/02/1990' },
      "Invalid field 'dateOfBirth': must be a real date (YYYY-MM-DD)",
    ],
    [
      'a birthday that does not exist',
      { dateOfBirth: '1990-02-30' },
      "Invalid field 'dateOfBirth': must be a real date (YYYY-MM-DD)",
    ],
    [
      'a birthday of today',
      { dateOfBirth: '2026-06-01' },
      "Invalid field 'dateOfBirth': must be in the past",
    ],
    [
      'a birthday in the future',
      { dateOfBirth: '2030-01-01' },
      "Invalid field 'dateOfBirth': must be in the past",
    ],
    [
      'a birthday before the earliest one taken',
      { dateOfBirth: dayBefore(EARLIEST_BIRTHDAY) },
      `Invalid field 'dateOfBirth': must be on or after ${EARLIEST_BIRTHDAY}`,
    ],
    [
      'an unknown category',
      { preferences: { categories: ['Electronics', 'Toys'] } },
      `Invalid field 'preferences.categories.1': must be one of ${FAVOURITE_CATEGORIES.join(', ')}`,
    ],
    [
      'a category twice',
      { preferences: { categories: ['Sports', 'Sports'] } },
      "Invalid field 'preferences.categories': lists a category more than once",
    ],
    [
      'categories that are not a list',
      { preferences: { categories: 'Sports' } },
      "Invalid field 'preferences.categories': must be a list of categories",
    ],
    [
      'a preference that is not true or false',
      { preferences: { dealAlerts: 'yes' } },
      "Invalid field 'preferences.dealAlerts': must be true or false",
    ],
    [
      'an unknown time zone',
      { preferences: { dealAlertPace: { ...PACE, timeZone: 'Mars/Olympus' } } },
      "Invalid field 'preferences.dealAlertPace.timeZone': must be a time zone name such as Europe/Paris",
    ],
    [
      'a pace without a time zone',
      { preferences: { dealAlertPace: { ...PACE, timeZone: undefined } } },
      "Invalid field 'preferences.dealAlertPace.timeZone': must be a time zone name such as Europe/Paris",
    ],
    [
      'a quiet window that is one text',
      { preferences: { dealAlertPace: { ...PACE, quietHours: '22:00-07:00' } } },
      "Invalid field 'preferences.dealAlertPace.quietHours': must be two times of day ({ from, to }) or null",
    ],
    [
      'a quiet window starting at no time of day',
      { preferences: { dealAlertPace: { ...PACE, quietHours: { from: '24:00', to: '07:00' } } } },
      "Invalid field 'preferences.dealAlertPace.quietHours.from': must be a time of day from 00:00 to 23:59 (HH:MM)",
    ],
    [
      'a quiet window in 12-hour time',
      { preferences: { dealAlertPace: { ...PACE, quietHours: { from: '10pm', to: '7am' } } } },
      "Invalid field 'preferences.dealAlertPace.quietHours.from': must be a time of day from 00:00 to 23:59 (HH:MM)",
    ],
    [
      'a quiet window with one time only',
      { preferences: { dealAlertPace: { ...PACE, quietHours: { from: '22:00' } } } },
      "Invalid field 'preferences.dealAlertPace.quietHours.to': must be a time of day (HH:MM)",
    ],
    [
      'a quiet window that ends as it starts',
      { preferences: { dealAlertPace: { ...PACE, quietHours: { from: '22:00', to: '22:00' } } } },
      "Invalid field 'preferences.dealAlertPace.quietHours.to': must end at another time than it starts",
    ],
    [
      'a daily most below zero',
      { preferences: { dealAlertPace: { ...PACE, maxPerDay: -1 } } },
      "Invalid field 'preferences.dealAlertPace.maxPerDay': must be a whole number from 0 to 24",
    ],
    [
      'an absurd daily most',
      { preferences: { dealAlertPace: { ...PACE, maxPerDay: 1000 } } },
      "Invalid field 'preferences.dealAlertPace.maxPerDay': must be a whole number from 0 to 24",
    ],
    [
      'a daily most in parts',
      { preferences: { dealAlertPace: { ...PACE, maxPerDay: 2.5 } } },
      "Invalid field 'preferences.dealAlertPace.maxPerDay': must be a whole number from 0 to 24",
    ],
    [
      'a daily most as text',
      { preferences: { dealAlertPace: { ...PACE, maxPerDay: '3' } } },
      "Invalid field 'preferences.dealAlertPace.maxPerDay': must be a whole number from 0 to 24",
    ],
    [
      'an overlong first name',
      { firstName: 'A'.repeat(NAME_MAX_LENGTH + 1) },
      `Invalid field 'firstName': must be at most ${NAME_MAX_LENGTH} characters`,
    ],
    [
      'an overlong last name',
      { lastName: 'L'.repeat(NAME_MAX_LENGTH + 1) },
      `Invalid field 'lastName': must be at most ${NAME_MAX_LENGTH} characters`,
    ],
    [
      'an overlong phone',
      { phone: '1'.repeat(PHONE_MAX_LENGTH + 1) },
      `Invalid field 'phone': must be at most ${PHONE_MAX_LENGTH} characters`,
    ],
    [
      'a phone with letters',
      { phone: 'call me' },
      "Invalid field 'phone': must be a phone number (digits, spaces, + ( ) - .)",
    ],
    ['a new e-mail', { email: 'other@example.com' }, "Unknown field 'email'"],
    [
      'an unknown preference',
      { preferences: { pushNotifications: true } },
      "Unknown field 'preferences.pushNotifications'",
    ],
  ])('refuses %s, naming the field and changing nothing', async (_case, change, message) => {
    const before = await readProfile(alice.token);
    const refused = await call('PUT', '/user/profile', alice.token, {
      firstName: 'Changed',
      ...change,
    });
    expect(refused).toEqual({ status: 400, body: { success: false, message } });
    expect(await readProfile(alice.token)).toEqual(before);
  });

  it("lets one shopper change only their own profile, never another's", async () => {
    const alicesBefore = await readProfile(alice.token);
    await call('PUT', '/user/profile', bob.token, { firstName: 'Bob', lastName: 'Builder' });
    expect(await readProfile(bob.token)).toMatchObject({
      id: bob.user.id,
      firstName: 'Bob',
      lastName: 'Builder',
    });
    expect(await readProfile(alice.token)).toEqual(alicesBefore);
  });

  it('brings the saved profile and last checkout address back at the next sign-in', async () => {
    const email = freshEmail();
    const first = await signIn(t, email);
    await call('PUT', '/user/profile', first.tokens.accessToken, { firstName: 'Kept' });
    await t.db.insert(lastAddresses).values({
      userId: first.user.id,
      addressLine1: '1 Main St',
      addressLine2: null,
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'US',
    });
    t.clock.advance(30_000);
    const again = await post(t, '/auth/verifyOtp', { email, otp: await requestCode(t, email) });
    const data = (again.body as VerifyOtpResponse).data;
    expect(data.user.firstName).toBe('Kept');
    expect(data.lastAddress).toEqual({
      address_line_1: '1 Main St',
      address_line_2: null,
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
      country: 'US',
    });
  });
});

describe('notifications', () => {
  let alicesIds: number[];
  let bobsId: number;

  beforeAll(async () => {
    const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);
    const rows = await t.db
      .insert(notifications)
      .values(
        [1, 2, 3, 4, 5].map((n) => ({
          userId: alice.user.id,
          kind: 'group_filled',
          title: `Alice ${n}`,
          body: `Your group ${n} filled`,
          url: n === 1 ? null : `/orders`,
          createdAt: at(n),
        })),
      )
      .returning({ id: notifications.id });
    alicesIds = rows.map((row) => row.id);
    const [bobs] = await t.db
      .insert(notifications)
      .values({
        userId: bob.user.id,
        kind: 'group_filled',
        title: 'Bob 1',
        body: 'Yours',
        createdAt: at(6),
      })
      .returning({ id: notifications.id });
    bobsId = bobs?.id ?? 0;
  });

  it("lists only the shopper's own notifications, newest first, a page at a time", async () => {
    const first = (await call('GET', '/user/notifications?limit=2', alice.token))
      .body as NotificationListResponse;
    expect(first.data.map((n) => n.title)).toEqual(['Alice 5', 'Alice 4']);
    expect(first.unread_count).toBe(5);
    expect(first.data[0]).toEqual({
      id: alicesIds[4],
      kind: 'group_filled',
      title: 'Alice 5',
      body: 'Your group 5 filled',
      url: '/orders',
      read: false,
      read_at: null,
      created_at: expect.any(String),
    });
    const second = (
      await call('GET', `/user/notifications?limit=2&cursor=${first.next_cursor}`, alice.token)
    ).body as NotificationListResponse;
    expect(second.data.map((n) => n.title)).toEqual(['Alice 3', 'Alice 2']);
    const third = (
      await call('GET', `/user/notifications?limit=2&cursor=${second.next_cursor}`, alice.token)
    ).body as NotificationListResponse;
    expect(third.data.map((n) => n.title)).toEqual(['Alice 1']);
    expect(third.next_cursor).toBeNull();
  });

  it('marks one read, keeps the first read time, and can list the unread only', async () => {
    const id = alicesIds[1];
    const marked = await call('PATCH', `/user/notifications/${id}/read`, alice.token);
    expect(marked.status).toBe(200);
    const body = marked.body as NotificationResponse;
    expect(body).toMatchObject({
      success: true,
      data: { id, read: true, read_at: t.clock.now().toISOString() },
    });
    expect(body).not.toHaveProperty('message');
    t.clock.advance(60_000);
    const again = (await call('PATCH', `/user/notifications/${id}/read`, alice.token))
      .body as NotificationResponse;
    expect(again.data.read_at).toBe(body.data.read_at);
    const unread = (await call('GET', '/user/notifications?unread_only=true', alice.token))
      .body as NotificationListResponse;
    expect(unread.data.map((n) => n.id)).not.toContain(id);
    expect(unread.unread_count).toBe(4);
  });

  it("answers 404 for another shopper's notification and leaves it unread", async () => {
    const response = await call('PATCH', `/user/notifications/${bobsId}/read`, alice.token);
    expect(response).toEqual(refusal(404, 'Notification not found'));
    const bobs = (await call('GET', '/user/notifications', bob.token))
      .body as NotificationListResponse;
    expect(bobs.data).toEqual([expect.objectContaining({ id: bobsId, read: false })]);
  });

  it.each([
    ['a visitor listing', 'GET', '/user/notifications', false, 401],
    ['a visitor marking', 'PATCH', '/user/notifications/1/read', false, 401],
    ['a bad cursor', 'GET', '/user/notifications?cursor=nonsense', true, 400],
    ['a limit over 100', 'GET', '/user/notifications?limit=101', true, 400],
    ['an id that is not a number', 'PATCH', '/user/notifications/abc/read', true, 400],
    ['an id that does not exist', 'PATCH', '/user/notifications/999999/read', true, 404],
  ] as const)('refuses %s', async (_case, method, url, signedIn, status) => {
    expect((await call(method, url, signedIn ? alice.token : undefined)).status).toBe(status);
  });
});

describe('the API documentation', () => {
  it('describes the sign-in and profile calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/sendOtp',
        '/api/v1/auth/verifyOtp',
        '/api/v1/auth/logout',
        '/api/v1/user/profile',
        '/api/v1/user/notifications/{id}/read',
      ]),
    );
  });
});
