import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, pushSubscriptions, users } from '../../server/db/schema.ts';
import { alertTexts } from '../../server/modules/alerts/texts.ts';
import { notificationTexts } from '../../server/modules/order-engine/texts.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { CARDS, call, saveCard, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { recordingPushService } from '../fixtures/recording-push.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

const HOUR = 3_600_000;
const { pushed, gone: goneEndpoints, sender: recordingPush } = recordingPushService();

let t: TestApp;
let build: ReturnType<typeof catalogBuilder>;
let subcategoryId: number;

beforeAll(async () => {
  // The endpoints are made up (push.example never resolves), so the address rule stands aside.
  t = await createTestApp({
    push: recordingPush,
    config: { publicUrl: 'https://shop.example', pushAllowPrivateEndpoints: true },
  });
  build = catalogBuilder(t.db, TEST_NOW);
  const category = await build.category('Home');
  subcategoryId = (await build.subcategory(category.id, 'Kitchen')).id;
});
afterAll(() => t.close());
afterEach(() => {
  t.clock.set(TEST_NOW);
  pushed.length = 0;
});

const endpointOf = (name: string) => `https://push.example/send/${name}`;
async function enablePush(shopper: Shopper, name: string) {
  const saved = await call(t, 'POST', '/push/subscriptions', shopper.token, {
    subscription: {
      endpoint: endpointOf(name),
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
/** The alerts the shopper finds in the app (their notifications). */
const inAppAlertsOf = (shopper: Shopper) =>
  t.db.select().from(notifications).where(eq(notifications.userId, shopper.userId));
/** The mails `email` got whose subject begins with `title`, oldest first. */
const mailsTo = async (email: string, title: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter((mail) =>
    mail.subject.startsWith(title),
  );

describe('alerts about a shopper’s group', () => {
  it('pushes and e-mails each member when their group fills and they are charged, whatever their alert settings', async () => {
    const alice = await shopperWithCard(t, CARDS.succeeds, 'alice');
    const bob = await shopperWithCard(t, CARDS.succeeds, 'bob');
    await enablePush(alice, 'alice-phone');
    await t.db
      .update(users)
      .set({ emailNotifications: false, dealAlerts: false })
      .where(eq(users.id, bob.userId));
    const deal = await build.deal(subcategoryId, { groupSize: 2, reserved: null });
    expect(
      (await call(t, 'POST', `/deals/${deal.id}/join`, alice.token, { quantity: 1 })).status,
    ).toBe(200);
    expect(
      (await call(t, 'POST', `/deals/${deal.id}/join`, bob.token, { quantity: 1 })).status,
    ).toBe(200);
    await t.jobs.runDueJobs();

    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      endpoint: endpointOf('alice-phone'),
      alert: { url: '/orders' },
    });
    const complete = notificationTexts.charged(deal.title, '10.00').title;
    const mails = await mailsTo(alice.email, complete);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('https://shop.example/orders');
    expect(await mailsTo(bob.email, complete)).toHaveLength(1);
    expect(await inAppAlertsOf(bob)).toHaveLength(1);
  });

  it('still e-mails a failed charge after the shopper unsubscribed through their "Your group is complete" mail', async () => {
    const fay = await shopperWithCard(t, CARDS.succeeds, 'fay');
    const gus = await shopperWithCard(t, CARDS.succeeds, 'gus');
    const first = await build.deal(subcategoryId, { groupSize: 2, reserved: null });
    await call(t, 'POST', `/deals/${first.id}/join`, fay.token, { quantity: 1 });
    await call(t, 'POST', `/deals/${first.id}/join`, gus.token, { quantity: 1 });
    await t.jobs.runDueJobs();
    const [complete] = await mailsTo(
      fay.email,
      notificationTexts.charged(first.title, '10.00').title,
    );
    // Mail about an order is no bulk mail: no mail app offers to unsubscribe from it.
    expect(complete?.headers['List-Unsubscribe']).toBeUndefined();
    const link = /Stop deal alerts: https:\/\/shop\.example\/unsubscribe\/(\S+)/.exec(
      complete?.textBody ?? '',
    )?.[1];
    const stopped = await call(t, 'POST', `/subscribed-users/unsubscribe/${link}`);
    expect(stopped).toMatchObject({ status: 200, body: { message: alertTexts.unsubscribed } });
    const profile = await call(t, 'GET', '/user/profile', fay.token);
    expect(profile.body.data.user.preferences).toMatchObject({
      emailNotifications: true,
      dealAlerts: false,
    });

    // A later card is the one a join uses; on the test's still clock both would be as new.
    t.clock.advance(1_000);
    await saveCard(t, fay.token, CARDS.captureFails);
    const second = await build.deal(subcategoryId, { groupSize: 2, reserved: null });
    await call(t, 'POST', `/deals/${second.id}/join`, fay.token, { quantity: 1 });
    await call(t, 'POST', `/deals/${second.id}/join`, gus.token, { quantity: 1 });
    await t.jobs.runDueJobs();
    const notice = notificationTexts.captureFailed(second.title);
    const [failed] = await mailsTo(fay.email, notice.title);
    expect(failed?.textBody).toContain(notice.body);
  });

  it('stops the deal alerts of a shopper who unsubscribes from one in one click, leaving in-app alerts', async () => {
    const hal = await shopperWithCard(t, CARDS.succeeds, 'hal');
    const remind = async () => {
      const deal = await build.deal(subcategoryId, {
        groupSize: 3,
        reserved: null,
        expiresInHours: 5,
      });
      await call(t, 'POST', `/deals/${deal.id}/join`, hal.token, { quantity: 1 });
      t.clock.advance(4.5 * HOUR);
      await t.jobs.runDueJobs();
      await t.jobs.runDueJobs();
      t.clock.set(TEST_NOW);
    };
    await remind();
    const closing = alertTexts.lastHour('', 0, '').title;
    const [reminder] = await mailsTo(hal.email, closing);
    expect(reminder?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(reminder?.textBody).toContain('Unsubscribe: https://shop.example/unsubscribe/');
    const oneClick = /^<https:\/\/shop\.example(\/api\/v1\/\S+)>$/.exec(
      reminder?.headers['List-Unsubscribe'] ?? '',
    )?.[1];
    const stopped = await t.app.inject({
      method: 'POST',
      url: oneClick ?? '',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload:
        '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });
    expect(stopped.statusCode).toBe(200);

    await remind();
    expect(await mailsTo(hal.email, closing)).toHaveLength(1);
    expect(await inAppAlertsOf(hal)).toHaveLength(2);
  });

  it('drops a browser subscription the push service says is gone', async () => {
    const carol = await shopperWithCard(t, CARDS.succeeds, 'carol');
    const dave = await shopperWithCard(t, CARDS.succeeds, 'dave');
    await enablePush(carol, 'carol-old-laptop');
    goneEndpoints.add(endpointOf('carol-old-laptop'));
    const deal = await build.deal(subcategoryId, { groupSize: 2, reserved: null });
    await call(t, 'POST', `/deals/${deal.id}/join`, carol.token, { quantity: 1 });
    await call(t, 'POST', `/deals/${deal.id}/join`, dave.token, { quantity: 1 });
    await t.jobs.runDueJobs();
    const left = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpointOf('carol-old-laptop')));
    expect(left).toEqual([]);
  });

  it('reminds the members of a group still short of units once, in its last hour, with the deal link', async () => {
    const erin = await shopperWithCard(t, CARDS.succeeds, 'erin');
    await enablePush(erin, 'erin-phone');
    const deal = await build.deal(subcategoryId, {
      groupSize: 3,
      reserved: null,
      expiresInHours: 5,
    });
    await call(t, 'POST', `/deals/${deal.id}/join`, erin.token, { quantity: 1 });

    await t.jobs.runDueJobs();
    expect(
      pushed.filter((p) => p.alert.title === 'Your group closes within the hour'),
    ).toHaveLength(0);

    t.clock.advance(4.5 * HOUR);
    await t.jobs.runDueJobs();
    await t.jobs.runDueJobs();
    const reminders = pushed.filter((p) => p.alert.title === 'Your group closes within the hour');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.alert).toMatchObject({ url: `/deal/${deal.encodedId}` });
    expect(reminders[0]?.alert.body).toContain('still needs 2 units');
  });
});
