import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';

/**
 * A browser with one page whose context lets the service worker run, for the stories about the
 * worker (openPage blocks it). Desktop-sized unless `options` say otherwise; `permissions` are
 * granted to `origin` before the page opens.
 */
export async function openWorkerPage(
  options: BrowserContextOptions = {},
  grant?: { permissions: string[]; origin: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  context.setDefaultTimeout(15_000);
  if (grant) await context.grantPermissions(grant.permissions, { origin: grant.origin });
  return { context, page: await context.newPage() };
}

/** Closes the browser a context of `openWorkerPage` lives in. */
export async function closeWorkerPage(context: BrowserContext): Promise<void> {
  await context.browser()?.close();
}

/** The first visit to `url`: the worker installs and, after one reload, controls the page. */
export async function visitUntilTheWorkerControls(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
