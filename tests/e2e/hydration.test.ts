import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, pageIsLive } from './browser.ts';
import { useBrowser } from './use-browser.ts';

/**
 * A server-rendered page is taken over by the browser's React (hydration). Markup that differs
 * between the two makes React throw the server's page away (error #418 in production) and draw
 * it again: the first paint flickers and the shopper loses what they typed meanwhile.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Everything the page complained about on the console, and its uncaught errors. */
function complaints(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      said.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  return said;
}

/** Opens `path` as its own navigation (so the server renders it) and waits for hydration. */
async function openRendered(width: number, path: string) {
  // The worker registers once the page has settled, inside what is watched here: as in a real
  // browser it is allowed, or the blocked registration itself would be the complaint.
  const page = await openPage(browser(), width, { serviceWorkers: true });
  const said = complaints(page);
  await page.goto(new URL(path, baseUrl).href);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
  // Hydration runs in a transition after the scripts load; what is below the fold is taken over
  // once the page has settled (its deferred work starts), and the page is idle once that is done.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => performance.getEntriesByName('deferred-work').length > 0);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  return { page, said };
}

/** Nothing on the console: no hydration error, nor any other error or warning. */
function expectQuiet(said: string[]) {
  expect(said.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
  expect(said).toEqual([]);
}

/** A category page and a subcategory page, of the first active deal's listing. */
async function listingPaths(): Promise<{ category: string; subcategory: string }> {
  const response = await fetch(new URL('/api/v1/ecommerce/active-deal?limit=1', baseUrl));
  const { data } = (await response.json()) as {
    data: { category: { id: number }; subcategory: { id: number } }[];
  };
  const deal = data[0];
  if (!deal) throw new Error('The store has no active deal');
  return {
    category: `/category/${deal.category.id}`,
    subcategory: `/subcategory/${deal.subcategory.id}`,
  };
}

/** The address of a deal page, as the home's first card links it. */
async function firstDealPath(): Promise<string> {
  const { page } = await openRendered(1280, '/');
  const href = await page
    .getByRole('link', { name: 'Join This Deal' })
    .first()
    .getAttribute('href');
  await page.context().close();
  if (!href) throw new Error('The home page links no deal');
  return href;
}

describe.each([412, 1280])('a shopper opening a server-rendered page at %i px', (width) => {
  it('sees the home page taken over by the browser without a hydration error', async () => {
    const { page, said } = await openRendered(width, '/');
    await page.getByRole('link', { name: 'Join This Deal' }).first().waitFor();
    expectQuiet(said);
    await page.context().close();
  });

  it('finds the first deal where it was painted once the page is live, for a tap to land on it', async () => {
    const page = await openPage(browser(), width);
    await page.addInitScript(() => {
      // Where the server's markup put the first card's title, before any script of the page ran.
      document.addEventListener('DOMContentLoaded', () => {
        const title = document.querySelector('article h3 a');
        if (title) sessionStorage.setItem('paintedTop', String(title.getBoundingClientRect().top));
      });
    });
    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Enable deal alerts' }).waitFor();
    await page.waitForLoadState('networkidle');
    const tops = await page.evaluate(() => ({
      painted: Number(sessionStorage.getItem('paintedTop')),
      live: document.querySelector('article h3 a')?.getBoundingClientRect().top,
    }));
    expect(tops.live).toBe(tops.painted);
    await page.context().close();
  });

  it('sees a deal page taken over by the browser without a hydration error', async () => {
    const { page, said } = await openRendered(width, await firstDealPath());
    expectQuiet(said);
    await page.context().close();
  });

  it.each(['category', 'subcategory'] as const)(
    'sees a %s page taken over by the browser without a hydration error',
    async (kind) => {
      const { page, said } = await openRendered(width, (await listingPaths())[kind]);
      await page.getByRole('article').first().waitFor();
      expectQuiet(said);
      await page.context().close();
    },
  );

  it('sees the sign-in page taken over by the browser without a hydration error', async () => {
    const { page, said } = await openRendered(width, '/login');
    expectQuiet(said);
    await page.context().close();
  });
});

describe('a shopper on a slow phone, acting before the page is live', () => {
  /** Opens `path` with the page's code held back until `release` is called. */
  async function openWithCodeHeldBack(path: string) {
    const page = await openPage(browser(), 412);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(new URL(path, baseUrl).href);
    return { page, release };
  }

  it('has a button tapped before the code arrived do what it says once the page is live', async () => {
    const { page, release } = await openWithCodeHeldBack('/');
    await page.getByRole('button', { name: 'Categories' }).click();
    expect(await page.getByRole('menu').count()).toBe(0);
    release();
    await pageIsLive(page);
    await page.getByRole('menu').waitFor();
    expect(page.url()).toBe(new URL('/', baseUrl).href);
    await page.context().close();
  });

  it('keeps the e-mail typed before the code arrived, and can send the code with it', async () => {
    const { page, release } = await openWithCodeHeldBack('/login');
    await page.getByLabel('Email address').fill('typed.early@example.com');
    release();
    await pageIsLive(page);
    const send = page.getByRole('button', { name: 'Send code' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await page.getByLabel('Email address').inputValue()).toBe('typed.early@example.com');
    await page.context().close();
  });

  it('has deal alerts sent to the e-mail typed and the Subscribe tapped before the code arrived', async () => {
    const { page, release } = await openWithCodeHeldBack('/');
    const box = page.getByRole('form', { name: 'Get deal alerts' });
    await box.getByLabel('Email address').fill(`early-alerts-${Date.now()}@example.com`);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    release();
    await box.getByText(/^Almost there: check your inbox/).waitFor();
    expect(await box.getByText('Email is required').count()).toBe(0);
    await page.context().close();
  });

  it('follows a deal card tapped before the code arrived to its deal', async () => {
    const { page, release } = await openWithCodeHeldBack('/');
    const card = page.getByRole('link', { name: /^Join This Deal/ }).first();
    const href = await card.getAttribute('href');
    await card.click();
    release();
    await page.waitForURL(new URL(href ?? '', baseUrl).href);
    await page.getByRole('button', { name: 'Join with others' }).waitFor();
    await page.context().close();
  });
});
