import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerifyOtpResponse } from '../../contract/auth.ts';
import { NAME_MAX_LENGTH } from '../../contract/constants.ts';
import { otpCodes, users } from '../../server/db/schema.ts';
import { authTexts } from '../../server/modules/auth/texts.ts';
import { freshEmail, lastCodeFor, post, requestCode } from '../fixtures/sign-in.ts';
import { createTestApp } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: ['boss@example.com'] } });
});
afterAll(() => t.close());

const verify = (email: string, otp: unknown) =>
  post(t, '/auth/verifyOtp', { email, otp, remember_me: true });

/** A code of six digits that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('signing in with an e-mail code', () => {
  it('e-mails a code and signs a new shopper in with it, creating their account', async () => {
    const email = freshEmail();
    const sent = await post(t, '/auth/sendOtp', { email, remember_me: true });
    expect(sent).toMatchObject({
      status: 200,
      body: { success: true, message: authTexts.codeSent },
    });

    const verified = await verify(email, lastCodeFor(t, email));
    expect(verified.status).toBe(200);
    const body = verified.body as VerifyOtpResponse;
    expect(body).toMatchObject({ success: true, message: authTexts.signedIn });
    expect(body.data.tokens).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(body.data.user).toEqual({
      id: expect.any(Number),
      email,
      firstName: '',
      lastName: '',
      phone: null,
      dateOfBirth: null,
      role: 'shopper',
      preferences: {
        emailNotifications: true,
        smsNotifications: false,
        dealAlerts: true,
        dealAlertPace: { maxPerDay: 24, quietHours: null, timeZone: null },
        showInitials: true,
        categories: [],
      },
    });
    expect(body.data.lastAddress).toBeNull();
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account?.verifiedAt).toEqual(t.clock.now());
  });

  it('signs a returning shopper into the same account', async () => {
    const email = freshEmail();
    const first = await verify(email, await requestCode(t, email));
    t.clock.advance(31_000);
    const second = await verify(email, await requestCode(t, email));
    expect((second.body as VerifyOtpResponse).data.user.id).toBe(
      (first.body as VerifyOtpResponse).data.user.id,
    );
  });

  it('trims and lower-cases the e-mail, so any spelling reaches the same account', async () => {
    const sent = await post(t, '/auth/sendOtp', {
      email: '  Mixed.Case@Example.COM ',
      remember_me: true,
    });
    expect(sent.status).toBe(200);
    const code = lastCodeFor(t, 'mixed.case@example.com');
    const verified = await verify('MIXED.case@example.com', code);
    expect(verified.status).toBe(200);
    expect((verified.body as VerifyOtpResponse).data.user.email).toBe('mixed.case@example.com');
  });

  it.each([
    ['no e-mail', {}, "Invalid field 'email': is required"],
    ['an empty e-mail', { email: '  ' }, "Invalid field 'email': is required"],
    [
      'no @',
      { email: 'shopper.example.com' },
      "Invalid field 'email': must be a valid e-mail address",
    ],
    [
      'no domain dot',
      { email: 'shopper@example' },
      "Invalid field 'email': must be a valid e-mail address",
    ],
    ['a number', { email: 42 }, "Invalid field 'email': must be text"],
    ['an unknown field', { email: 'a@example.com', password: 'x' }, "Unknown field 'password'"],
  ])('refuses to send a code for %s, naming the field', async (_case, payload, message) => {
    const lines = t.consoleLines.length;
    const sent = await post(t, '/auth/sendOtp', payload);
    expect(sent).toMatchObject({ status: 400, body: { success: false, message } });
    expect(t.consoleLines).toHaveLength(lines);
  });

  it('keeps only a keyed hash of the code, never the code itself', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email);
    const [stored] = await t.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('accepts a code until its 5 minutes are up', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email);
    t.clock.advance(299_000);
    expect((await verify(email, code)).status).toBe(200);
  });

  it('refuses a code after its 5 minutes', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email);
    t.clock.advance(300_000);
    expect(await verify(email, code)).toMatchObject({
      status: 400,
      body: { success: false, message: authTexts.codeExpired },
    });
  });

  it('refuses a code after the fifth wrong try, even the right one, until a new one is sent', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email);
    for (const triesLeft of [4, 3, 2, 1]) {
      expect(await verify(email, otherThan(code))).toMatchObject({
        status: 400,
        body: { message: authTexts.wrongCode(triesLeft) },
      });
    }
    expect(await verify(email, otherThan(code))).toMatchObject({
      status: 400,
      body: { message: authTexts.tooManyWrongCodes },
    });
    expect(await verify(email, code)).toMatchObject({
      status: 400,
      body: { message: authTexts.tooManyWrongCodes },
    });

    t.clock.advance(30_000);
    const fresh = await requestCode(t, email);
    expect((await verify(email, fresh)).status).toBe(200);
  });

  it('never lets more than five parallel wrong guesses through', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        verify(email, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
      ),
    );
    expect(guesses.map((guess) => guess.status)).toEqual(Array(8).fill(400));
    const [stored] = await t.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(stored?.wrongTries).toBe(5);
    expect((await verify(email, code)).body).toMatchObject({
      message: authTexts.tooManyWrongCodes,
    });
  });

  it.each([
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['letters', 'abcdef'],
    ['a space inside', '123 56'],
    ['a number instead of text', 123456],
    ['nothing', ''],
  ])('refuses a code of %s as bad input without counting it as a try', async (_case, otp) => {
    const email = freshEmail();
    const code = await requestCode(t, email);
    for (let i = 0; i < 6; i++) {
      const refused = await verify(email, otp);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^Invalid field 'otp'/);
    }
    const [stored] = await t.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(stored?.wrongTries).toBe(0);
    expect((await verify(email, code)).status).toBe(200);
  });

  it('accepts a code only once', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email);
    expect((await verify(email, code)).status).toBe(200);
    expect(await verify(email, code)).toMatchObject({
      status: 400,
      body: { message: authTexts.noCode },
    });
  });

  it('lets only one of two simultaneous uses of the right code sign in', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email);
    const attempts = await Promise.all([verify(email, code), verify(email, code)]);
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([200, 400]);
  });

  it('replaces the previous code when the shopper asks for a new one', async () => {
    const email = freshEmail();
    const first = await requestCode(t, email);
    t.clock.advance(30_000);
    const resent = await post(t, '/auth/resendOtp', { email, remember_me: true });
    expect(resent).toMatchObject({
      status: 200,
      body: { success: true, message: authTexts.codeResent },
    });
    const second = lastCodeFor(t, email);
    // One time in a million the new code repeats the old; then the old one is the new one.
    if (second !== first) {
      expect((await verify(email, first)).body).toMatchObject({ message: authTexts.wrongCode(4) });
    }
    expect((await verify(email, second)).status).toBe(200);
  });

  it('gives a resent code fresh tries', async () => {
    const email = freshEmail();
    const first = await requestCode(t, email);
    for (let i = 0; i < 4; i++) await verify(email, otherThan(first));
    t.clock.advance(30_000);
    await post(t, '/auth/resendOtp', { email });
    const second = lastCodeFor(t, email);
    expect((await verify(email, otherThan(second))).body).toMatchObject({
      message: authTexts.wrongCode(4),
    });
  });

  it("refuses one shopper's code for another e-mail", async () => {
    const alice = freshEmail('alice');
    const bob = freshEmail('bob');
    const aliceCode = await requestCode(t, alice);
    const bobCode = await requestCode(t, bob);
    if (aliceCode !== bobCode) {
      expect((await verify(bob, aliceCode)).status).toBe(400);
    }
    expect((await verify(freshEmail('carol'), aliceCode)).body).toMatchObject({
      message: authTexts.noCode,
    });
  });

  it('refuses to verify an e-mail that never asked for a code', async () => {
    expect(await verify(freshEmail(), '123456')).toMatchObject({
      status: 400,
      body: { message: authTexts.noCode },
    });
  });

  it('gives the admin role to accounts listed in ADMIN_EMAILS, and only to them', async () => {
    const admin = await verify('boss@example.com', await requestCode(t, 'Boss@Example.com'));
    expect((admin.body as VerifyOtpResponse).data.user.role).toBe('admin');
    const shopper = await verify(
      'notboss@example.com',
      await requestCode(t, 'notboss@example.com'),
    );
    expect((shopper.body as VerifyOtpResponse).data.user.role).toBe('shopper');
  });
});

describe('registering', () => {
  it('creates the account with its names and e-mails a code', async () => {
    const email = freshEmail();
    const registered = await post(t, '/auth/register', {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email,
    });
    expect(registered).toMatchObject({
      status: 200,
      body: { success: true, message: authTexts.registered },
    });
    const verified = await verify(email, lastCodeFor(t, email));
    expect((verified.body as VerifyOtpResponse).data.user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
    });
  });

  it('does not rename an account whose owner has already signed in', async () => {
    const email = freshEmail();
    await post(t, '/auth/register', { firstName: 'Grace', lastName: 'Hopper', email });
    await verify(email, lastCodeFor(t, email));
    t.clock.advance(30_000);
    const again = await post(t, '/auth/register', {
      firstName: 'Mallory',
      lastName: 'Intruder',
      email,
    });
    expect(again.status).toBe(200);
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it.each([
    [
      'no first name',
      { lastName: 'L', email: 'x@example.com' },
      "Invalid field 'firstName': is required",
    ],
    [
      'a blank last name',
      { firstName: 'F', lastName: ' ', email: 'x@example.com' },
      "Invalid field 'lastName': is required",
    ],
    [
      'an overlong first name',
      { firstName: 'F'.repeat(NAME_MAX_LENGTH + 1), lastName: 'L', email: 'x@example.com' },
      `Invalid field 'firstName': must be at most ${NAME_MAX_LENGTH} characters`,
    ],
    [
      'a bad e-mail',
      { firstName: 'F', lastName: 'L', email: 'x@' },
      "Invalid field 'email': must be a valid e-mail address",
    ],
  ])(
    'refuses a registration with %s, naming the field and storing nothing',
    async (_case, payload, message) => {
      const registered = await post(t, '/auth/register', payload);
      expect(registered).toMatchObject({ status: 400, body: { success: false, message } });
      expect(await t.db.select().from(users).where(eq(users.email, 'x@example.com'))).toEqual([]);
    },
  );
});
