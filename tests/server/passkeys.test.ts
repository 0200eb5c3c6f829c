import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerifyOtpResponse } from '../../contract/auth.ts';
import type { PasskeyOptionsResponse } from '../../contract/passkeys.ts';
import { authTexts } from '../../server/modules/auth/texts.ts';
import { passkeyTexts } from '../../server/modules/passkeys/texts.ts';
import { call, refusal } from '../fixtures/groups.ts';
import { freshEmail, signIn } from '../fixtures/sign-in.ts';
import { SoftwarePasskey } from '../fixtures/software-passkey.ts';
import { createTestApp, MINUTE } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

/** The store's configured address: the only one its passkeys answer. */
const STORE = 'https://shop.example';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: STORE } });
});
afterAll(() => t.close());

async function options(path: string, token?: string) {
  const answer = await call(t, 'POST', `/auth/passkeys/${path}`, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as PasskeyOptionsResponse).data;
}

/** A shopper signed in with a code who adds `passkey` from their profile, on the store's page. */
async function shopperWithPasskey(passkey = new SoftwarePasskey(), email = freshEmail()) {
  const session = await signIn(t, email);
  const token = session.tokens.accessToken;
  const { challengeId, options: made } = await options('registration-options', token);
  const added = await call(t, 'POST', '/auth/passkeys', token, {
    challengeId,
    response: passkey.register(made, STORE),
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { passkey, token, email, userId: session.user.id };
}

/** The sign-in page's passkey button: options, then the passkey's answer from `origin`. */
async function signInWith(passkey: SoftwarePasskey, origin = STORE) {
  const { challengeId, options: asked } = await options('sign-in-options');
  return call(t, 'POST', '/auth/passkeys/sign-in', undefined, {
    challengeId,
    response: passkey.answer(asked, origin),
  });
}

describe('a shopper with a passkey', () => {
  it('adds one from the profile and sees it listed', async () => {
    const { token, passkey } = await shopperWithPasskey();
    const listed = await call(t, 'GET', '/auth/passkeys', token);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      { id: passkey.id, createdAt: expect.any(String), lastUsedAt: null, synced: false },
    ]);
  });

  it('signs in with it in one step, as themselves, and the session works', async () => {
    const { passkey, email, userId } = await shopperWithPasskey();
    const answer = await signInWith(passkey);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { data } = answer.body as VerifyOtpResponse;
    expect(data.user).toMatchObject({ id: userId, email });
    const profile = await call(t, 'GET', '/user/profile', data.tokens.accessToken);
    expect(profile.body.data.user.email).toBe(email);
    const listed = await call(t, 'GET', '/auth/passkeys', data.tokens.accessToken);
    expect(listed.body.data[0].lastUsedAt).not.toBeNull();
  });

  it('is refused when the answer was signed for another site', async () => {
    const { passkey } = await shopperWithPasskey();
    expect(await signInWith(passkey, 'https://evil.example')).toEqual(
      refusal(401, passkeyTexts.notVerified),
    );
  });

  it('cannot add a passkey made on another site', async () => {
    const session = await signIn(t);
    const token = session.tokens.accessToken;
    const { challengeId, options: made } = await options('registration-options', token);
    const added = await call(t, 'POST', '/auth/passkeys', token, {
      challengeId,
      response: new SoftwarePasskey().register(made, 'https://evil.example'),
    });
    expect(added).toEqual(refusal(400, passkeyTexts.notVerified));
    expect((await call(t, 'GET', '/auth/passkeys', token)).body.data).toEqual([]);
  });

  it('is refused once the passkey was removed from the profile', async () => {
    const { passkey, token } = await shopperWithPasskey();
    const removed = await call(t, 'DELETE', `/auth/passkeys/${passkey.id}`, token);
    expect(removed).toEqual({
      status: 200,
      body: { success: true, message: passkeyTexts.removed },
    });
    expect(await signInWith(passkey)).toEqual(refusal(401, passkeyTexts.unknownPasskey));
  });

  it("cannot remove another shopper's passkey", async () => {
    const alice = await shopperWithPasskey();
    const bob = await shopperWithPasskey();
    expect(await call(t, 'DELETE', `/auth/passkeys/${alice.passkey.id}`, bob.token)).toEqual(
      refusal(404, passkeyTexts.notFound),
    );
    expect((await signInWith(alice.passkey)).status).toBe(200);
  });

  it('signs in once with an answer: the same answer sent again is refused', async () => {
    const { passkey } = await shopperWithPasskey();
    const { challengeId, options: asked } = await options('sign-in-options');
    const body = { challengeId, response: passkey.answer(asked, STORE) };
    expect((await call(t, 'POST', '/auth/passkeys/sign-in', undefined, body)).status).toBe(200);
    expect(await call(t, 'POST', '/auth/passkeys/sign-in', undefined, body)).toEqual(
      refusal(400, passkeyTexts.challengeEnded),
    );
  });

  it('is refused an answer given after the 5 minutes a challenge lasts', async () => {
    const { passkey } = await shopperWithPasskey();
    const { challengeId, options: asked } = await options('sign-in-options');
    t.clock.advance(5 * MINUTE + 1);
    expect(
      await call(t, 'POST', '/auth/passkeys/sign-in', undefined, {
        challengeId,
        response: passkey.answer(asked, STORE),
      }),
    ).toEqual(refusal(400, passkeyTexts.challengeEnded));
  });

  it("cannot answer another shopper's registration challenge", async () => {
    const alice = await signIn(t);
    const bob = await signIn(t);
    const { challengeId, options: made } = await options(
      'registration-options',
      alice.tokens.accessToken,
    );
    const added = await call(t, 'POST', '/auth/passkeys', bob.tokens.accessToken, {
      challengeId,
      response: new SoftwarePasskey().register(made, STORE),
    });
    expect(added).toEqual(refusal(400, passkeyTexts.challengeEnded));
  });
});

