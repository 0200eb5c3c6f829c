import fs from 'node:fs';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { accessibilityViolations } from './accessibility.ts';
import { nextCodeFor } from './shoppers.ts';

/** The operator console as an operator works it in a browser, for the console's stories. */
const baseUrl = inject('baseUrl');

/**
 * A page whose context lets axe in (`bypassCSP`, see accessibility.ts); the worker is blocked
 * as in the other stories. One context serves every screen, at whatever width is set.
 */
export async function consolePage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    serviceWorkers: 'block',
    bypassCSP: true,
  });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/**
 * Signs the operator (the store's first owner, unless another member of staff is named) in the
 * way a person does: /admin sends them to the sign-in page, the code
 * comes from the server's outbox, and they land back on the console. Another story may have asked
 * a code for the same address moments ago: the form then says to wait, and the operator waits.
 */
export async function signInAtConsole(
  page: Page,
  email: string = inject('adminEmail'),
): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await page.waitForURL(/\/login\?redirect=%2Fadmin$/);
  await page.getByLabel('Email address').fill(email);
  const code = nextCodeFor(email);
  const codeBox = page.getByLabel('Sign-in code');
  const refused = page.getByText(/Too many codes requested for this e-mail/);
  for (let attempt = 0; ; attempt++) {
    await page.getByRole('button', { name: 'Send code' }).click();
    await codeBox.or(refused).first().waitFor();
    if (await codeBox.isVisible()) break;
    if (attempt >= 2) throw new Error('The operator could never ask for a sign-in code');
    await page.waitForTimeout(31_000);
  }
  await codeBox.fill(await code());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
}

/** The console's h1, once the screen has loaded. */
export function screenHeading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

/** A small real PNG (a `size` px square of one colour), as an operator's photo would be uploaded. */
export function pngSquare(size: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, truecolour, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array(size).fill([red, green, blue]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array<Buffer>(size).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * axe's "rule: target" lines with the start of each element's markup, so that a failure says
 * which box or button it is (the targets are generated ids like #_r_a_).
 */
export function describeViolations(page: Page, violations: string[]): Promise<string[]> {
  return Promise.all(
    violations.map(async (violation) => {
      const target = violation.slice(violation.indexOf(': ') + 2);
      const markup = await page
        .locator(target)
        .first()
        .evaluate((element) => element.outerHTML.slice(0, 400))
        .catch(() => '');
      return `${violation} ${markup}`;
    }),
  );
}

/**
 * Looks at the page as a phone and a desktop show it, in `widths` order: a full-page picture in
 * `shotsDir` when one is named, then axe's findings and any sideways scroll, each a soft failure
 * naming the width. The page is left at the last width.
 */
export async function lookAtBothWidths(
  page: Page,
  name: string,
  shotsDir: string | undefined,
  widths: readonly number[] = [412, 1280],
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    if (shotsDir) {
      fs.mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
    }
    const violations = await describeViolations(page, await accessibilityViolations(page));
    expect.soft(violations, `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect.soft(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
}
