import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VerifyOtpResponse } from '../../contract/auth.ts';
import { loadConfig } from '../../server/config.ts';
import { otpCodes, users } from '../../server/db/schema.ts';
import { authTexts } from '../../server/modules/auth/texts.ts';
import { VERIFY_ADDRESS_LIMIT } from '../../server/modules/auth/verify-limit.ts';
import {
  expectRateLimited,
  freshEmail,
  freshIp,
  lastCodeFor,
  post,
  requestCode,
} from '../fixtures/sign-in.ts';
import { createTestApp, MINUTE, withSecondProcess, SECOND } from '../fixtures/test-app.ts';
import { useTestApp } from '../fixtures/use-test-app.ts';

const t = useTestApp();

const verify = (email: string, otp: string, ip: string) =>
  post(t, '/auth/verifyOtp', { email, otp, remember_me: true }, { ip });

/** The `n`-th six-digit code after `code`, never `code` itself for n in 1..999,999. */
const wrongCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

async function wrongTriesOf(email: string) {
  const [stored] = await t.db.select().from(otpCodes).where(eq(otpCodes.email, email));
  return stored?.wrongTries;
}

describe('limiting sign-in code checks per client address', () => {
  it("keeps a shopper's code alive through 32 wrong guesses from one address, so the shopper still signs in", async () => {
    const victim = freshEmail('victim');
    const code = await requestCode(t, victim);
    const attacker = freshIp();

    const guesses = await Promise.all(
      Array.from({ length: 32 }, (_, i) => verify(victim, wrongCode(code, i + 1), attacker)),
    );

    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(28);
    expect(await wrongTriesOf(victim)).toBe(4);
    const signedIn = await verify(victim, code, freshIp());
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  });

  it('answers 429 with Retry-After past four failed codes for one e-mail from one address, and lets it try again later', async () => {
    const ip = freshIp();
    const start = t.clock.now().getTime();
    const email = freshEmail();
    for (let i = 0; i < 4; i++) {
      const code = await requestCode(t, email);
      expect((await verify(email, wrongCode(code), ip)).status).toBe(400);
      t.clock.advance(MINUTE);
    }

    const code = await requestCode(t, email);
    const refused = await verify(email, wrongCode(code), ip);
    // The first failure leaves the 10-minute window 6 minutes from now.
    expectRateLimited(refused, authTexts.tooManyCodeTries('6 minutes'), 360);
    // Refused before the code was looked at: even the right code is refused, and nothing counted.
    expect((await verify(email, code, ip)).status).toBe(429);
    expect(await wrongTriesOf(email)).toBe(0);

    t.clock.set(new Date(start + 10 * MINUTE));
    expect((await verify(email, await requestCode(t, email), ip)).status).toBe(200);
  });

  it("lets shoppers behind one address each mistype their code: others' wrong codes never refuse a shopper's right one", async () => {
    const ip = freshIp();
    for (let i = 0; i < 12; i++) {
      const typo = freshEmail();
      expect((await verify(typo, wrongCode(await requestCode(t, typo)), ip)).status).toBe(400);
    }
    const shopper = freshEmail();
    const signedIn = await verify(shopper, await requestCode(t, shopper), ip);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  });

  it(`answers 429 past ${VERIFY_ADDRESS_LIMIT.max} failed codes from one address across e-mails, as a guesser sweeping them meets`, async () => {
    const ip = freshIp();
    const swept = Array.from({ length: VERIFY_ADDRESS_LIMIT.max }, () => freshEmail('swept'));
    const guesses = await Promise.all(swept.map((email) => verify(email, '123456', ip)));
    expect(guesses.every((guess) => guess.status === 400)).toBe(true);
    const shopper = freshEmail();
    const refused = await verify(shopper, await requestCode(t, shopper), ip);
    expectRateLimited(refused, authTexts.tooManyCodeTriesFromNetwork('10 minutes'), 600);
  });

  it('does not count successful sign-ins towards the limit', async () => {
    const ip = freshIp();
    const email = freshEmail();
    // A code a minute, as the send limit allows one e-mail.
    const freshCode = async () => {
      t.clock.advance(MINUTE);
      return requestCode(t, email);
    };
    for (let i = 0; i < 3; i++) {
      expect((await verify(email, wrongCode(await freshCode()), ip)).status).toBe(400);
    }
    expect((await verify(email, await freshCode(), ip)).status).toBe(200);
    expect((await verify(email, wrongCode(await freshCode()), ip)).status).toBe(400);
    expect((await verify(email, wrongCode(lastCodeFor(t, email), 2), ip)).status).toBe(429);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'shares the limit between two server processes on one PostgreSQL',
    async () => {
      await withSecondProcess(t, async ({ app: other }) => {
        const victim = freshEmail('victim');
        const code = await requestCode(t, victim);
        const attacker = freshIp();
        const guesses = await Promise.all(
          Array.from({ length: 16 }, (_, i) =>
            (i % 2 === 0 ? t.app : other).inject({
              method: 'POST',
              url: '/api/v1/auth/verifyOtp',
              remoteAddress: attacker,
              payload: { email: victim, otp: wrongCode(code, i + 1), remember_me: true },
            }),
          ),
        );
        const statuses = guesses.map((guess) => guess.statusCode);
        expect(statuses.filter((status) => status === 400)).toHaveLength(4);
        expect(statuses.filter((status) => status === 429)).toHaveLength(12);
        expect((await verify(victim, code, freshIp())).status).toBe(200);
      });
    },
    60_000,
  );

  it('counts every address of one IPv6 /64 network together', async () => {
    const victim = freshEmail('victim');
    const code = await requestCode(t, victim);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        verify(victim, wrongCode(code, i + 1), `2001:db8:1:2::${(i + 1).toString(16)}`),
      ),
    );
    expect(guesses.filter((guess) => guess.status === 429)).toHaveLength(4);
    expect((await verify(victim, code, '2001:db8:1:3::1')).status).toBe(200);
  });
});

