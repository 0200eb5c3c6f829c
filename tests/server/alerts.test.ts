import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerKeys } from '../../server/adapters/secrets.ts';
import { unsubscribeToken } from '../../server/modules/alerts/unsubscribe-token.ts';
import { alertTexts } from '../../server/modules/alerts/texts.ts';
import { freshEmail, post } from '../fixtures/sign-in.ts';
import { createTestApp } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The push endpoints are made up (push.example never resolves), so the address rule stands aside.
  t = await createTestApp({ config: { pushAllowPrivateEndpoints: true } });
});
afterAll(() => t.close());

async function linkFor(email: string) {
  const keys = await loadServerKeys(t.db, null);
  return `/subscribed-users/unsubscribe/${unsubscribeToken(keys.unsubscribe, email)}`;
}

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return {
    status: response.statusCode,
    body: response.json<{ status?: string; message: string }>(),
  };
}

const subscription = (name: string) => ({
  endpoint: `https://push.example/send/${name}`,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

describe('deal alerts by e-mail', () => {
  it('subscribes an address, normalised, and welcomes a repeat without a duplicate', async () => {
    const email = freshEmail();
    const first = await post(t, '/subscribed-users/subscribeemail', {
      email_id: `  ${email.toUpperCase()} `,
    });
    expect(first).toMatchObject({
      status: 200,
      body: { status: 'success', message: alertTexts.subscribed },
    });
    const again = await post(t, '/subscribed-users/subscribeemail', { email_id: email });
    expect(again.body.message).toBe(alertTexts.alreadySubscribed);
  });

  it.each([
    [{}, "Invalid field 'email_id'"],
    [{ email_id: '' }, "Invalid field 'email_id'"],
    [{ email_id: 'not-an-address' }, "Invalid field 'email_id'"],
    [{ email_id: 'a@b.co', extra: 1 }, "Unknown field 'extra'"],
  ])('refuses %j, naming the field', async (payload, message) => {
    const response = await post(t, '/subscribed-users/subscribeemail', payload);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('unsubscribes through the signed link of an alert e-mail, once', async () => {
    const email = freshEmail();
    await post(t, '/subscribed-users/subscribeemail', { email_id: email });
    const link = await linkFor(email);
    expect(await get(link)).toEqual({
      status: 200,
      body: { status: 'success', message: alertTexts.unsubscribed },
    });
    expect((await get(link)).body.message).toBe(alertTexts.alreadyUnsubscribed);
    const back = await post(t, '/subscribed-users/subscribeemail', { email_id: email });
    expect(back.body.message).toBe(alertTexts.subscribed);
  });

  it('refuses a forged or altered link and changes nothing', async () => {
    const email = freshEmail();
    await post(t, '/subscribed-users/subscribeemail', { email_id: email });
    const forged = `${Buffer.from(email).toString('base64url')}.${'A'.repeat(43)}`;
    expect(await get(`/subscribed-users/unsubscribe/${forged}`)).toMatchObject({
      status: 400,
      body: { message: alertTexts.invalidLink },
    });
    expect((await get('/subscribed-users/unsubscribe/garbage')).status).toBe(400);
    const stillSubscribed = await post(t, '/subscribed-users/subscribeemail', { email_id: email });
    expect(stillSubscribed.body.message).toBe(alertTexts.alreadySubscribed);
  });

  it('answers 404 for a genuine link of an address that never subscribed', async () => {
    expect((await get(await linkFor(freshEmail()))).status).toBe(404);
  });
});

describe('deal alerts by push', () => {
  it('keeps a visitor browser subscription for a subscriber e-mail, once per endpoint', async () => {
    const email = freshEmail();
    const body = { subscription: subscription('visitor'), email, categories: [1, 2] };
    expect((await post(t, '/push/subscriptions', body)).status).toBe(200);
    expect((await post(t, '/push/subscriptions', { ...body, categories: [3] })).status).toBe(200);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/push/subscriptions',
      payload: { endpoint: body.subscription.endpoint },
    });
    expect(remove.statusCode).toBe(200);
  });

  it.each([
    [{ subscription: subscription('x') }, 'Sign in or give the e-mail address'],
    [
      {
        subscription: { ...subscription('x'), endpoint: 'http://push.example/x' },
        email: 'a@b.co',
      },
      "Invalid field 'subscription.endpoint'",
    ],
    [
      { subscription: { ...subscription('x'), keys: { p256dh: 'ok' } }, email: 'a@b.co' },
      "Invalid field 'subscription.keys.auth'",
    ],
  ])('refuses %j, naming the problem', async (payload, message) => {
    const response = await post(t, '/push/subscriptions', payload);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });
});