describe('the passkey calls, given bad input', () => {
  it('need a sign-in to add, list or remove a passkey', async () => {
    for (const [method, url] of [
      ['GET', '/auth/passkeys'],
      ['POST', '/auth/passkeys/registration-options'],
      ['DELETE', '/auth/passkeys/abc'],
    ] as const) {
      expect(await call(t, method, url)).toEqual(refusal(401, authTexts.signInRequired));
    }
  });

  it.each([
    [{ challengeId: 'nope', response: {} }, "Invalid field 'challengeId'"],
    [
      {
        challengeId: '6f1c1f3e-5d6b-4a55-9b9e-2d3f4a5b6c7d',
        response: { id: 'a\u0000b', rawId: 'a', type: 'public-key', clientExtensionResults: {} },
      },
      "Invalid field 'response.id': must be base64url text",
    ],
    [
      {
        challengeId: '6f1c1f3e-5d6b-4a55-9b9e-2d3f4a5b6c7d',
        response: {
          id: 'abc',
          rawId: 'abc',
          type: 'public-key',
          clientExtensionResults: {},
          response: {
            clientDataJSON: 'x'.repeat(9_000),
            authenticatorData: 'a',
            signature: 'a',
          },
        },
      },
      "Invalid field 'response.response.clientDataJSON': must be at most 8192 characters",
    ],
  ])('answers 400 naming the field for a malformed sign-in (%#)', async (body, message) => {
    const answer = await call(t, 'POST', '/auth/passkeys/sign-in', undefined, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('answers a made-up signature with 401, signing nobody in', async () => {
    const { passkey } = await shopperWithPasskey();
    const { challengeId, options: asked } = await options('sign-in-options');
    const answer = passkey.answer(asked, STORE);
    answer.response.signature = Buffer.from('not a signature').toString('base64url');
    expect(
      await call(t, 'POST', '/auth/passkeys/sign-in', undefined, { challengeId, response: answer }),
    ).toEqual(refusal(401, passkeyTexts.notVerified));
  });
});

describe('a store whose console asks for a passkey (CONSOLE_REQUIRES_PASSKEY)', () => {
  const OPERATOR = 'operator@shop.example';
  let store: TestApp;

  beforeAll(async () => {
    store = await createTestApp({
      config: { publicUrl: STORE, adminEmails: [OPERATOR], consoleRequiresPasskey: true },
    });
  });
  afterAll(() => store.close());

  it('refuses an operator signed in with an e-mailed code, and lets them in with a passkey', async () => {
    const byCode = await signIn(store, OPERATOR);
    const token = byCode.tokens.accessToken;
    expect(await call(store, 'GET', '/admin/dashboard', token)).toEqual(
      refusal(403, authTexts.consoleNeedsPasskey),
    );

    const passkey = new SoftwarePasskey();
    const made = await call(store, 'POST', '/auth/passkeys/registration-options', token);
    const { challengeId, options: asked } = (made.body as PasskeyOptionsResponse).data;
    const added = await call(store, 'POST', '/auth/passkeys', token, {
      challengeId,
      response: passkey.register(asked, STORE),
    });
    expect(added.status).toBe(200);

    const signInAsked = await call(store, 'POST', '/auth/passkeys/sign-in-options');
    const signInOptions = (signInAsked.body as PasskeyOptionsResponse).data;
    const byPasskey = await call(store, 'POST', '/auth/passkeys/sign-in', undefined, {
      challengeId: signInOptions.challengeId,
      response: passkey.answer(signInOptions.options, STORE),
    });
    const passkeyToken = (byPasskey.body as VerifyOtpResponse).data.tokens.accessToken;
    expect((await call(store, 'GET', '/admin/dashboard', passkeyToken)).status).toBe(200);
  });
});
