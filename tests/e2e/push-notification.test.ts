import path from 'node:path';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DealListResponse } from '../../contract/catalog.ts';
import { declarativePush } from '../../server/modules/alerts/push-message.ts';
import { pushActionTexts } from '../../server/modules/alerts/texts.ts';
import { orderTexts } from '../../src/features/orders/texts.ts';
import { publicAddress } from './browser.ts';
import { deliverPush } from './pages.ts';
import { call, newShopperWithCard, storeSession } from './shoppers.ts';
import { closeWorkerPage, openWorkerPage, visitUntilTheWorkerControls } from './worker-page.ts';

const baseUrl = inject('baseUrl');
// Set to a folder to keep a screenshot of the deal page an Invite button opens, to look at.
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // openPage blocks workers; this story is about the worker, so this context allows it.
  ({ context, page } = await openWorkerPage(
    {},
    { permissions: ['notifications'], origin: baseUrl },
  ));
});
afterAll(() => closeWorkerPage(context));

/** The notifications the worker shows now, as the page's registration lists them. */
function shownNotifications() {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    // Chromium shows the image; TypeScript's DOM types do not list it yet.
    const shown = (await registration.getNotifications()) as (Notification & {
      image: string;
      actions: { action: string; title: string }[];
    })[];
    return shown.map(({ title, body, tag, image, data, actions }) => ({
      title,
      body,
      tag,
      image,
      data,
      actions: actions.map(({ action, title: label }) => ({ action, title: label })),
    }));
  });
}

/** The worker the push woke, as Playwright sees it. */
function storeWorker(): Worker {
  const worker = context.serviceWorkers().findLast((w) => w.url() === `${baseUrl}/sw.js`);
  if (!worker) throw new Error('The store has no running service worker');
  return worker;
}

/**
 * Clicks the notification tagged `tag`, or its button `action`. Neither the DevTools protocol nor headless Chromium can
 * click a system notification, so the worker receives the event a click fires: a
 * `notificationclick` carrying the notification it shows, dispatched to its own listener. An event
 * made by a script may not extend its life, so the test keeps the promise the listener hands to
 * waitUntil and waits for it, as the browser would.
 */
async function clickNotification(tag: string, action = '') {
  await storeWorker().evaluate(
    async ({ wanted, button }) => {
      type NotificationEventInit = { notification: Notification; action: string };
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: NotificationEventInit) => Event;
      };
      const [notification] = await scope.registration.getNotifications({ tag: wanted });
      if (!notification) throw new Error(`No notification is tagged ${wanted}`);
      const click = new scope.NotificationEvent('notificationclick', {
        notification,
        action: button,
      });
      const extensions: Promise<unknown>[] = [];
      Object.defineProperty(click, 'waitUntil', {
        value: (promise: Promise<unknown>) => extensions.push(promise),
      });
      globalThis.dispatchEvent(click);
      if (extensions.length === 0) throw new Error('The click listener did not wait for anything');
      await Promise.all(extensions);
    },
    { wanted: tag, button: action },
  );
}

describe('a deal alert by push in the older shape', () => {
  it('Shoppers see the alert a push brings, and its click opens the deal', async () => {
    const deals = (await call<DealListResponse>('GET', '/ecommerce/active-deal?limit=100')).data;
    const deal = deals.find((candidate) => candidate.remaining_units > 0);
    if (!deal) throw new Error('The demo catalogue has no open deal');
    await visitUntilTheWorkerControls(page, baseUrl);

    // The older payload, which deal alerts to visitors still send: title, body, address and tag.
    const alert = {
      title: 'Your group closes within the hour',
      body: `${deal.product.name} still needs 1 unit.`,
      url: `/deal/${deal.encoded_id}`,
      tag: `group_closing:${deal.id}`,
      image: deal.product.image_url,
    };
    await deliverPush(context, page, baseUrl, JSON.stringify(alert));
    // The worker shows it once woken: on a busy machine that takes longer than poll's one second.
    await expect.poll(shownNotifications, { timeout: 10_000 }).toEqual([
      {
        title: alert.title,
        body: alert.body,
        tag: alert.tag,
        image: new URL(alert.image, baseUrl).href,
        data: { url: alert.url, actions: {} },
        actions: [],
      },
    ]);

    await clickNotification(alert.tag);
    await page.waitForURL(`${baseUrl}${alert.url}`);
    await page.getByRole('heading', { level: 1, name: deal.title }).waitFor();
    expect(await shownNotifications()).toEqual([]);
  });
});

