import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { authTexts } from '../../server/modules/auth/texts.ts';
import { expectRateLimited, freshEmail, freshIp, post } from '../fixtures/sign-in.ts';
import { MINUTE, SECOND } from '../fixtures/test-app.ts';
import { useTestApp } from '../fixtures/use-test-app.ts';

const t = useTestApp();

/** What the shopper reads when an e-mail or a network address asked for codes too often. */
const tooManyForEmail = (wait: string) =>
  `Too many codes requested for this e-mail. Try again in ${wait}.`;
const tooManyFromNetwork = (wait: string) =>
  `Too many codes requested from your network. Try again in ${wait}.`;

const send = (email: string, ip = freshIp()) =>
  post(t, '/auth/sendOtp', { email, remember_me: true }, { ip });

describe('limiting how often codes are sent', () => {
  it('sends one code per e-mail and address every 30 seconds and says when to retry', async () => {
    const email = freshEmail();
    const ip = freshIp();
    expect((await send(email, ip)).status).toBe(200);
    t.clock.advance(5 * SECOND);
    const refused = await send(email, ip);
    expectRateLimited(refused, tooManyForEmail('25 seconds'), 25);
    t.clock.advance(25 * SECOND);
    expect((await send(email, ip)).status).toBe(200);
  });

  it("never lets someone else's requests use up a shopper's own sends", async () => {
    const victim = freshEmail('victim');
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await send(victim, attacker)).status).toBe(200);
      t.clock.advance(31 * SECOND);
    }
    expect((await send(victim, attacker)).status).toBe(429);
    // The shopper, from their own phone, gets a code at once; registering works too.
    const own = freshIp();
    expect((await send(victim, own)).status).toBe(200);
    t.clock.advance(31 * SECOND);
    const registered = await post(
      t,
      '/auth/register',
      { email: victim, firstName: 'Ada', lastName: 'L' },
      { ip: own },
    );
    expect(registered.status).toBe(200);
  });

  it.each([
    ['resendOtp', '/auth/resendOtp', (email: string) => ({ email })],
    ['register', '/auth/register', (email: string) => ({ email, firstName: 'A', lastName: 'B' })],
  ])('counts %s together with sendOtp', async (_name, url, body) => {
    const email = freshEmail();
    const ip = freshIp();
    expect((await send(email, ip)).status).toBe(200);
    t.clock.advance(SECOND);
    const refused = await post(t, url, body(email), { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(authTexts.tooManyForEmail('29 seconds'));
  });

  it('sends at most ten codes per e-mail and address in an hour', async () => {
    const email = freshEmail();
    const ip = freshIp();
    const start = t.clock.now().getTime();
    for (let i = 0; i < 10; i++) {
      expect((await send(email, ip)).status).toBe(200);
      t.clock.advance(31 * SECOND);
    }
    // Ten sends took 310 s; the first leaves the hour 3,290 s from now.
    const refused = await send(email, ip);
    expectRateLimited(refused, tooManyForEmail('55 minutes'), 3290);
    t.clock.set(new Date(start + 60 * MINUTE - SECOND));
    expect((await send(email, ip)).status).toBe(429);
    t.clock.set(new Date(start + 60 * MINUTE));
    expect((await send(email, ip)).status).toBe(200);
  });

  it('sends at most 20 codes to one network address in 10 minutes, whatever the e-mails', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await send(freshEmail(), ip)).status).toBe(200);
      t.clock.advance(SECOND);
    }
    const refused = await send(freshEmail(), ip);
    expectRateLimited(refused, tooManyFromNetwork('10 minutes'), 580);
    expect((await send(freshEmail(), freshIp())).status).toBe(200);
    t.clock.advance(580 * SECOND);
    expect((await send(freshEmail(), ip)).status).toBe(200);
  });

  it('lets only one of many simultaneous requests for one e-mail from one address through', async () => {
    const email = freshEmail();
    const ip = freshIp();
    const lines = t.consoleLines.length;
    const results = await Promise.all(Array.from({ length: 6 }, () => send(email, ip)));
    expect(results.map((result) => result.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(t.consoleLines.length - lines).toBe(1);
  });

  it('lets no more than 20 simultaneous requests from one address through', async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 25 }, () => send(freshEmail(), ip)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(20);
    expect(results.filter((result) => result.status === 429)).toHaveLength(5);
  });

  it('changes nothing for a registration it refuses', async () => {
    const ip = freshIp();
    const email = freshEmail();
    expect((await send(email, ip)).status).toBe(200);
    const before = await t.db.select().from(users);
    expect(
      (await post(t, '/auth/register', { email, firstName: 'New', lastName: 'Name' }, { ip }))
        .status,
    ).toBe(429);
    expect(await t.db.select().from(users)).toEqual(before);
  });
});
