import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeDealId } from '../../contract/deal-id.ts';
import type { Order } from '../../contract/orders.ts';
import { accessibilityViolations } from './accessibility.ts';
import { launchBrowser } from './browser.ts';
import {
  consolePage,
  describeViolations,
  pngSquare,
  screenHeading,
  signInAtConsole,
} from './operator.ts';
import { waitForOrderStatus } from './pages.ts';
import { join, newShopperWithCard, signedInPage, type Shopper } from './shoppers.ts';

const baseUrl = inject('baseUrl');
/** Where the screens' pictures go for a person to look at, when the run names a folder. */
const shotsDir = process.env.CONSOLE_SHOTS;
let browser: Browser;
let operator: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  operator = await consolePage(browser);
  await signInAtConsole(operator);
});
afterAll(() => browser.close());

/** What the story made, for the screens the second story looks at. */
const made: { dealId?: number; orderId?: number; shopperEmail?: string } = {};

/** A figure of the dashboard ('Groups filled' -> 3), as the operator reads it. */
async function figure(page: Page, label: string): Promise<number> {
  const value = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  return Number((await value.innerText()).replaceAll(/[^\d.]/g, ''));
}

/** Opens an order from the orders list, found by the buyer's e-mail, as an operator would. */
async function openOrderOf(page: Page, shopper: Shopper, order: Order): Promise<void> {
  await page.goto(`${baseUrl}/admin/orders`);
  await page.getByLabel('Order number or e-mail').fill(shopper.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: order.order_number, exact: true }).click();
  await screenHeading(page, `Order ${order.order_number}`).waitFor();
}

/** Reloads the order page until the charge has run and the order can be shipped. */
async function waitUntilShippable(page: Page): Promise<void> {
  const deadline = Date.now() + 45_000;
  while ((await page.getByRole('button', { name: 'Ship', exact: true }).count()) === 0) {
    if (Date.now() > deadline) throw new Error('The order never became shippable');
    await page.waitForTimeout(1_000);
    await page.reload();
  }
}

