import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deal } from '../../contract/catalog.ts';
import { encodeDealId } from '../../contract/deal-id.ts';
import type { Order, OrderListResponse } from '../../contract/orders.ts';
import { launchBrowser } from './browser.ts';
import {
  consolePage,
  pngSquare,
  screenHeading,
  signInAtConsole,
  lookAtBothWidths,
} from './operator.ts';
import { fillBuyerForm, graceHopper, waitForOrderStatus } from './pages.ts';
import { newDealWithVariations } from './catalogue.ts';
import {
  call,
  join,
  newShopper,
  newShopperWithCard,
  signedInPage,
  storeSession,
  type Shopper,
} from './shoppers.ts';

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
const made: { dealId?: number; orderId?: number; shopper?: Shopper } = {};

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

/**
 * A shopper with no saved card joins the deal's group on its page, in a size and a colour, and
 * pays with the test card; answers the order the store made.
 */
async function joinInBrowser(
  page: Page,
  shopper: Shopper,
  dealId: number,
  unit: { size: string; color: string },
): Promise<Order> {
  await page.goto(`${baseUrl}/deal/${encodeDealId(dealId)}`);
  const options = page.getByRole('group', { name: 'Unit 1' });
  await options.getByRole('combobox', { name: 'Size' }).selectOption(unit.size);
  await options.getByRole('combobox', { name: 'Color' }).selectOption(unit.color);
  await page.getByRole('button', { name: 'Join with Others' }).click();
  await page.waitForURL(`${baseUrl}/checkout`);
  await page
    .getByRole('list', { name: '1 unit' })
    .getByText(`Size: ${unit.size} · Color: ${unit.color}`)
    .waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillBuyerForm(page, graceHopper);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Validate card' }).click();
  await page.getByText('Payment method validated successfully!').waitFor();
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Reserve for $25.00' }).click();
  await page.waitForURL(`${baseUrl}/order-confirmation`);
  const mine = await call<OrderListResponse>('GET', '/orders', undefined, shopper.accessToken);
  const [order] = mine.data;
  if (!order) throw new Error(`${shopper.email} has no order after joining`);
  return order;
}

/** Each member's order as their My Orders reads it. */
async function statusesOf(members: Shopper[], orders: Order[]): Promise<string[]> {
  return Promise.all(
    members.map(async (member, index) => {
      const mine = await call<OrderListResponse>('GET', '/orders', undefined, member.accessToken);
      return mine.data.find((order) => order.id === orders[index]?.id)?.status ?? 'missing';
    }),
  );
}

