import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Order, OrderListResponse } from '../../contract/orders.ts';
import { launchBrowser } from './browser.ts';
import { catalogueOperator, newDealWithVariations } from './catalogue.ts';
import { consolePage, screenHeading, lookAtBothWidths } from './operator.ts';
import { call, join, newShopperWithCard, storeSession, type Shopper } from './shoppers.ts';

/** A merchant's day in the console: what opens later, what is still to ship, and a phone. */
const baseUrl = inject('baseUrl');
/** Where the screens' pictures go for a person to look at, when the run names a folder. */
const shotsDir = process.env.CONSOLE_SHOTS;
let browser: Browser;
let operator: Shopper;

beforeAll(async () => {
  browser = await launchBrowser();
  operator = await catalogueOperator();
});
afterAll(() => browser.close());

/** The console in a browser, signed in as the operator, at `width` px. */
async function consoleAt(width: number): Promise<Page> {
  const page = await consolePage(browser, width);
  await storeSession(page, operator);
  return page;
}

const lookAt = (page: Page, name: string) => lookAtBothWidths(page, name, shotsDir);

/** The text of every status chip in the grid that its cell cuts off. */
function cutChips(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="gridcell"][data-field="status"]')].flatMap((cell) => {
      const box = cell.getBoundingClientRect();
      return [...cell.querySelectorAll('span')]
        .filter((chip) => {
          const drawn = chip.getBoundingClientRect();
          return chip.scrollWidth > chip.clientWidth + 1 || drawn.right > box.right + 1;
        })
        .map((chip) => chip.textContent ?? '');
    }),
  );
}

