import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';

/**
 * For the test file it is called in: Chromium launched before its tests and closed after them.
 * The browser is there, through the returned function, inside tests and hooks.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll, not before');
    return browser;
  };
}

/**
 * A new window of `browser` as a device `width` × `height` px: touch below 600 px, no worker
 * (the stories that need one open their own), and bypassCSP so axe can be injected.
 */
export async function openDevice(
  browser: Browser,
  { width, height, touch = width < 600 }: { width: number; height: number; touch?: boolean },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height },
    hasTouch: touch,
    isMobile: touch,
    serviceWorkers: 'block',
    bypassCSP: true,
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}
