import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newDealWithVariations, openDeal } from './catalogue.ts';
import { deliverPush } from './pages.ts';
import { closeWorkerPage, openWorkerPage, visitUntilTheWorkerControls } from './worker-page.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // openPage blocks workers; these stories are about the worker, so this context allows it.
  ({ context, page } = await openWorkerPage());
});
afterAll(() => closeWorkerPage(context));

const joinLinks = () => page.getByRole('link', { name: 'Join This Deal' });
const offlineIndicator = () =>
  page.getByRole('status', { name: 'Connection' }).filter({ hasText: "You're offline" });

/** The first visit, online: the worker controls the page and the deals are on screen. */
async function firstVisitOnline() {
  await visitUntilTheWorkerControls(page, baseUrl);
  await joinLinks().first().waitFor();
}

describe('a shopper without a connection', () => {
  let dealPath = '';

  it('sees the saved deals, the offline indicator and when the deals were saved', async () => {
    await firstVisitOnline();
    // Visit one deal so its detail is saved too: one a shopper could buy outright, whatever the
    // stories before this one did to the deals listed first (an expired one, one with options).
    const deal = await openDeal(false, 24);
    dealPath = `/deal/${deal.encoded_id}`;
    await page.goto(`${baseUrl}${dealPath}`);
    await page.getByRole('heading', { level: 1, name: deal.title }).waitFor();
    await page.goto(baseUrl);
    await joinLinks().first().waitFor();
    expect(await offlineIndicator().count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await joinLinks().first().waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    await offlineIndicator().waitFor();
    await page.getByText(/^Saved at \d{2}:\d{2}$/).waitFor();
    expect(await page.getByRole('button', { name: 'Subscribe' }).isDisabled()).toBe(true);
  });

  it('opens a deal page visited before, with joining and buying disabled and the reason said', async () => {
    await page.goto(`${baseUrl}${dealPath}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByText(/of \d+ units filled/)
      .first()
      .waitFor();
    await offlineIndicator().waitFor();
    await page.getByText(/^Saved at \d{2}:\d{2}$/).waitFor();
    await page.getByText('Joining and buying need a connection', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: /^Buy All \d+ Units Now$/ }).isDisabled()).toBe(
      true,
    );
  });

  it('recovers without a reload when the connection is back', async () => {
    await page.evaluate(() => {
      (window as Window & { notReloaded?: boolean }).notReloaded = true;
    });
    await context.setOffline(false);
    await offlineIndicator().waitFor({ state: 'detached' });
    // The page catches up by itself once the browser says it is online again; on a busy machine
    // that takes longer than a poll's default second.
    await expect
      .poll(() => page.getByRole('button', { name: /^Buy All \d+ Units Now$/ }).isDisabled(), {
        timeout: 15_000,
      })
      .toBe(false);
    await page.getByRole('link', { name: 'Back to deals' }).click();
    await joinLinks().first().waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Subscribe' }).isDisabled(), {
        timeout: 15_000,
      })
      .toBe(false);
    expect(
      await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
  });
  it('is told a deal never opened is not saved for offline use and is offered the saved deals', async () => {
    // Made after the shopper's last visit, so this device cannot have saved it.
    const unseen = await newDealWithVariations(2);
    await context.setOffline(true);
    await page.goto(`${baseUrl}/deal/${unseen.encoded_id}`);
    await page.getByText("This deal isn't saved for offline use").waitFor();
    await offlineIndicator().waitFor();
    expect(await page.getByText('Deal not found').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    expect(await page.getByText('Failed to load deal details').count()).toBe(0);
    await page.getByRole('link', { name: 'See saved deals' }).click();
    await joinLinks().first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.setOffline(false);
  });
});

describe('deal alerts by push', () => {
  it('shows the notification a push message carries', async () => {
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await deliverPush(
      context,
      page,
      baseUrl,
      JSON.stringify({
        title: 'Your group is full',
        body: 'You were charged.',
        url: '/orders',
        tag: 'e2e',
      }),
    );
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const shown = await registration.getNotifications();
          return shown.map((n) => `${n.title}: ${n.body}`);
        }),
      )
      .toEqual(['Your group is full: You were charged.']);
  });
});
