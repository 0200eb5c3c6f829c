import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './accessibility.ts';
import { closeWorkerPage, openWorkerPage, visitUntilTheWorkerControls } from './worker-page.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // A phone's width; the worker is allowed, since one story is about searching offline. The
  // accessibility check injects axe, which the store's content security policy would refuse.
  ({ context, page } = await openWorkerPage({
    viewport: { width: 412, height: 915 },
    hasTouch: true,
    bypassCSP: true,
  }));
});
afterAll(() => closeWorkerPage(context));

describe('a shopper searching on a phone', () => {
  it('types a misspelt product name, picks a suggestion and lands on the deal', async () => {
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Join This Deal' }).first().waitFor();
    await page.getByRole('button', { name: 'Search deals' }).click();
    const field = page.getByRole('combobox', { name: 'Search deals' });
    await field.pressSequentially('stonware', { delay: 40 });
    const suggestion = page.getByRole('option', { name: /Kilnhouse Stoneware Mug Set/ });
    await suggestion.waitFor();
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    expect(await accessibilityViolations(page)).toEqual([]);

    await suggestion.tap();
    await page.waitForURL(/\/deal\/[A-Za-z0-9]+$/);
    await page.getByRole('heading', { level: 1, name: /Kilnhouse Stoneware Mug Set/ }).waitFor();
  });

  it('sees the results page with its count, chips and title, and nothing wrong for axe', async () => {
    await page.goto(`${baseUrl}/search?q=mug`);
    await page.getByRole('heading', { level: 1, name: "Results for 'mug'" }).waitFor();
    await page.getByText(/^\d+ deals?$/).waitFor();
    await expect.poll(() => page.title()).toBe('Results for “mug” · BOGO Together');
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('still finds a deal it has seen when the connection is gone, and says so', async () => {
    // Once the worker controls the page, the home's deal list is saved for offline use.
    await visitUntilTheWorkerControls(page, baseUrl);
    await page.getByRole('link', { name: 'Join This Deal' }).first().waitFor();

    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl}/search?q=kilnhose`);
      await page
        .getByText(/^You're offline: these results come from the \d+ deals saved/)
        .waitFor();
      await page.getByRole('heading', { name: /Kilnhouse Stoneware Mug Set/ }).waitFor();
    } finally {
      await context.setOffline(false);
    }
  });
});
