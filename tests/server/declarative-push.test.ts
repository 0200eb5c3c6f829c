import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWebPushSender, generateVapidKeys } from '../../server/adapters/push/sender.ts';
import { mailOutbox, orders } from '../../server/db/schema.ts';
import { alertTexts, pushActionTexts } from '../../server/modules/alerts/texts.ts';
import { notificationTexts } from '../../server/modules/order-engine/texts.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { CARDS, call, saveCard, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { useLocalPushService } from '../fixtures/local-push-service.ts';
import { createTestApp, HOUR, MINUTE, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

const STORE = 'https://shop.example';
const pushService = useLocalPushService();

let t: TestApp;
let build: ReturnType<typeof catalogBuilder>;
let subcategoryId: number;

beforeAll(async () => {
  // The real web-push sender, to the local push service: what a phone's push service receives.
  const push = createWebPushSender({
    vapid: generateVapidKeys(),
    subject: 'mailto:alerts@bogo.example',
    allowPrivateEndpoints: true,
    ca: pushService.state.cert,
  });
  t = await createTestApp({
    push,
    config: { publicUrl: STORE, pushAllowPrivateEndpoints: true },
  });
  build = catalogBuilder(t.db, TEST_NOW);
  const category = await build.category('Home');
  subcategoryId = (await build.subcategory(category.id, 'Kitchen')).id;
});
afterAll(() => t.close());
afterEach(() => {
  t.clock.set(TEST_NOW);
  pushService.received.length = 0;
});

/** The shopper's phone: push turned on under their sign-in, and what its push service got. */
async function phoneOf(shopper: Shopper, name: string) {
  const browser = pushService.browserSubscription(name);
  const saved = await call(t, 'POST', '/push/subscriptions', shopper.token, {
    subscription: browser.target,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return {
    browser,
    /** Every message the push service received for this phone, decrypted as the phone reads it. */
    messages: () =>
      pushService.received
        .filter((message) => message.path === `/push/${name}`)
        .map((message) => JSON.parse(browser.decrypt(message.body)) as Record<string, unknown>),
  };
}

async function join(shopper: Shopper, dealId: number) {
  const joined = await call(t, 'POST', `/deals/${dealId}/join`, shopper.token, { quantity: 1 });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
}

/** A group of two that `shopper` completes with a stranger; the charge job runs. */
async function completeGroupOf(shopper: Shopper) {
  const deal = await build.deal(subcategoryId, { groupSize: 2, reserved: null });
  await join(shopper, deal.id);
  await join(await shopperWithCard(t, CARDS.succeeds, 'stranger'), deal.id);
  await t.jobs.runDueJobs();
  return deal;
}

describe('pushes an iPhone shows without running the worker', () => {
  it('Shoppers whose group closes within the hour get a declarative push offering Invite and View', async () => {
    const erin = await shopperWithCard(t, CARDS.succeeds, 'erin');
    const phone = await phoneOf(erin, 'erin-phone');
    const deal = await build.deal(subcategoryId, {
      groupSize: 3,
      reserved: null,
      expiresInHours: 5,
    });
    await join(erin, deal.id);
    t.clock.advance(4.5 * HOUR);
    await t.jobs.runDueJobs();
    await t.jobs.runDueJobs();

    const reminder = alertTexts.lastHour(deal.title, 2, deal.encodedId);
    const dealPage = `${STORE}/deal/${deal.encodedId}`;
    const [message, ...more] = phone.messages();
    expect(more).toEqual([]);
    expect(message).toEqual({
      web_push: 8030,
      notification: {
        title: reminder.title,
        body: reminder.body,
        navigate: dealPage,
        lang: 'en-US',
        dir: 'ltr',
        tag: expect.stringMatching(/^group_closing:\d+$/),
        app_badge: 0,
        actions: [
          { action: 'invite', title: pushActionTexts.invite, navigate: `${dealPage}?invite=1` },
          { action: 'view', title: pushActionTexts.view, navigate: dealPage },
        ],
      },
      app_badge: 0,
    });
  });

  it('Shoppers whose card could not be charged get a push offering Update card, and their app badge counts it', async () => {
    const fay = await shopperWithCard(t, CARDS.captureFails, 'fay');
    const phone = await phoneOf(fay, 'fay-phone');
    const deal = await completeGroupOf(fay);

    const [order] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, fay.userId));
    const fixPage = `${STORE}/fix-payment/${order?.id}`;
    const notice = notificationTexts.captureFailed(deal.title);
    expect(phone.messages()).toEqual([
      {
        web_push: 8030,
        notification: expect.objectContaining({
          title: notice.title,
          body: notice.body,
          navigate: fixPage,
          app_badge: 1,
          actions: [
            { action: 'update-card', title: pushActionTexts.updateCard, navigate: fixPage },
          ],
        }),
        app_badge: 1,
      },
    ]);
  });
});

describe('the app badge a push sets', () => {
  const badges = (messages: Record<string, unknown>[]) =>
    messages.map((message) => message.app_badge);

  it('Shoppers see on the app icon the groups completed since they last opened My Orders', async () => {
    const gus = await shopperWithCard(t, CARDS.succeeds, 'gus');
    const phone = await phoneOf(gus, 'gus-phone');
    await completeGroupOf(gus);
    t.clock.advance(MINUTE);
    await completeGroupOf(gus);
    expect(badges(phone.messages())).toEqual([1, 2]);

    t.clock.advance(MINUTE);
    expect(await call(t, 'POST', '/alerts/orders-seen', gus.token)).toEqual({
      status: 200,
      body: { success: true },
    });
    t.clock.advance(MINUTE);
    await completeGroupOf(gus);
    expect(badges(phone.messages())).toEqual([1, 2, 1]);
  });

  it('Shoppers keep counting a payment to fix after opening My Orders, until it is fixed', async () => {
    const hal = await shopperWithCard(t, CARDS.captureFails, 'hal');
    const phone = await phoneOf(hal, 'hal-phone');
    await completeGroupOf(hal);
    await call(t, 'POST', '/alerts/orders-seen', hal.token);
    t.clock.advance(MINUTE);
    await saveCard(t, hal.token, CARDS.succeeds);
    await completeGroupOf(hal);
    expect(badges(phone.messages())).toEqual([1, 2]);
  });

  it('refuses to note My Orders as seen for nobody', async () => {
    expect((await call(t, 'POST', '/alerts/orders-seen')).status).toBe(401);
  });
});

describe('who a push reaches', () => {
  it('Shoppers who stopped deal alerts get no last-hour push, while news of their own order still comes', async () => {
    const jay = await shopperWithCard(t, CARDS.succeeds, 'jay');
    const phone = await phoneOf(jay, 'jay-phone');
    const deal = await build.deal(subcategoryId, {
      groupSize: 3,
      reserved: null,
      expiresInHours: 5,
    });
    await join(jay, deal.id);
    await t.jobs.runDueJobs();
    // The way out that every mail about an order carries (here, the reservation's confirmation).
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, jay.email));
    const token = mails
      .map((mail) =>
        /Stop deal alerts: https:\/\/shop\.example\/unsubscribe\/(\S+)/.exec(mail.textBody),
      )
      .find((found) => found !== null)?.[1];
    const stopped = await call(t, 'POST', `/subscribed-users/unsubscribe/${token}`);
    expect(stopped).toMatchObject({ status: 200, body: { message: alertTexts.unsubscribed } });

    t.clock.advance(4.5 * HOUR);
    await t.jobs.runDueJobs();
    await t.jobs.runDueJobs();
    expect(phone.messages()).toEqual([]);

    await join(await shopperWithCard(t, CARDS.succeeds, 'kim'), deal.id);
    await join(await shopperWithCard(t, CARDS.succeeds, 'lee'), deal.id);
    await t.jobs.runDueJobs();
    const charged = notificationTexts.charged(deal.title, '10.00');
    expect(phone.messages()).toEqual([
      expect.objectContaining({ notification: expect.objectContaining({ title: charged.title }) }),
    ]);
  });

  it('Shoppers who turned push off on one phone hear only on the other, in the declarative shape', async () => {
    const ivy = await shopperWithCard(t, CARDS.succeeds, 'ivy');
    const oldPhone = await phoneOf(ivy, 'ivy-old-phone');
    const newPhone = await phoneOf(ivy, 'ivy-new-phone');
    const off = await call(t, 'DELETE', '/push/subscriptions', ivy.token, {
      endpoint: oldPhone.browser.target.endpoint,
      auth: oldPhone.browser.target.keys.auth,
    });
    expect(off).toEqual({ status: 200, body: { success: true, message: alertTexts.pushDeleted } });
    await completeGroupOf(ivy);
    expect(oldPhone.messages()).toEqual([]);
    expect(newPhone.messages()).toEqual([expect.objectContaining({ web_push: 8030 })]);
  });
});