/** Counts the worker's calls to setAppBadge from now on (the worker's own navigator). */
function recordWorkerBadges() {
  return storeWorker().evaluate(() => {
    const scope = globalThis as unknown as {
      navigator: { setAppBadge?: (count?: number) => Promise<void> };
      badgesSet: (number | undefined)[];
    };
    const original = scope.navigator.setAppBadge?.bind(scope.navigator);
    scope.badgesSet = [];
    Object.defineProperty(scope.navigator, 'setAppBadge', {
      configurable: true,
      value: (count?: number) => {
        scope.badgesSet.push(count);
        return original ? original(count) : Promise.resolve();
      },
    });
  });
}

const workerBadges = () =>
  storeWorker().evaluate(() => (globalThis as unknown as { badgesSet: number[] }).badgesSet);

describe("a shopper's alert in the declarative shape", () => {
  it('Shoppers see the app badge a push brings, Invite opens the deal ready to share, and My Orders clears the badge', async () => {
    const shopper = await newShopperWithCard();
    const deals = (await call<DealListResponse>('GET', '/ecommerce/active-deal?limit=100')).data;
    const deal = deals.find((candidate) => candidate.remaining_units > 1);
    if (!deal) throw new Error('The demo catalogue has no open deal');
    // Every page of this context counts its calls to clearAppBadge.
    await context.addInitScript(() => {
      const scope = window as unknown as { badgeClears: number };
      const original = navigator.clearAppBadge?.bind(navigator);
      scope.badgeClears = 0;
      Object.defineProperty(navigator, 'clearAppBadge', {
        configurable: true,
        value: () => {
          scope.badgeClears += 1;
          return original ? original() : Promise.resolve();
        },
      });
    });
    await visitUntilTheWorkerControls(page, baseUrl);

    // The server's own message (alerts/push-message.ts): a last-hour reminder, 2 on the badge.
    const message = declarativePush(
      {
        id: 7,
        kind: 'group_closing',
        title: 'Your group closes within the hour',
        body: `${deal.product.name} still needs 1 unit.`,
        path: `/deal/${deal.encoded_id}`,
      },
      baseUrl,
      2,
    );
    await recordWorkerBadges();
    await deliverPush(context, page, baseUrl, JSON.stringify(message));
    await expect.poll(shownNotifications, { timeout: 10_000 }).toEqual([
      {
        title: message.notification.title,
        body: message.notification.body,
        tag: message.notification.tag,
        image: '',
        data: {
          url: `/deal/${deal.encoded_id}`,
          actions: {
            invite: `/deal/${deal.encoded_id}?invite=1`,
            view: `/deal/${deal.encoded_id}`,
          },
        },
        actions: [
          { action: 'invite', title: pushActionTexts.invite },
          { action: 'view', title: pushActionTexts.view },
        ],
      },
    ]);
    expect(await workerBadges()).toEqual([2]);

    await clickNotification(message.notification.tag, 'invite');
    await page.waitForURL(`${baseUrl}/deal/${deal.encoded_id}?invite=1`);
    // Headless Chromium has no share sheet: the deal's plain link is focused, ready to copy.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
      .toBe(`${publicAddress(baseUrl)}/deal/${deal.encoded_id}`);
    if (screenshotDir)
      await page.screenshot({ path: path.join(screenshotDir, 'invite-from-alert.png') });

    await storeSession(page, shopper);
    await page.goto(`${baseUrl}/orders`);
    await page.getByRole('heading', { level: 1, name: orderTexts.title }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { badgeClears: number }).badgeClears))
      .toBe(1);
  });
});
