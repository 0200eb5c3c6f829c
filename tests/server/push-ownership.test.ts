import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../server/db/schema.ts';
import { alertTexts } from '../../server/modules/alerts/texts.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { CARDS, call, refusal, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { recordingPushService } from '../fixtures/recording-push.ts';
import { signIn } from '../fixtures/sign-in.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

const { pushed, sender: recordingPush } = recordingPushService();
const phoneKeys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const otherKeys = { p256dh: 'BOtherBrowserKeyOtherBrowserKeyOther', auth: 'otherAuthSecret00000' };
const endpoint = 'https://push.example/send/shared-phone';

let t: TestApp;
let build: ReturnType<typeof catalogBuilder>;
let subcategoryId: number;

beforeAll(async () => {
  // The endpoints are made up (push.example never resolves), so the address rule stands aside.
  t = await createTestApp({ push: recordingPush, config: { pushAllowPrivateEndpoints: true } });
  build = catalogBuilder(t.db, TEST_NOW);
  const category = await build.category('Home');
  subcategoryId = (await build.subcategory(category.id, 'Kitchen')).id;
});
afterAll(() => t.close());
afterEach(async () => {
  pushed.length = 0;
  await t.db.delete(pushSubscriptions);
});

const save = (token: string | undefined, keys = phoneKeys, email?: string) =>
  call(t, 'POST', '/push/subscriptions', token, {
    subscription: { endpoint, keys },
    ...(email ? { email } : {}),
  });

/** The shopper's group fills and they are charged: a push to their browsers, if any. */
async function chargeGroupOf(shopper: Shopper) {
  const partner = await shopperWithCard(t, CARDS.succeeds, 'partner');
  const deal = await build.deal(subcategoryId, { groupSize: 2, reserved: null });
  for (const member of [shopper, partner])
    expect(
      (await call(t, 'POST', `/deals/${deal.id}/join`, member.token, { quantity: 1 })).status,
    ).toBe(200);
  await t.jobs.runDueJobs();
}

describe("a shared phone's push alerts", () => {
  it('reach the signed-in shopper, and stop once they log out of that phone', async () => {
    const alice = await shopperWithCard(t, CARDS.succeeds, 'alice');
    expect((await save(alice.token)).status).toBe(200);
    await chargeGroupOf(alice);
    expect(pushed.map((push) => push.endpoint)).toEqual([endpoint]);

    pushed.length = 0;
    expect((await call(t, 'POST', '/auth/logout', alice.token, {})).status).toBe(200);
    // Alice goes on shopping from her own laptop; the phone she left hears nothing of it.
    const laptop = await signIn(t, alice.email);
    await chargeGroupOf({ ...alice, token: laptop.tokens.accessToken });
    expect(pushed).toEqual([]);
  });

  it("go to the next shopper who signs in on it, never to the previous one's orders", async () => {
    const alice = await shopperWithCard(t, CARDS.succeeds, 'alice');
    const bob = await shopperWithCard(t, CARDS.succeeds, 'bob');
    expect((await save(alice.token)).status).toBe(200);
    // The same browser (its keys), signed in as Bob now.
    expect((await save(bob.token)).status).toBe(200);
    await chargeGroupOf(alice);
    expect(pushed).toEqual([]);
    await chargeGroupOf(bob);
    expect(pushed.map((push) => push.endpoint)).toEqual([endpoint]);
  });
});

describe("someone who knows a browser's push endpoint", () => {
  it('cannot bind it to another e-mail or shopper without its keys', async () => {
    const alice = await shopperWithCard(t, CARDS.succeeds, 'alice');
    const mallory = await shopperWithCard(t, CARDS.succeeds, 'mallory');
    expect((await save(alice.token)).status).toBe(200);
    expect(await save(undefined, otherKeys, 'mallory@example.com')).toEqual(
      refusal(403, alertTexts.pushNotYours),
    );
    expect(await save(mallory.token, otherKeys)).toEqual(refusal(403, alertTexts.pushNotYours));
    const [kept] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(kept).toMatchObject({ userId: alice.userId, email: null, auth: phoneKeys.auth });
  });

  it('cannot remove it without its keys; the browser itself can', async () => {
    expect((await save(undefined, phoneKeys, 'visitor@example.com')).status).toBe(200);
    expect((await call(t, 'DELETE', '/push/subscriptions', undefined, { endpoint })).status).toBe(
      200,
    );
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(1);
    await call(t, 'DELETE', '/push/subscriptions', undefined, { endpoint, auth: phoneKeys.auth });
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });
});
