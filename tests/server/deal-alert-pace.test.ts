import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DealAlertPaceChange } from '../../contract/profile.ts';
import { dealAlertDeliveries, mailOutbox, notifications } from '../../server/db/schema.ts';
import { queueNewDealAlerts } from '../../server/modules/admin/deal-alerts.ts';
import { paceDealAlert } from '../../server/modules/alerts/deal-alert-pace.ts';
import { alertTexts } from '../../server/modules/alerts/texts.ts';
import { notificationTexts } from '../../server/modules/order-engine/texts.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { CARDS, call, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { recordingPushService } from '../fixtures/recording-push.ts';
import { post } from '../fixtures/sign-in.ts';
import { createTestApp, DAY, HOUR, MINUTE, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

const { pushed, sender: recordingPush } = recordingPushService();

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
  const category = await build.category('Electronics');
  subcategoryId = (await build.subcategory(category.id, 'Phones')).id;
});
afterAll(() => t.close());
afterEach(() => {
  t.clock.set(TEST_NOW);
  pushed.length = 0;
});

/** 22:00 to 07:00 in Paris, which is UTC+2 in June: 20:00 to 05:00 UTC. */
const PARIS_NIGHTS: DealAlertPaceChange = {
  maxPerDay: 24,
  quietHours: { from: '22:00', to: '07:00' },
  timeZone: 'Europe/Paris',
};
/** The evening of TEST_NOW's day in Paris (23:30 there), inside its quiet hours. */
const PARIS_LATE_EVENING = new Date('2026-06-01T21:30:00Z');
/** 07:00 the next morning in Paris, when its quiet hours end. */
const PARIS_MORNING = new Date('2026-06-02T05:00:00Z');

/** A shopper who follows Electronics, with push on one browser and this pace. */
async function follower(name: string, pace: DealAlertPaceChange): Promise<Shopper> {
  const shopper = await shopperWithCard(t, CARDS.succeeds, name);
  const saved = await call(t, 'PUT', '/user/profile', shopper.token, {
    preferences: { categories: ['Electronics'], dealAlertPace: pace },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const push = await call(t, 'POST', '/push/subscriptions', shopper.token, {
    subscription: {
      endpoint: endpointOf(name),
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
    },
  });
  expect(push.status, JSON.stringify(push.body)).toBe(200);
  return shopper;
}

const endpointOf = (name: string) => `https://push.example/send/${name}`;

let dealCount = 0;
/** A new Electronics deal goes live now and its alerts go out; returns its title. */
async function announceNewDeal(): Promise<string> {
  dealCount += 1;
  const deal = await catalogBuilder(t.db, t.clock.now()).deal(subcategoryId, {
    title: `Phone deal number ${dealCount}.`,
  });
  await queueNewDealAlerts(t.db, t.jobs, deal.id);
  await t.jobs.runDueJobs();
  return deal.title;
}

/** The deal alerts that reached the shopper's browser, by the deal titles they name. */
const dealPushesTo = (name: string) =>
  pushed
    .filter((push) => push.endpoint === endpointOf(name) && push.alert.title.startsWith('New deal'))
    .map((push) => push.alert.body.split(',')[0]);

/** The deal alerts mailed to `email`, by the deal titles they name. */
async function dealMailsTo(email: string): Promise<string[]> {
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return mails.flatMap((mail) => {
    const title = /(Phone deal number \d+\.)/.exec(mail.textBody)?.[1];
    return mail.subject.startsWith('New deal') && title ? [title] : [];
  });
}

/** Runs what is due at `at`. */
async function at(moment: Date) {
  t.clock.set(moment);
  await t.jobs.runDueJobs();
}

describe('quiet hours of deal alerts', () => {
  it('holds a deal alert that comes in the shopper’s quiet hours until they end on their clock', async () => {
    const ines = await follower('ines', PARIS_NIGHTS);
    t.clock.set(PARIS_LATE_EVENING);
    const title = await announceNewDeal();
    expect(dealPushesTo('ines')).toEqual([]);
    expect(await dealMailsTo(ines.email)).toEqual([]);

    await at(new Date(PARIS_MORNING.getTime() - MINUTE));
    expect(dealPushesTo('ines')).toEqual([]);

    await at(PARIS_MORNING);
    expect(dealPushesTo('ines')).toEqual([title]);
    expect(await dealMailsTo(ines.email)).toEqual([title]);
  });

  it('sends a deal alert at once outside the quiet hours', async () => {
    const jon = await follower('jon', PARIS_NIGHTS);
    const title = await announceNewDeal();
    expect(dealPushesTo('jon')).toEqual([title]);
    expect(await dealMailsTo(jon.email)).toEqual([title]);
  });

  it('brings a held alert to no device the shopper logged out of before the quiet hours ended', async () => {
    // Signed in that evening, so the session is still live when they act in the night.
    t.clock.set(PARIS_LATE_EVENING);
    const kim = await follower('kim', PARIS_NIGHTS);
    await announceNewDeal();
    const out = await post(t, '/auth/logout', undefined, { token: kim.token });
    expect(out.status).toBe(200);

    await at(PARIS_MORNING);
    expect(pushed.filter((push) => push.endpoint === endpointOf('kim'))).toEqual([]);
  });

  it('sends nothing at the end of the quiet hours to a shopper who stopped deal alerts in them', async () => {
    // Signed in that evening, so the session is still live when they act in the night.
    t.clock.set(PARIS_LATE_EVENING);
    const lea = await follower('lea', PARIS_NIGHTS);
    await announceNewDeal();
    const stopped = await call(t, 'PUT', '/user/profile', lea.token, {
      preferences: { dealAlerts: false },
    });
    expect(stopped.status).toBe(200);

    await at(PARIS_MORNING);
    expect(dealPushesTo('lea')).toEqual([]);
    expect(await dealMailsTo(lea.email)).toEqual([]);
  });
});

describe('how many deal alerts a day', () => {
  it('sends no more than the shopper’s daily most in any 24 hours, and the next once a day has passed', async () => {
    const max = await follower('max', { maxPerDay: 2, quietHours: null, timeZone: 'UTC' });
    const first = await announceNewDeal();
    t.clock.advance(HOUR);
    const second = await announceNewDeal();
    t.clock.advance(HOUR);
    await announceNewDeal();
    expect(dealPushesTo('max')).toEqual([first, second]);
    expect(await dealMailsTo(max.email)).toEqual([first, second]);
    // The app still lists every deal: only the push and the mail are paced.
    const inApp = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, max.userId));
    expect(inApp.filter((row) => row.kind === 'new_deal')).toHaveLength(3);

    t.clock.set(new Date(TEST_NOW.getTime() + DAY + MINUTE));
    const nextDay = await announceNewDeal();
    expect(dealPushesTo('max')).toEqual([first, second, nextDay]);
  });

  it('sends a shopper who asked for none a day no deal alert at all', async () => {
    const ned = await follower('ned', { maxPerDay: 0, quietHours: null, timeZone: 'UTC' });
    await announceNewDeal();
    expect(dealPushesTo('ned')).toEqual([]);
    expect(await dealMailsTo(ned.email)).toEqual([]);
  });

  it('gives the last send of the day to one delivery only when several run at once', async () => {
    const ola = await follower('ola', { maxPerDay: 3, quietHours: null, timeZone: 'UTC' });
    const rows = await t.db
      .insert(notifications)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          userId: ola.userId,
          kind: 'new_deal',
          title: 'New deal in Electronics',
          body: `Deal ${i}`,
          url: `/deal/${i}`,
          createdAt: TEST_NOW,
        })),
      )
      .returning();
    const pace = { dealAlertsPerDay: 3, quietHoursFrom: null, quietHoursTo: null, timeZone: 'UTC' };
    const verdicts = await Promise.all(
      rows.map((row) => paceDealAlert({ db: t.db, clock: t.clock, jobs: t.jobs }, row, pace)),
    );
    expect(verdicts.filter((verdict) => verdict === 'send')).toHaveLength(3);
    const kept = await t.db
      .select()
      .from(dealAlertDeliveries)
      .where(eq(dealAlertDeliveries.userId, ola.userId));
    expect(kept.filter((row) => row.sent)).toHaveLength(3);
  });
});