describe('names given at registration', () => {
  it("never shows a stranger's names to the shopper who owns the address", async () => {
    const victim = freshEmail('victim');
    const registered = await post(
      t,
      '/auth/register',
      { email: victim, firstName: 'Scam', lastName: 'Call +1-900-555-0100' },
      { ip: freshIp() },
    );
    expect(registered.status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.email, victim))).toEqual([]);

    // The shopper signs in the usual way, asking for a code of their own.
    t.clock.advance(30 * SECOND);
    const signedIn = await verify(victim, await requestCode(t, victim), freshIp());
    expect(signedIn.status).toBe(200);
    expect((signedIn.body as VerifyOtpResponse).data.user).toMatchObject({
      firstName: '',
      lastName: '',
    });
  });

  it('clears names an older version stored for an address that never signed in', async () => {
    const email = freshEmail();
    await t.db.insert(users).values({ email, firstName: 'Scam', lastName: 'Call +1-900' });
    const signedIn = await verify(email, await requestCode(t, email), freshIp());
    expect((signedIn.body as VerifyOtpResponse).data.user).toMatchObject({
      firstName: '',
      lastName: '',
    });
  });
});

describe('behind a load balancer', () => {
  it.each([
    ['true', 1],
    ['2', 2],
    ['false', 0],
  ])('trusts TRUST_PROXY=%s as %i hops of X-Forwarded-For, never all of them', (value, hops) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it('counts the address the balancer saw, whatever a client writes into X-Forwarded-For itself', async () => {
    const proxied = await createTestApp({ config: { trustProxy: 1 } });
    try {
      const balancer = '10.0.0.9';
      const email = freshEmail('victim');
      const code = await requestCode(proxied, email);
      const verifyVia = async (forwardedFor: string) => {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/v1/auth/verifyOtp',
          remoteAddress: balancer,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { email, otp: wrongCode(code), remember_me: true },
        });
        return response.statusCode;
      };
      const forged = [];
      for (let i = 0; i < 5; i++) forged.push(await verifyVia(`198.51.100.${i}, 203.0.113.7`));
      expect(forged).toEqual([400, 400, 400, 400, 429]);
      expect(await verifyVia('203.0.113.8')).toBe(400);
    } finally {
      await proxied.close();
    }
  });
});
