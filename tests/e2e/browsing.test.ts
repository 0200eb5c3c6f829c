import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, pageIsLive } from './browser.ts';
import { useBrowser } from './use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let page: Page;

async function openHome(width?: number) {
  page = await openPage(browser(), width);
  await page.goto(baseUrl);
  await page.getByRole('link', { name: 'Join This Deal' }).first().waitFor();
  // The page is server-rendered: these stories are about navigating, so they start once the
  // browser has taken the page over (the entry marks the moment in the page's timeline).
  await pageIsLive(page);
}

describe('a shopper browsing the store', () => {
  it('sees the seeded deals, the hero and the category strip on the home page', async () => {
    await openHome();
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(12);
    await page.getByRole('button', { name: 'All Deals' }).waitFor();
    await page.getByRole('button', { name: 'Expiring Soon' }).waitFor();
    expect(await page.getByText('Urgent').count()).toBeGreaterThan(0);
    expect(await page.getByText('Almost Full').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('narrows the grid to deals closing within a day with Expiring Soon', async () => {
    await openHome();
    const allCount = await page.getByRole('article').count();
    await page.getByRole('button', { name: 'Expiring Soon' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBeLessThan(allCount);
    const timeTexts = await page.getByRole('article').getByText(/left$/).allTextContents();
    // Within a day: whole hours, or a ticking mm:ss in the last hour; never days.
    for (const text of timeTexts) expect(text).toMatch(/^(\d+ hours? left|\d{2}:\d{2} left)$/);
    await page.close();
  });

  it('opens a category page from the Categories menu', async () => {
    await openHome();
    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('menuitem', { name: 'Electronics' }).first().click();
    await page.waitForURL(/\/category\/\d+$/);
    await page.getByRole('heading', { name: 'Electronics' }).waitFor();
    await page.getByRole('article').first().waitFor();
    await page.close();
  });

  it('opens a deal from its card, and back and forward move between home and the deal', async () => {
    await openHome();
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: title, exact: true }).first().click();
    await page.waitForURL(/\/deal\/[A-Za-z0-9]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page
      .getByText(/of \d+ units filled/)
      .first()
      .waitFor();

    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Join This Deal' }).first().waitFor();
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.close();
  });

  it('shows the deal error panel for an address that is not a deal', async () => {
    page = await openPage(browser());
    await page.goto(`${baseUrl}/deal/not-a-deal`);
    await page.getByText('Deal not found').first().waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await page.close();
  });

  it('shows Home for an unknown path', async () => {
    page = await openPage(browser());
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('link', { name: 'Join This Deal' }).first().waitFor();
    await page.close();
  });

  it('works at phone width: nothing overflows sideways and the menu is reachable', async () => {
    await openHome(412);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const card = await page.getByRole('article').first().boundingBox();
    expect(card && card.x >= 0 && card.x + card.width <= 412).toBe(true);
    await page.getByRole('button', { name: 'Categories' }).waitFor();
    await page.close();
  });
});
