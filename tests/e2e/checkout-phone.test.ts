import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './accessibility.ts';
import { newDealWithVariations } from './catalogue.ts';
import { graceHopper, joinWithOneUnit } from './pages.ts';
import { openDevice, useBrowser } from './use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A phone 412 px wide, 640 px tall: short enough for the checkout's fields to scroll. */
const phone = () => openDevice(browser(), { width: 412, height: 640 });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** Every toast on screen is clear of each of `actions`. */
async function expectToastsClearOf(page: Page, actions: Locator[]): Promise<void> {
  const toasts = page.locator('.notistack-MuiContent');
  await toasts.first().waitFor();
  for (const toast of await toasts.all()) {
    const toastBox = await boxOf(toast);
    for (const action of actions) expect(overlaps(toastBox, await boxOf(action))).toBe(false);
  }
}

describe('a phone checkout', () => {
  it('keeps Back, Continue and Pay clear of toasts, and shows a field it focuses below the header', async () => {
    const deal = await newDealWithVariations(2);
    const { context, page } = await phone();
    await joinWithOneUnit(page, baseUrl, deal.encoded_id, 'tap');
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.waitForURL(/\/checkout\?step=shipping$/);

    // Everything but the name.
    await page.getByLabel('Email').fill('grace.phone@example.com');
    await page.getByLabel('Address', { exact: true }).fill(graceHopper.addressLine1);
    await page.getByLabel('City').fill(graceHopper.city);
    await page.getByLabel('State').fill(graceHopper.state);
    await page.getByLabel('ZIP code').fill(graceHopper.zipCode);
    const back = page.getByRole('button', { name: 'Back' });
    const next = page.getByRole('button', { name: 'Continue' });
    const header = await boxOf(page.getByRole('banner'));
    // The shopper has scrolled on: the name box is half under the header when they press Go.
    await page.getByLabel('Full name').evaluate((input, headerBottom) => {
      window.scrollBy(0, input.getBoundingClientRect().top - headerBottom + 20);
    }, header.y + header.height);
    await page.getByLabel('ZIP code').press('Enter');

    const name = page.getByLabel('Full name');
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect
      .poll(async () => (await boxOf(name)).y)
      .toBeGreaterThanOrEqual(header.y + header.height);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The payment step: a declined card's toasts stay clear of Back and Reserve.
    await name.fill(graceHopper.fullName);
    await next.tap();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Validate card' }).tap();
    await page.getByText('Payment method validated successfully!').waitFor();
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    const reserve = page.getByRole('button', { name: /^Reserve for \$/ });
    await reserve.tap();
    await page
      .getByText(/Your card was declined\./)
      .first()
      .waitFor();
    // While the toast is up the shopper scrolls down to try again.
    await reserve.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await expectToastsClearOf(page, [back, reserve]);
    // What a toast sits over still takes the shopper's tap: the toast lets it through.
    const toast = await boxOf(page.locator('.notistack-MuiContent').first());
    const tapped = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.notistack-MuiContent') === null,
      { x: toast.x + toast.width / 2, y: toast.y + toast.height / 2 },
    );
    expect(tapped).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