/** Two shoppers fill a group of two; answers their orders once the store has charged both. */
async function chargedPair(): Promise<Order[]> {
  const deal = await newDealWithVariations(2);
  const members = [await newShopperWithCard(), await newShopperWithCard()];
  for (const member of members) await join(member, deal, [{ size: 'M', color: 'Navy' }]);
  const deadline = Date.now() + 45_000;
  for (;;) {
    const orders = await Promise.all(
      members.map(async (member) => {
        const mine = await call<OrderListResponse>('GET', '/orders', undefined, member.accessToken);
        return mine.data.find((order) => order.deal.id === deal.id);
      }),
    );
    if (orders.every((order) => order?.status === 'charged_awaiting_fulfillment'))
      return orders.filter((order): order is Order => order !== undefined);
    if (Date.now() > deadline) throw new Error('The group was never charged');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A test card that takes the hold but whose charge fails. */
const CAPTURE_FAILS = '4000000000000341';

/** The shopper's order of the deal once the store has moved it to `status`. */
async function orderReaching(shopper: Shopper, dealId: number, status: string): Promise<Order> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const mine = await call<OrderListResponse>('GET', '/orders', undefined, shopper.accessToken);
    const order = mine.data.find((one) => one.deal.id === dealId);
    if (order?.status === status) return order;
    if (Date.now() > deadline) throw new Error(`The order never reached ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The operator refunds `cents` of an order through the API, as the order page does. */
async function refund(orderId: number, cents: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/admin/orders/${orderId}/refund`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${operator.accessToken}`,
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({ amount_cents: cents, reason: 'A dented box' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('a merchant’s day in the console', () => {
  it('An operator sees a deal that opens tomorrow listed as Scheduled, with when it opens', async () => {
    const opensAt = new Date(Date.now() + 24 * 3600_000);
    const deal = await newDealWithVariations(2, 72, opensAt);
    const page = await consoleAt(1280);
    await page.goto(`${baseUrl}/admin/deals?status=scheduled`);
    await screenHeading(page, 'Deals').waitFor();
    const row = page.getByRole('row', { name: new RegExp(deal.title) });
    await row.getByText('Scheduled', { exact: true }).waitFor();
    await row.getByText(/^Opens /).waitFor();
    await lookAt(page, 'deals-scheduled');
    expect(await cutChips(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('An operator finds a partly refunded, unshipped order in the unfulfilled queue and marks it shipped with another, one carrier for all and a tracking number each', async () => {
    const [refunded, untouched] = await chargedPair();
    if (!refunded || !untouched) throw new Error('The group has no two orders');
    await refund(refunded.id, 500);

    const page = await consoleAt(1280);
    await page.goto(`${baseUrl}/admin/orders`);
    await screenHeading(page, 'Orders').waitFor();
    await page.getByRole('combobox', { name: 'Fulfilment' }).selectOption('unfulfilled');
    await page.waitForURL(/fulfilment=unfulfilled/);
    const grid = page.getByRole('grid', { name: 'Orders' });
    const rowOf = (order: Order) => grid.getByRole('row', { name: new RegExp(order.order_number) });
    await rowOf(refunded).getByText('Partially refunded').waitFor();
    expect(await cutChips(page)).toEqual([]);

    for (const order of [refunded, untouched]) await rowOf(order).getByRole('checkbox').check();
    const form = page.getByRole('region', { name: 'Mark 2 orders shipped' });
    await form.getByLabel('Carrier for all').fill('UPS');
    await form.getByLabel(`Tracking number of ${refunded.order_number}`).fill('1ZREFUNDED');
    await lookAt(page, 'orders-unfulfilled-ship');
    await form.getByRole('button', { name: 'Mark 2 orders shipped' }).click();
    // Every order needs its own tracking number: nothing is sent without one.
    await form.getByText('This is required').waitFor();
    await form.getByLabel(`Tracking number of ${untouched.order_number}`).fill('1ZUNTOUCHED');
    await form.getByRole('button', { name: 'Mark 2 orders shipped' }).click();
    await page.getByText('2 orders shipped; each shopper has their tracking number').waitFor();
    await rowOf(refunded).waitFor({ state: 'detached' });
    expect(await rowOf(untouched).count()).toBe(0);

    await page.goto(`${baseUrl}/admin/orders/${refunded.id}`);
    await page.getByText('UPS, tracking 1ZREFUNDED').waitFor();
    await page.context().close();
  }, 180_000);

  it('An operator sees who a deal alert will reach before sending it, and how many it was queued for after', async () => {
    const deal = await newDealWithVariations(2);
    const page = await consoleAt(1280);
    await page.goto(`${baseUrl}/admin/subscribers`);
    await screenHeading(page, 'Subscribers').waitFor();
    const option = page.locator('option', { hasText: deal.title });
    const category = /\((.+)\)$/.exec((await option.textContent()) ?? '')?.[1];
    await page.getByRole('combobox', { name: 'Deal to announce' }).selectOption(String(deal.id));
    const audience = page.getByText(`Followers of ${category}:`);
    await audience.waitFor();
    const counted =
      /: (\d+) shoppers? with push or e-mail, (\d+) browsers? subscribed without an account$/.exec(
        (await audience.textContent()) ?? '',
      );
    expect(counted, 'the audience is counted').not.toBeNull();
    await page.getByText('E-mail subscribers are not among them').waitFor();
    await lookAt(page, 'deal-alert-audience');

    await page.getByRole('button', { name: 'Send alert' }).click();
    const [, shoppers, browsers] = counted ?? [];
    const queued = page.getByRole('status').filter({ hasText: /^Queued for / });
    await queued.waitFor();
    expect(await queued.textContent()).toMatch(
      new RegExp(`^Queued for ${shoppers} shoppers? and ${browsers} browsers?\\.$`),
    );
    await lookAt(page, 'deal-alert-queued');
    await page.context().close();
  }, 120_000);

  it('An operator reminds a shopper whose group charge failed, once an hour at most', async () => {
    const deal = await newDealWithVariations(2);
    const failing = await newShopperWithCard(CAPTURE_FAILS);
    await join(failing, deal, [{ size: 'M', color: 'Navy' }]);
    await join(await newShopperWithCard(), deal, [{ size: 'M', color: 'Navy' }]);
    const order = await orderReaching(failing, deal.id, 'payment_action_required');

    const page = await consoleAt(1280);
    await page.goto(`${baseUrl}/admin/orders/${order.id}`);
    const payment = page.getByRole('region', { name: 'Payment needs attention' });
    await payment.getByText('At most one reminder an hour.', { exact: false }).waitFor();
    await lookAt(page, 'order-payment-reminder');
    await payment.getByRole('button', { name: 'Remind' }).click();
    await payment
      .getByRole('status')
      .getByText(/^Reminder sent\. The next one can go after /)
      .waitFor();
    expect(await payment.getByRole('button', { name: 'Remind' }).isDisabled()).toBe(true);
    await lookAt(page, 'order-payment-reminded');

    // A second operator's click within the hour (a fresh page) is refused, saying when.
    await page.reload();
    await payment.getByRole('button', { name: 'Remind' }).click();
    await payment
      .getByRole('alert')
      .getByText(/^This shopper was reminded less than an hour ago; you can remind them again in /)
      .waitFor();
    await page.context().close();
  }, 120_000);

  it('An operator on a phone reaches every console section from its menu, Audit log included', async () => {
    const page = await consoleAt(412);
    await page.goto(`${baseUrl}/admin`);
    await screenHeading(page, 'Dashboard').waitFor();
    const menu = page.getByRole('navigation', { name: 'Console sections' });
    await lookAt(page, 'console-menu');
    await page.setViewportSize({ width: 412, height: 900 });
    for (const name of ['Shoppers', 'Subscribers', 'Audit log']) {
      const link = menu.getByRole('link', { name });
      const box = await link.boundingBox();
      expect(box, `${name} is drawn`).not.toBeNull();
      // Inside the phone's screen as it stands, not scrolled out of sight to the side.
      expect(box && box.x >= 0 && box.x + box.width <= 412, `${name} is on screen`).toBe(true);
    }
    await menu.getByRole('link', { name: 'Audit log' }).click();
    await screenHeading(page, 'Audit log').waitFor();
    await page.context().close();
  }, 120_000);
});