describe('news of a shopper’s own order', () => {
  /** 20:00 to 08:00 in Tokyo (UTC+9): TEST_NOW, 21:00 there, is inside; and no deal alerts at all. */
  const TOKYO_NIGHTS_AND_NONE: DealAlertPaceChange = {
    maxPerDay: 0,
    quietHours: { from: '20:00', to: '08:00' },
    timeZone: 'Asia/Tokyo',
  };

  it('comes at once in the quiet hours and whatever the daily most: charged, and the last hour of a group', async () => {
    const pia = await follower('pia', TOKYO_NIGHTS_AND_NONE);
    const partner = await shopperWithCard(t, CARDS.succeeds, 'partner');
    const filled = await build.deal(subcategoryId, { groupSize: 2, reserved: null });
    for (const member of [pia, partner])
      expect(
        (await call(t, 'POST', `/deals/${filled.id}/join`, member.token, { quantity: 1 })).status,
      ).toBe(200);
    await t.jobs.runDueJobs();
    const charged = notificationTexts.charged(filled.title, '10.00').title;
    expect(
      pushed.filter((p) => p.endpoint === endpointOf('pia')).map((p) => p.alert.title),
    ).toEqual([charged]);

    const closing = await build.deal(subcategoryId, {
      groupSize: 3,
      reserved: null,
      expiresInHours: 5,
    });
    await call(t, 'POST', `/deals/${closing.id}/join`, pia.token, { quantity: 1 });
    // 01:30 in Tokyo, still quiet: the group's last hour.
    await at(new Date(TEST_NOW.getTime() + 4.5 * HOUR));
    await t.jobs.runDueJobs();
    const lastHour = alertTexts.lastHour(closing.title, 2, '').title;
    expect(
      pushed.filter((p) => p.endpoint === endpointOf('pia')).map((p) => p.alert.title),
    ).toEqual([charged, lastHour]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, pia.email));
    expect(mails.map((mail) => mail.subject.split(' | ')[0])).toEqual(
      expect.arrayContaining([charged, lastHour]),
    );
  });
});
