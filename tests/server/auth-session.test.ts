import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefreshResponse } from '../../contract/auth.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig, parseAdminEmails } from '../../server/config.ts';
import { sessions, settings } from '../../server/db/schema.ts';
import { REFRESH_REUSE_GRACE_MS } from '../../server/modules/auth/sessions.ts';
import { authTexts } from '../../server/modules/auth/texts.ts';
import { bearer, freshEmail, post, signIn } from '../fixtures/sign-in.ts';
import { createTestApp, DAY, MINUTE } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';
import { configWith } from '../../server/config.ts';

let t: TestApp;
/** A call the admin routes guard with authenticate and the console's role check. */
const ADMIN_ONLY = '/api/v1/admin/analytics';

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: ['admin@example.com'] } });
});
afterAll(() => t.close());

const profileWith = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) }))
    .statusCode;
const refresh = (refreshToken: string) => post(t, '/auth/refresh', { refreshToken });

describe('access tokens', () => {
  it('are HS256 JWTs for 15 minutes naming the user and role', async () => {
    const { tokens, user } = await signIn(t);
    expect(decodeProtectedHeader(tokens.accessToken).alg).toBe('HS256');
    const claims = decodeJwt(tokens.accessToken);
    expect(claims).toMatchObject({ sub: String(user.id), role: 'shopper' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
  });

  it("open the shopper's own calls until they are 15 minutes old", async () => {
    const { tokens } = await signIn(t);
    t.clock.advance(15 * MINUTE - 1_000);
    expect(await profileWith(t.app, tokens.accessToken)).toBe(200);
    t.clock.advance(1_000);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: bearer(tokens.accessToken),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ success: false, message: authTexts.sessionExpired });
  });

  it.each([
    ['no Authorization header', undefined, authTexts.signInRequired],
    ['a header without a bearer token', 'Basic dXNlcjpwYXNz', authTexts.signInRequired],
    ['a token that is not a JWT', 'Bearer not-a-jwt', authTexts.sessionExpired],
  ])('are required: %s is a 401', async (_case, authorization, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      ...(authorization ? { headers: { authorization } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('are refused when forged: another key, no signature, or a changed payload', async () => {
    const { tokens, user } = await signIn(t);
    const claims = decodeJwt(tokens.accessToken);
    const otherKey = new TextEncoder().encode('a-key-that-is-not-the-server-key-at-all');
    const forged = await new SignJWT({ ...claims, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(otherKey);
    const [header, payload, signature] = tokens.accessToken.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const changed = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: String(user.id + 1) })).toString('base64url')}.${signature}`;
    for (const token of [forged, unsigned, changed]) {
      expect(await profileWith(t.app, token)).toBe(401);
    }
  });
});

describe('refreshing a session', () => {
  it('rotates: a new pair that works, and the old refresh token dies', async () => {
    const { tokens } = await signIn(t);
    t.clock.advance(20 * MINUTE);
    const renewed = await refresh(tokens.refreshToken);
    expect(renewed.status).toBe(200);
    const next = (renewed.body as RefreshResponse).data.tokens;
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect(await profileWith(t.app, next.accessToken)).toBe(200);
    expect((await refresh(next.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const { tokens } = await signIn(t);
    const stolenCopy = tokens.refreshToken;
    const renewed = (await refresh(tokens.refreshToken)).body as RefreshResponse;
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const replay = await refresh(stolenCopy);
    expect(replay).toMatchObject({
      status: 401,
      body: { success: false, message: authTexts.sessionEnded },
    });
    // The legitimate holder is signed out too: nobody can tell which copy was the thief's.
    expect((await refresh(renewed.data.tokens.refreshToken)).status).toBe(401);
    expect(await profileWith(t.app, renewed.data.tokens.accessToken)).toBe(401);
    expect(await profileWith(t.app, tokens.accessToken)).toBe(401);
  });

  it("leaves the shopper's other sessions alone when one family is revoked", async () => {
    const email = freshEmail();
    const phone = await signIn(t, email);
    t.clock.advance(30_000);
    const laptop = await signIn(t, email);
    await refresh(phone.tokens.refreshToken);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    expect((await refresh(phone.tokens.refreshToken)).status).toBe(401);
    expect(await profileWith(t.app, laptop.tokens.accessToken)).toBe(200);
    expect((await refresh(laptop.tokens.refreshToken)).status).toBe(200);
  });

  it('answers ten simultaneous refreshes with the same token, from a browser without locks, and keeps the session', async () => {
    const { tokens } = await signIn(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refresh(tokens.refreshToken)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(200));
    for (const result of results) {
      const pair = (result.body as RefreshResponse).data.tokens;
      expect(await profileWith(t.app, pair.accessToken)).toBe(200);
    }
    const last = (results[9]?.body as RefreshResponse).data.tokens;
    expect((await refresh(last.refreshToken)).status).toBe(200);
  });

  it('ends a session unused for 30 days', async () => {
    const { tokens } = await signIn(t);
    t.clock.advance(30 * DAY);
    expect(await refresh(tokens.refreshToken)).toMatchObject({
      status: 401,
      body: { message: authTexts.sessionEnded },
    });
  });

  it('keeps a session alive 30 days from its last refresh', async () => {
    const { tokens } = await signIn(t);
    t.clock.advance(29 * DAY);
    const renewed = (await refresh(tokens.refreshToken)).body as RefreshResponse;
    t.clock.advance(29 * DAY);
    expect((await refresh(renewed.data.tokens.refreshToken)).status).toBe(200);
  });

  it.each([
    ['an unknown token', { refreshToken: 'bm90LWEtcmVhbC10b2tlbg' }, 401],
    ['no token', {}, 400],
    ['an empty token', { refreshToken: '' }, 400],
  ])('refuses %s', async (_case, body, status) => {
    expect((await post(t, '/auth/refresh', body)).status).toBe(status);
  });
});

describe('logging out', () => {
  it('ends the session of the refresh token: neither token works afterwards', async () => {
    const { tokens } = await signIn(t);
    const out = await post(
      t,
      '/auth/logout',
      { refreshToken: tokens.refreshToken },
      { token: tokens.accessToken },
    );
    expect(out).toEqual(expect.objectContaining({ status: 200, body: { success: true } }));
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
    expect(await profileWith(t.app, tokens.accessToken)).toBe(401);
  });

  it('ends the session of the bearer token when no body is sent', async () => {
    const { tokens } = await signIn(t);
    expect((await post(t, '/auth/logout', undefined, { token: tokens.accessToken })).status).toBe(
      200,
    );
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.revokedReason, 'logout'));
    expect(session).toBeDefined();
  });

  it('answers success even with nothing to end, since the PWA signs out regardless', async () => {
    expect(await post(t, '/auth/logout')).toMatchObject({ status: 200, body: { success: true } });
    expect(await post(t, '/auth/logout', { refreshToken: 'unknown' })).toMatchObject({
      status: 200,
    });
  });

  it("does not end the shopper's other sessions", async () => {
    const email = freshEmail();
    const phone = await signIn(t, email);
    t.clock.advance(30_000);
    const laptop = await signIn(t, email);
    await post(t, '/auth/logout', { refreshToken: phone.tokens.refreshToken });
    expect(await profileWith(t.app, laptop.tokens.accessToken)).toBe(200);
  });
});

describe('the admin role', () => {
  it('lets an ADMIN_EMAILS account through the console’s role check', async () => {
    const { tokens, user } = await signIn(t, 'admin@example.com');
    expect(user.role).toBe('admin');
    const response = await t.app.inject({
      method: 'GET',
      url: ADMIN_ONLY,
      headers: bearer(tokens.accessToken),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a shopper with 403 and a visitor with 401', async () => {
    const { tokens } = await signIn(t);
    const shopper = await t.app.inject({
      method: 'GET',
      url: ADMIN_ONLY,
      headers: bearer(tokens.accessToken),
    });
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json()).toEqual({ success: false, message: authTexts.adminOnly });
    const visitor = await t.app.inject({ method: 'GET', url: ADMIN_ONLY });
    expect(visitor.statusCode).toBe(401);
  });

  it('follows ADMIN_EMAILS each time a token is issued', async () => {
    const email = freshEmail('promoted');
    const { tokens } = await signIn(t, email);
    expect(decodeJwt(tokens.accessToken).role).toBe('shopper');
    const promoted = await buildApp({
      db: t.db,
      listen: t.listen,
      clock: t.clock,
      config: configWith({ staticDir: '/nonexistent', adminEmails: [email] }),
    });
    const renewed = await promoted.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(decodeJwt(renewed.json<RefreshResponse>().data.tokens.accessToken).role).toBe('admin');
    await promoted.close();
  });

  it('reads ADMIN_EMAILS as a trimmed, lower-cased comma list and refuses a malformed entry', () => {
    expect(parseAdminEmails(' Boss@Example.com, ,ops@example.com,boss@example.com ')).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
    expect(parseAdminEmails('')).toEqual([]);
    expect(() => parseAdminEmails('boss@example.com, not-an-email')).toThrow(
      /ADMIN_EMAILS.*not-an-email/s,
    );
  });
});

describe('the signing secret', () => {
  it('is read from JWT_SECRET, which must be long enough, and a refusal never prints it', () => {
    expect(loadConfig({ JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
    expect(loadConfig({}).jwtSecret).toBeNull();
    const short = 'short-secret-value';
    let message = '';
    try {
      loadConfig({ JWT_SECRET: short });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('JWT_SECRET: must be at least 32 characters');
    expect(message).not.toContain(short);
  });

  it('is generated once and kept in the database, so every process of it accepts the tokens', async () => {
    const { tokens } = await signIn(t);
    const stored = await t.db.select().from(settings);
    expect(stored.map((row) => row.key)).toEqual(['server_secret']);
    const secondProcess = await buildApp({
      db: t.db,
      listen: t.listen,
      clock: t.clock,
      config: configWith({ staticDir: '/nonexistent' }),
    });
    expect(await profileWith(secondProcess, tokens.accessToken)).toBe(200);
    await secondProcess.close();
  });

  it('comes from JWT_SECRET when set, and then tokens of the stored secret are refused', async () => {
    const { tokens } = await signIn(t);
    const configured = await buildApp({
      db: t.db,
      listen: t.listen,
      clock: t.clock,
      config: configWith({ staticDir: '/nonexistent', jwtSecret: 'x'.repeat(48) }),
    });
    expect(await profileWith(configured, tokens.accessToken)).toBe(401);
    await configured.close();
  });

  it('is never written to the log', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      db: t.db,
      listen: t.listen,
      clock: t.clock,
      config: configWith({ staticDir: '/nonexistent' }),
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
      mailer: { send: async () => {} },
    });
    const email = freshEmail();
    await logged.inject({ method: 'POST', url: '/api/v1/auth/sendOtp', payload: { email } });
    const [secret] = await t.db.select().from(settings);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(secret?.value);
    await logged.close();
  });
});
