import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadServerKeys } from '../../server/adapters/secrets.ts';
import { emailSubscribers, mailOutbox } from '../../server/db/schema.ts';
import { queueNewDealAlerts } from '../../server/modules/admin/deal-alerts.ts';
import { emailLinkToken } from '../../server/modules/alerts/email-link-token.ts';
import { SUBSCRIPTION_MAIL_INTERVAL_MS } from '../../server/modules/alerts/subscriptions.ts';
import { alertTexts } from '../../server/modules/alerts/texts.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { freshEmail, post } from '../fixtures/sign-in.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

const STORE = 'https://shop.example';

let t: TestApp;
let subcategoryId: number;
beforeAll(async () => {
  // The push endpoints are made up (push.example never resolves), so the address rule stands aside.
  t = await createTestApp({ config: { pushAllowPrivateEndpoints: true, publicUrl: STORE } });
  const build = catalogBuilder(t.db, TEST_NOW);
  const category = await build.category('Garden');
  subcategoryId = (await build.subcategory(category.id, 'Tools')).id;
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

async function tokenFor(purpose: 'confirm' | 'unsubscribe', email: string) {
  const keys = await loadServerKeys(t.db, null);
  return emailLinkToken(keys.unsubscribe, purpose, email);
}

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return {
    status: response.statusCode,
    body: response.json<{ status?: string; message: string }>(),
  };
}

/** What the store has mailed to `email`, oldest first, once its queued mails went out. */
/** The e-mail's row in the subscriber list, if it has one. */
async function subscriberRow(email: string) {
  const [row] = await t.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email));
  return row;
}

async function mailsTo(email: string) {
  await t.jobs.runDueJobs();
  // Oldest first by id: without an order, PostgreSQL may hand the rows back in any order.
  return t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(asc(mailOutbox.id));
}

const subscribe = (email: string) =>
  post(t, '/subscribed-users/subscribeemail', { email_id: email });

/** The link of the latest confirmation mail, as the subscriber would click it. */
async function confirmLinkIn(email: string) {
  const mail = (await mailsTo(email)).findLast((m) => m.subject.startsWith('Confirm'));
  const link = /https:\/\/shop\.example\/confirm-subscription\/(\S+)/.exec(mail?.textBody ?? '');
  if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
  return link[1] ?? '';
}

async function subscribeAndConfirm(email: string) {
  await subscribe(email);
  const confirmed = await post(t, `/subscribed-users/confirm/${await confirmLinkIn(email)}`);
  expect(confirmed.body.message).toBe(alertTexts.confirmed);
}

let dealCount = 0;
/** A new deal goes live and its alerts go out; returns the deal's title. */
async function announceNewDeal() {
  dealCount += 1;
  const deal = await catalogBuilder(t.db, TEST_NOW).deal(subcategoryId, {
    title: `Garden deal number ${dealCount}.`,
  });
  await queueNewDealAlerts(t.db, t.jobs, deal.id);
  await t.jobs.runDueJobs();
  return deal.title;
}

/** The mails about the deal titled `title`: they name it in their text. */
const dealMails = async (email: string, title: string) =>
  (await mailsTo(email)).filter(
    (mail) =>
      mail.subject === 'New deal in Garden | BOGO Together' && mail.textBody.includes(title),
  );

/** A mail app's one-click unsubscribe (RFC 8058): a form POST to the List-Unsubscribe address. */
async function oneClick(listUnsubscribe: string | undefined) {
  const url = /^<https:\/\/shop\.example(\/api\/v1\/[^>]+)>$/.exec(listUnsubscribe ?? '')?.[1];
  if (!url) throw new Error(`not a one-click address: ${listUnsubscribe}`);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  return { status: response.statusCode, body: response.json<{ message: string }>() };
}

