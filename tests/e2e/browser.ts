import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { HYDRATED_MARK } from '../../src/app/when-idle-after-load.ts';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Chromium as this machine has it: no downloads, no background traffic to other hosts. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** A page in a fresh context; the worker is blocked unless a story is about working offline. */
export async function openPage(
  browser: Browser,
  width = 1280,
  { serviceWorkers = false }: { serviceWorkers?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    serviceWorkers: serviceWorkers ? 'allow' : 'block',
  });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/**
 * Waits until React has taken over the server-rendered page open in `page` (the entry marks the
 * moment in the page's timeline). Until then a swipe or a key does nothing; stories about
 * something else start from a live page.
 */
export async function pageIsLive(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    HYDRATED_MARK,
  );
}

/**
 * The store's own address (its PUBLIC_URL, http://localhost:PORT by default) for the store the
 * stories reach at `baseUrl` (127.0.0.1): what the store writes into the links it hands out.
 */
export function publicAddress(baseUrl: string): string {
  return baseUrl.replace('127.0.0.1', 'localhost');
}