/** The screen at each width, then back at the desktop's. */
async function lookAt(page: Page, name: string): Promise<void> {
  await lookAtBothWidths(page, name, shotsDir, [1280, 412]);
  await page.setViewportSize({ width: 1280, height: 900 });
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
    // Sent empty, the form says what is missing before anything reaches the store.
    await page.getByRole('button', { name: 'Create deal' }).click();
    await page.getByText('This is required').first().waitFor();
    await lookAt(page, 'deal-new-errors');
    await page.getByLabel('Deal title').fill(title);
    await page.getByLabel('Product name').fill('Rain shell');
    await page.getByLabel('Description').fill('A light shell for wet days.');
    await page.getByRole('combobox', { name: 'Category and subcategory' }).click();
    const subcategory = page.getByRole('option').nth(1);
    const subcategoryId = await subcategory.getAttribute('data-value');
    await subcategory.click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    // A file that is no picture is refused by the field as soon as it is picked, before upload.
    await page.locator('input[type=file]').setInputFiles({
      name: 'rain-shell.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await page
      .getByRole('button', {
        name: 'Upload an image',
        description: 'That file is not a PNG, JPEG or WebP picture',
      })
      .waitFor();
    await lookAt(page, 'deal-new-not-a-picture');
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

    // The storefront lists it on its subcategory's page and shows it, with its photo, in its sizes
    // and colours.
    const [first, second] = await Promise.all([newShopper(), newShopper()]);
    made.shopper = first;
    const firstPage = await signedInPage(browser, first);
    await firstPage.goto(`${baseUrl}/subcategory/${subcategoryId}`, { waitUntil: 'networkidle' });
    const listed = firstPage.getByRole('link', { name: title, exact: true });
    const more = firstPage.getByRole('button', { name: 'Load more deals' });
    for (let pages = 1; ; pages++) {
      await listed.or(more).first().waitFor();
      if (await listed.isVisible()) break;
      if (pages > 20) throw new Error('The new deal is not listed on its subcategory page');
      await more.click();
    }
    await listed.click();
    await firstPage.getByRole('heading', { level: 1, name: title }).waitFor();
    const photo = firstPage.getByRole('img', { name: 'Rain shell' }).first();
    // A busy machine may take a while to fetch and decode it after the page's move from the list.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
      .toBe(64);
    const unit = firstPage.getByRole('group', { name: 'Unit 1' });
    for (const [name, values] of [
      ['Size', ['S', 'M', 'L']],
      ['Color', ['Red', 'Navy']],
    ] as const) {
      const choices = await unit.getByRole('combobox', { name }).locator('option').allInnerTexts();
      expect(choices).toEqual(expect.arrayContaining([...values]));
    }

    // Two shoppers fill the group of 2 on the deal's page, each in a size and colour, one on a
    // phone.
    const firstOrder = await joinInBrowser(firstPage, first, dealId, { size: 'M', color: 'Navy' });
    // While the group fills, the operator opens its cancel dialog, and keeps the group.
    await page.goto(`${baseUrl}/admin/groups?deal=${dealId}`);
    await page.getByRole('button', { name: 'Cancel this group' }).click();
    await page.getByRole('dialog', { name: 'Cancel the open group?' }).waitFor();
    await lookAt(page, 'group-cancel-dialog');
    await page.getByRole('button', { name: 'Keep the group' }).click();

    const secondPage = await signedInPage(browser, second, 412);
    const secondOrder = await joinInBrowser(secondPage, second, dealId, {
      size: 'L',
      color: 'Red',
    });
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
    await lookAt(page, 'order-ship-form');
    await page.getByLabel('Refund part').check();
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.getByText('This is required').first().waitFor();
    await lookAt(page, 'order-refund-part-errors');
    await page.getByLabel('Amount to refund (USD)').fill('10');
    await page.getByLabel(/^Reason/).fill('One sleeve arrived torn');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    // Nothing goes back until the operator confirms the amount and whom it goes to.
    const confirm = page.getByRole('dialog', { name: `Refund $10.00 to ${second.email}?` });
    await confirm.waitFor();
    await lookAt(page, 'order-refund-confirm');
    await confirm.getByRole('button', { name: 'Refund $10.00' }).click();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refunds.getByText(/^\$10\.00 · Refunded · One sleeve arrived torn/).waitFor();
    await page.getByText('Up to $15.00 can still be refunded.').waitFor();

    await secondPage.goto(`${baseUrl}/orders`);
    const refunded = secondPage.getByRole('article', { name: 'Rain shell' });
    await waitForOrderStatus(secondPage, refunded, 'Partially Refunded');
    await refunded.getByText('Refunded $10.00').waitFor();

    // Every step is in the audit log, newest first, with who did it; orders by their numbers.
    await page.goto(`${baseUrl}/admin/audit`);
    await screenHeading(page, 'Audit log').waitFor();
    const log = page.getByRole('table', { name: 'Audit log' });
    await log
      .getByRole('row', { name: new RegExp(`order ${secondOrder.order_number}\\b`) })
      .first()
      .waitFor();
    const listedDeal = await call<{ data: Deal }>('GET', `/ecommerce/deals/${dealId}`);
    const imageName = listedDeal.data.product.image_url.split('/').at(-1);
    const rows = (await log.getByRole('row').allInnerTexts()).map((row) =>
      row.split('\t').map((cell) => cell.trim()),
    );
    const rowOf = (action: string, entity: string) =>
      rows.findIndex((cells) => cells.includes(action) && cells.includes(entity));
    const steps = [
      rowOf('order.refund', `order ${secondOrder.order_number}`),
      rowOf('order.ship', `order ${firstOrder.order_number}`),
      rowOf('deal.create', `deal ${dealId}`),
      rowOf('product.create', `product ${listedDeal.data.product_id}`),
      rowOf('image.upload', `image ${imageName}`),
    ];
    expect(
      steps.every((row) => row > 0),
      JSON.stringify(rows),
    ).toBe(true);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));

    // A shopper who opens the console is told it is not theirs.
    await firstPage.goto(`${baseUrl}/admin`);
    await firstPage.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await firstPage.getByRole('navigation', { name: 'Console sections' }).count()).toBe(0);
    await firstPage.context().close();
    await secondPage.context().close();
  }, 360_000);

  it('An operator who unticks Active on a deal with an open group is told whose holds will be released, and confirming cancels the group: its members see it cancelled in My Orders', async () => {
    const page = operator;
    const deal = await newDealWithVariations(3);
    const members = [await newShopperWithCard(), await newShopperWithCard()];
    const joined: Order[] = [];
    for (const member of members)
      joined.push((await join(member, deal, [{ size: 'M', color: 'Navy' }])).data);

    await page.goto(`${baseUrl}/admin/deals/${deal.id}`);
    await screenHeading(page, 'Edit deal').waitFor();
    await page.getByRole('checkbox', { name: /^Active/ }).uncheck();
    await page.getByRole('button', { name: 'Save deal' }).click();
    const ask = page.getByRole('dialog', {
      name: 'Deactivate this deal and cancel its open group?',
    });
    await ask.getByText(/every card hold is released and 2 members are told why/).waitFor();
    await lookAt(page, 'deal-deactivate-confirm');

    // Kept: nothing is saved, and the members' orders still wait for the group.
    await ask.getByRole('button', { name: 'Keep the deal active' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await statusesOf(members, joined)).toEqual(['pending_charge', 'pending_charge']);

    await page.getByRole('button', { name: 'Save deal' }).click();
    await ask.getByRole('button', { name: 'Deactivate and cancel the group' }).click();
    await page.getByText('Deal saved').waitFor();
    await page.goto(`${baseUrl}/admin/groups?deal=${deal.id}`);
    await page.getByText('Cancelled: The deal is no longer offered').waitFor();
    await lookAt(page, 'groups-after-deactivate');

    expect(await statusesOf(members, joined)).toEqual(['cancelled', 'cancelled']);
  }, 180_000);

  it('Every console screen reads well to assistive technology and fits a phone as well as a desktop', async () => {
    const { dealId, orderId, shopper } = made;
    if (!dealId || !orderId || !shopper) throw new Error('The first story made no deal');
    const screens = [
      ['dashboard', '/admin', 'Dashboard'],
      ['deals', '/admin/deals', 'Deals'],
      ['deal-new', '/admin/deals/new', 'New deal'],
      ['deal-edit', `/admin/deals/${dealId}`, 'Edit deal'],
      ['groups-none', '/admin/groups', 'Groups'],
      ['groups', `/admin/groups?deal=${dealId}`, /^Groups of /],
      ['orders', '/admin/orders', 'Orders'],
      ['order', `/admin/orders/${orderId}`, /^Order /],
      ['shoppers', `/admin/shoppers?q=${encodeURIComponent(shopper.email)}`, 'Shoppers'],
      ['subscribers', '/admin/subscribers', 'Subscribers'],
      ['audit', '/admin/audit', 'Audit log'],
    ] as const;
    const page = operator;
    for (const [name, address, heading] of screens) {
      await page.goto(`${baseUrl}${address}`);
      await screenHeading(page, heading).waitFor();
      await lookAt(page, name);
    }

    // What a shopper sees at /admin, in a context axe may enter.
    const refused = await consolePage(browser);
    await storeSession(refused, shopper);
    await refused.goto(`${baseUrl}/admin`);
    await refused.getByRole('heading', { name: 'Not allowed' }).waitFor();
    await lookAt(refused, 'not-allowed');
    await refused.context().close();
  }, 600_000);
});
