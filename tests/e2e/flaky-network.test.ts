import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storedKeys } from './app-storage.ts';
import { launchBrowser, openPage } from './browser.ts';
import { newDealWithVariations } from './catalogue.ts';
import { join, newShopperWithCard, nextCodeFor, signedInPage } from './shoppers.ts';

const baseUrl = inject('baseUrl');
const PHONE = 412;
// Set to a folder to keep a screenshot of each story's key moment, to look at.
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function screenshot(page: Page, name: string): Promise<void> {
  if (screenshotDir) await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/** The keys under which the PWA keeps a shopper's My Orders on the device. */
async function savedOrderKeys(page: Page): Promise<string[]> {
  return (await storedKeys(page)).filter((key) => key.startsWith('savedOrders:'));
}

describe('a shopper on a flaky network', () => {
  it('Shoppers can read My Orders offline with its saved time, and it refreshes by itself when they are back', async () => {
    // Under an hour left, so the countdown reads mm:ss and ticks each second (decision 0011).
    const deal = await newDealWithVariations(3, 0.5);
    const [shopper, friend] = await Promise.all([newShopperWithCard(), newShopperWithCard()]);
    const order = (await join(shopper, deal, [{ size: 'M', color: 'Red' }])).data;

    // Signed in, with the worker in control so the shell itself loads offline.
    const page = await signedInPage(browser, shopper, PHONE, { serviceWorkers: true });
    const context = page.context();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(`${baseUrl}/orders`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const card = page.getByRole('article', { name: deal.product.name });
    await card.getByText('1 of 3 units filled').waitFor();
    await expect
      .poll(() => savedOrderKeys(page), {
        timeout: 10_000,
        message: 'My Orders saved on the device',
      })
      .not.toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await card.getByText('1 of 3 units filled').waitFor();
    await page.getByText(/^Saved at \d{2}:\d{2}$/).waitFor();
    await card.getByText(/^\(33%\) as of \d{2}:\d{2}$/).waitFor();
    await page
      .getByRole('status', { name: 'Connection' })
      .getByText(/^Showing your orders as of \d{2}:\d{2}\./)
      .waitFor();
    // The saved time keeps counting down offline.
    const countdown = card.getByText(/^\d{2}:\d{2} left$/);
    const secondsShown = async () => {
      const [minutes, seconds] = ((await countdown.textContent()) ?? '').split(/[: ]/).map(Number);
      return (minutes ?? 0) * 60 + (seconds ?? 0);
    };
    const before = await secondsShown();
    expect(before).toBeGreaterThan(25 * 60);
    await page.waitForTimeout(1_500);
    expect(await secondsShown()).toBeLessThan(before);
    const cancel = card.getByRole('button', { name: `Cancel order ${order.order_number}` });
    expect(await cancel.isDisabled()).toBe(true);
    await card.getByText('Cancelling needs a connection.').waitFor();
    expect(await page.getByText('Failed to load orders').count()).toBe(0);
    await screenshot(page, 'orders-offline-412');

    // The group moves on while the shopper is offline; back online, the list catches up alone.
    await join(friend, deal, [{ size: 'L', color: 'Navy' }]);
    await context.setOffline(false);
    await card.getByText('2 of 3 units filled').waitFor();
    await page.getByText(/^Saved at/).waitFor({ state: 'detached' });
    expect(await cancel.isDisabled()).toBe(false);

    // After logout nothing of theirs is left for My Orders to show offline.
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await savedOrderKeys(page)).toEqual([]);
    await context.setOffline(true);
    await page.goto(`${baseUrl}/orders`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.getByText(deal.product.name).count()).toBe(0);
    await context.close();
  });

  it('Shoppers who sign in from a deal page are back on it with their quantity and options', async () => {
    const deal = await newDealWithVariations(4);
    const page = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/deal/${deal.encoded_id}`);
    await page.getByRole('heading', { level: 1, name: deal.title }).waitFor();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    const unit = (n: number) => page.getByRole('group', { name: `Unit ${n}` });
    await unit(1).getByRole('combobox', { name: 'Size' }).selectOption('M');
    await unit(1).getByRole('combobox', { name: 'Color' }).selectOption('Red');
    await unit(2).getByRole('combobox', { name: 'Size' }).selectOption('L');
    await unit(2).getByRole('combobox', { name: 'Color' }).selectOption('Navy');

    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    const email = `e2e-return-${Date.now()}@example.com`;
    const code = nextCodeFor(email);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Sign-in code').fill(await code());
    await page.getByRole('button', { name: 'Verify and sign in' }).click();

    await page.waitForURL(`${baseUrl}/deal/${deal.encoded_id}`);
    await page.getByRole('heading', { level: 1, name: deal.title }).waitFor();
    await page.getByRole('button', { name: `Account: ${email}` }).waitFor();
    const quantity = page.getByRole('group', { name: 'Quantity' }).getByRole('status');
    expect(await quantity.textContent()).toBe('2');
    const chosen = (n: number, name: string) =>
      unit(n).getByRole('combobox', { name }).inputValue();
    expect([await chosen(1, 'Size'), await chosen(1, 'Color')]).toEqual(['M', 'Red']);
    expect([await chosen(2, 'Size'), await chosen(2, 'Color')]).toEqual(['L', 'Navy']);
    await unit(2).scrollIntoViewIfNeeded();
    await screenshot(page, 'deal-after-sign-in-412');
    await page.context().close();
  });
});