/** Resolves once another session of the database waits for a row lock `holder` holds. */
async function untilWaitingOnLock(holder: pg.Client) {
  for (let tries = 0; tries < 500; tries++) {
    const { rows } = await holder.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('nothing came to wait for the lock');
}

describe('deal alerts by e-mail, double opt-in', () => {
  it('asks a new subscriber to confirm by e-mail and sends deal alerts only once they have', async () => {
    const email = freshEmail();
    const answer = await subscribe(`  ${email.toUpperCase()} `);
    expect(answer).toMatchObject({
      status: 200,
      body: { status: 'success', message: alertTexts.checkInbox },
    });
    const [confirmation, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(confirmation?.subject).toBe('Confirm your BOGO Together deal alerts');
    expect(confirmation?.htmlBody).toContain(`${STORE}/confirm-subscription/`);

    const beforeConfirming = await announceNewDeal();
    expect(await dealMails(email, beforeConfirming)).toEqual([]);

    const link = `/subscribed-users/confirm/${await confirmLinkIn(email)}`;
    expect((await post(t, link)).body).toEqual({
      status: 'success',
      message: alertTexts.confirmed,
    });
    expect((await post(t, link)).body.message).toBe(alertTexts.alreadyConfirmed);

    const afterConfirming = await announceNewDeal();
    const [alert] = await dealMails(email, afterConfirming);
    const unsubscribe = `${STORE}/unsubscribe/${await tokenFor('unsubscribe', email)}`;
    expect(alert?.textBody).toContain(`Unsubscribe: ${unsubscribe}`);
    expect(alert?.htmlBody).toContain(`href="${unsubscribe}"`);
    expect(alert?.headers).toEqual({
      'List-Unsubscribe': `<${STORE}/api/v1/subscribed-users/one-click-unsubscribe/${await tokenFor('unsubscribe', email)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('answers a repeat sign-up as any other and mails an address at most once in 10 minutes', async () => {
    const email = freshEmail();
    const first = await subscribe(email);
    const repeat = await subscribe(email);
    const stranger = await subscribe(freshEmail());
    expect(repeat.body).toEqual(first.body);
    expect(stranger.body).toEqual(first.body);
    expect(await mailsTo(email)).toHaveLength(1);

    t.clock.set(new Date(TEST_NOW.getTime() + SUBSCRIPTION_MAIL_INTERVAL_MS));
    expect((await subscribe(email)).body).toEqual(first.body);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your BOGO Together deal alerts',
      'Confirm your BOGO Together deal alerts',
    ]);
  });

  it('tells a confirmed subscriber who signs up again by mail only, never on the page', async () => {
    const email = freshEmail();
    await subscribeAndConfirm(email);
    t.clock.set(new Date(TEST_NOW.getTime() + SUBSCRIPTION_MAIL_INTERVAL_MS));
    expect((await subscribe(email)).body.message).toBe(alertTexts.checkInbox);
    const latest = (await mailsTo(email)).at(-1);
    expect(latest?.subject).toBe('You already get BOGO Together deal alerts');
    expect(latest?.textBody).toContain(`${STORE}/unsubscribe/`);
  });

  it('stops the alerts when a mail app posts List-Unsubscribe=One-Click, without a page', async () => {
    const email = freshEmail();
    await subscribeAndConfirm(email);
    const [alert] = await dealMails(email, await announceNewDeal());
    expect(await oneClick(alert?.headers['List-Unsubscribe'])).toEqual({
      status: 200,
      body: { status: 'success', message: alertTexts.unsubscribed },
    });
    expect(await dealMails(email, await announceNewDeal())).toEqual([]);
  });

  it('keeps the alerts coming when a mail scanner fetches the List-Unsubscribe address', async () => {
    const email = freshEmail();
    await subscribeAndConfirm(email);
    const [alert] = await dealMails(email, await announceNewDeal());
    const address = /^<https:\/\/shop\.example\/api\/v1(\/[^>]+)>$/.exec(
      alert?.headers['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(await get(address ?? '')).toEqual({
      status: 405,
      body: { success: false, message: alertTexts.oneClickNeedsPost },
    });
    expect(await subscriberRow(email)).toMatchObject({ unsubscribedAt: null });
    expect(await dealMails(email, await announceNewDeal())).toHaveLength(1);

    expect((await oneClick(alert?.headers['List-Unsubscribe'])).body.message).toBe(
      alertTexts.unsubscribed,
    );
    expect(await dealMails(email, await announceNewDeal())).toEqual([]);
  });

  it("keeps the alerts coming when a mail scanner opens the e-mail's Unsubscribe link", async () => {
    const email = freshEmail();
    await subscribeAndConfirm(email);
    const [alert] = await dealMails(email, await announceNewDeal());
    const token = /\/unsubscribe\/(\S+)/.exec(alert?.textBody ?? '')?.[1];
    expect(await get(`/subscribed-users/unsubscribe/${token}`)).toEqual({
      status: 405,
      body: { success: false, message: alertTexts.unsubscribeNeedsPost },
    });
    expect(await subscriberRow(email)).toMatchObject({ unsubscribedAt: null });
    expect(await dealMails(email, await announceNewDeal())).toHaveLength(1);
  });

  it('confirms a sign-up only from its own mail, never from the mail of an earlier sign-up', async () => {
    const email = freshEmail();
    await subscribe(email);
    const earlier = `/subscribed-users/confirm/${await confirmLinkIn(email)}`;
    await post(t, `/subscribed-users/unsubscribe/${await tokenFor('unsubscribe', email)}`);
    t.clock.set(new Date(TEST_NOW.getTime() + SUBSCRIPTION_MAIL_INTERVAL_MS));
    await subscribe(email);
    const latest = `/subscribed-users/confirm/${await confirmLinkIn(email)}`;
    expect(latest).not.toBe(earlier);

    expect(await post(t, earlier)).toMatchObject({
      status: 404,
      body: { message: alertTexts.confirmationEnded },
    });
    expect(await subscriberRow(email)).toMatchObject({ confirmedAt: null });
    expect(await dealMails(email, await announceNewDeal())).toEqual([]);
    expect((await post(t, latest)).body.message).toBe(alertTexts.confirmed);
  });

  it('unsubscribes through the link of an alert e-mail, once, and a return needs a new confirmation', async () => {
    const email = freshEmail();
    await subscribeAndConfirm(email);
    const link = `/subscribed-users/unsubscribe/${await tokenFor('unsubscribe', email)}`;
    expect(await post(t, link)).toMatchObject({
      status: 200,
      body: { status: 'success', message: alertTexts.unsubscribed },
    });
    expect((await post(t, link)).body.message).toBe(alertTexts.alreadyUnsubscribed);

    t.clock.set(new Date(TEST_NOW.getTime() + SUBSCRIPTION_MAIL_INTERVAL_MS));
    expect((await subscribe(email)).body.message).toBe(alertTexts.checkInbox);
    expect(await dealMails(email, await announceNewDeal())).toEqual([]);
    expect(await subscriberRow(email)).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
  });

  it('refuses a confirmation link once its address has unsubscribed', async () => {
    const email = freshEmail();
    await subscribe(email);
    const link = `/subscribed-users/confirm/${await confirmLinkIn(email)}`;
    await post(t, `/subscribed-users/unsubscribe/${await tokenFor('unsubscribe', email)}`);
    expect(await post(t, link)).toMatchObject({
      status: 404,
      body: { message: alertTexts.confirmationEnded },
    });
    expect(await dealMails(email, await announceNewDeal())).toEqual([]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'refuses a confirmation link clicked while the address unsubscribes, rather than calling it confirmed (PostgreSQL)',
    async () => {
      const email = freshEmail();
      await subscribe(email);
      const link = `/subscribed-users/confirm/${await confirmLinkIn(email)}`;
      // The unsubscription is under way in another process, its row locked until it commits.
      const other = new pg.Client({ connectionString: t.databaseUrl });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('update email_subscribers set unsubscribed_at = now() where email = $1', [
          email,
        ]);
        const clicked = post(t, link);
        await untilWaitingOnLock(other);
        await other.query('commit');
        expect(await clicked).toMatchObject({
          status: 404,
          body: { message: alertTexts.confirmationEnded },
        });
      } finally {
        await other.end();
      }
      expect(await subscriberRow(email)).toMatchObject({ confirmedAt: null });
    },
  );

  it('refuses forged links, and a link of one kind passed off as the other, changing nothing', async () => {
    const email = freshEmail();
    await subscribe(email);
    const forged = `${Buffer.from(email).toString('base64url')}.${'A'.repeat(43)}`;
    expect(await post(t, `/subscribed-users/unsubscribe/${forged}`)).toMatchObject({
      status: 400,
      body: { message: alertTexts.invalidLink },
    });
    expect((await post(t, '/subscribed-users/unsubscribe/garbage')).status).toBe(400);
    const confirmToken = await confirmLinkIn(email);
    expect((await post(t, `/subscribed-users/unsubscribe/${confirmToken}`)).status).toBe(400);
    const unsubscribeToken = await tokenFor('unsubscribe', email);
    expect(await post(t, `/subscribed-users/confirm/${unsubscribeToken}`)).toMatchObject({
      status: 400,
      body: { message: alertTexts.invalidConfirmLink },
    });
    expect(await subscriberRow(email)).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
  });

  it('answers 404 for a genuine link of an address that never subscribed', async () => {
    expect(
      (
        await post(
          t,
          `/subscribed-users/unsubscribe/${await tokenFor('unsubscribe', freshEmail())}`,
        )
      ).status,
    ).toBe(404);
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
});

const subscription = (name: string) => ({
  endpoint: `https://push.example/send/${name}`,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
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
