import type { BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DealListResponse } from '../../contract/catalog.ts';
import { deliverPush } from './pages.ts';
import { call } from './shoppers.ts';
import { closeWorkerPage, openWorkerPage, visitUntilTheWorkerControls } from './worker-page.ts';

const baseUrl = inject('baseUrl');
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
    const shown = (await registration.getNotifications()) as (Notification & { image: string })[];
    return shown.map(({ title, body, tag, image, data }) => ({ title, body, tag, image, data }));
  });
}

/** The worker the push woke, as Playwright sees it. */
function storeWorker(): Worker {
  const worker = context.serviceWorkers().findLast((w) => w.url() === `${baseUrl}/sw.js`);
  if (!worker) throw new Error('The store has no running service worker');
  return worker;
}

/**
 * Clicks the notification tagged `tag`. Neither the DevTools protocol nor headless Chromium can
 * click a system notification, so the worker receives the event a click fires: a
 * `notificationclick` carrying the notification it shows, dispatched to its own listener. An event
 * made by a script may not extend its life, so the test keeps the promise the listener hands to
 * waitUntil and waits for it, as the browser would.
 */
async function clickNotification(tag: string) {
  await storeWorker().evaluate(async (wanted) => {
    type NotificationEventInit = { notification: Notification };
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: NotificationEventInit) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`No notification is tagged ${wanted}`);
    const click = new scope.NotificationEvent('notificationclick', { notification });
    const extensions: Promise<unknown>[] = [];
    Object.defineProperty(click, 'waitUntil', {
      value: (promise: Promise<unknown>) => extensions.push(promise),
    });
    globalThis.dispatchEvent(click);
    if (extensions.length === 0) throw new Error('The click listener did not wait for anything');
    await Promise.all(extensions);
  }, tag);
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
      },
    ]);

    await clickNotification(alert.tag);
    await page.waitForURL(`${baseUrl}${alert.url}`);
    await page.getByRole('heading', { level: 1, name: deal.title }).waitFor();
    expect(await shownNotifications()).toEqual([]);
  });
});