describe('the operator console', () => {
  it('An operator lists a sized and coloured deal with a photo, sees its group fill, ships one order, refunds part of the other, and finds each step in the audit log; a shopper is kept out', async () => {
    const page = operator;
    await screenHeading(page, 'Dashboard').waitFor();
    const filledBefore = await figure(page, 'Groups filled');

    // The deal and its product, in one form, with an uploaded photo and two attributes.
    const title = `Rain shell, buy 1 get 1 free ${Date.now()}`;
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Deals' })
      .click();
    await page.getByRole('link', { name: 'New deal' }).click();
    await screenHeading(page, 'New deal').waitFor();
    await page.getByLabel('Deal title').fill(title);
    await page.getByLabel('Product name').fill('Rain shell');
    await page.getByLabel('Description').fill('A light shell for wet days.');
    await page.getByRole('combobox', { name: 'Category and subcategory' }).click();
    await page.getByRole('option').nth(1).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'rain-shell.png',
      mimeType: 'image/png',
      buffer: pngSquare(64, [30, 90, 200]),
    });
    await page.getByRole('img', { name: 'Image of Rain shell' }).first().waitFor();
    await page.getByLabel('Regular price (USD)').fill('40.00');
    await page.getByLabel('Group price (USD)').fill('25.00');
    await page.getByLabel('Units per group').fill('2');
    for (const [name, values] of [
      ['Size', 'S, M, L'],
      ['Color', 'Red, Navy'],
    ] as const) {
      await page.getByRole('button', { name: 'Add an attribute' }).click();
      const attribute = page.getByRole('group', { name: /^Attribute \d$/ }).last();
      await attribute.getByLabel('Name').fill(name);
      await attribute.getByLabel('Values, separated by commas').fill(values);
    }
    await page.getByRole('button', { name: 'Create deal' }).click();
    await page.waitForURL(/\/admin\/deals\/\d+$/);
    await screenHeading(page, 'Edit deal').waitFor();
    const dealId = Number(new URL(page.url()).pathname.split('/').at(-1));
    made.dealId = dealId;

    // The storefront shows it, with its photo, to a shopper.
    const [first, second] = await Promise.all([newShopperWithCard(), newShopperWithCard()]);
    made.shopperEmail = first.email;
    const firstPage = await signedInPage(browser, first);
    await firstPage.goto(`${baseUrl}/deal/${encodeDealId(dealId)}`);
    await firstPage.getByRole('heading', { level: 1, name: title }).waitFor();
    const photo = firstPage.getByRole('img', { name: 'Rain shell' }).first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await firstPage.getByRole('combobox', { name: 'Size' }).first().waitFor();

    // Two shoppers fill the group of 2, each in a size and colour.
    const deal = { id: dealId } as Parameters<typeof join>[1];
    const firstOrder = (await join(first, deal, [{ size: 'M', color: 'Navy' }])).data;
    const secondOrder = (await join(second, deal, [{ size: 'L', color: 'Red' }])).data;
    made.orderId = secondOrder.id;

    // The dashboard counts the filled group; the deal's groups screen shows it filled.
    await page.goto(`${baseUrl}/admin`);
    await screenHeading(page, 'Dashboard').waitFor();
    expect(await figure(page, 'Groups filled')).toBe(filledBefore + 1);
    await page.goto(`${baseUrl}/admin/groups?deal=${dealId}`);
    const pastGroups = page.getByRole('region', { name: 'Past groups' });
    await pastGroups.getByText('Filled', { exact: true }).waitFor();
    await pastGroups.getByText('2 of 2 units reserved').waitFor();

    // The first order ships with a carrier and tracking number; its shopper sees them.
    await openOrderOf(page, first, firstOrder);
    await waitUntilShippable(page);
    await page.getByLabel('Carrier').fill('UPS');
    await page.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    await page.getByText('UPS, tracking 1Z999AA10123456784').waitFor();

    await firstPage.goto(`${baseUrl}/orders`);
    await firstPage
      .getByRole('article', { name: 'Rain shell' })
      .getByText('Shipped with UPS, tracking number 1Z999AA10123456784')
      .waitFor();

    // The second order gets $10.00 of its $25.00 back; its shopper sees the refund.
    await openOrderOf(page, second, secondOrder);
    await waitUntilShippable(page);
    await page.getByLabel('Refund part').check();
    await page.getByLabel('Amount to refund (USD)').fill('10');
    await page.getByLabel(/^Reason/).fill('One sleeve arrived torn');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refunds.getByText(/^\$10\.00 · Refunded · One sleeve arrived torn/).waitFor();
    await page.getByText('Up to $15.00 can still be refunded.').waitFor();

    const secondPage = await signedInPage(browser, second, 412);
    await secondPage.goto(`${baseUrl}/orders`);
    const refunded = secondPage.getByRole('article', { name: 'Rain shell' });
    await waitForOrderStatus(secondPage, refunded, 'Partially Refunded');
    await refunded.getByText('Refunded $10.00').waitFor();

    // Every step is in the audit log, newest first, with who did it.
    await page.goto(`${baseUrl}/admin/audit`);
    await screenHeading(page, 'Audit log').waitFor();
    const log = page.getByRole('table', { name: 'Audit log' });
    const step = (action: string, entity: string) =>
      log
        .getByRole('row')
        .filter({ has: page.getByText(action, { exact: true }) })
        .filter({ has: page.getByRole('cell', { name: entity, exact: true }) });
    for (const [action, entity] of [
      ['deal.create', `deal ${dealId}`],
      ['order.ship', `order ${firstOrder.id}`],
      ['order.refund', `order ${secondOrder.id}`],
    ] as const) {
      await step(action, entity).first().waitFor();
    }
    for (const action of ['image.upload', 'product.create']) {
      await log
        .getByRole('row')
        .filter({ has: page.getByText(action, { exact: true }) })
        .first()
        .waitFor();
    }

    // A shopper who opens the console is told it is not theirs.
    await firstPage.goto(`${baseUrl}/admin`);
    await firstPage.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await firstPage.getByRole('navigation', { name: 'Console sections' }).count()).toBe(0);
    await firstPage.context().close();
    await secondPage.context().close();
  }, 240_000);

  it('Every console screen reads well to assistive technology and fits a phone as well as a desktop', async () => {
    const { dealId, orderId, shopperEmail } = made;
    if (!dealId || !orderId || !shopperEmail) throw new Error('The first story made no deal');
    const screens = [
      ['dashboard', '/admin', 'Dashboard'],
      ['deals', '/admin/deals', 'Deals'],
      ['deal-new', '/admin/deals/new', 'New deal'],
      ['deal-edit', `/admin/deals/${dealId}`, 'Edit deal'],
      ['groups', `/admin/groups?deal=${dealId}`, /^Groups of /],
      ['orders', '/admin/orders', 'Orders'],
      ['order', `/admin/orders/${orderId}`, /^Order /],
      ['shoppers', `/admin/shoppers?q=${encodeURIComponent(shopperEmail)}`, 'Shoppers'],
      ['subscribers', '/admin/subscribers', 'Subscribers'],
      ['audit', '/admin/audit', 'Audit log'],
    ] as const;
    const page = operator;
    if (shotsDir) fs.mkdirSync(shotsDir, { recursive: true });
    for (const width of [1280, 412]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, address, heading] of screens) {
        await page.goto(`${baseUrl}${address}`);
        await screenHeading(page, heading).waitFor();
        await page.waitForLoadState('networkidle');
        if (shotsDir) {
          await page.screenshot({
            path: path.join(shotsDir, `${name}-${width}.png`),
            fullPage: true,
          });
        }
        const violations = await describeViolations(page, await accessibilityViolations(page));
        expect.soft(violations, `${name} at ${width} px`).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  }, 180_000);
});
