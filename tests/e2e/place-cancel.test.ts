import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deal, DealListResponse, GroupMembersResponse } from '../../contract/catalog.ts';
import type { Order, OrderListResponse } from '../../contract/orders.ts';
import { accessibilityViolations } from './accessibility.ts';
import { launchBrowser } from './browser.ts';
import { newDealWithVariations } from './catalogue.ts';
import { consolePage, describeViolations, screenHeading, signInAtConsole } from './operator.ts';
import { call, join, newShopperWithCard, storeSession, type Shopper } from './shoppers.ts';

const baseUrl = inject('baseUrl');
const reason = 'Your card could not be charged and the group has shipped';
let browser: Browser;
let operator: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  operator = await consolePage(browser);
  await signInAtConsole(operator);
});
afterAll(() => browser.close());

/** Waits for the background charge of a filled group to leave the shopper's order `status`. */
async function orderWhenItIs(shopper: Shopper, status: Order['status']): Promise<Order> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const mine = await call<OrderListResponse>('GET', '/orders', undefined, shopper.accessToken);
    const order = mine.data.find((candidate) => candidate.status === status);
    if (order) return order;
    if (Date.now() > deadline) throw new Error(`The shopper's order never became ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function expectAccessible(page: Page) {
  const violations = await describeViolations(page, await accessibilityViolations(page));
  expect(violations).toEqual([]);
}

describe('an operator cancels the place of a shopper whose group charge failed', () => {
  it('the operator confirms the shopper and the reason, and the shopper’s My Orders shows Cancelled with that reason on a phone', async () => {
    const deal: Deal = await newDealWithVariations(2);
    const failing = await newShopperWithCard('4000000000000341');
    const paying = await newShopperWithCard();
    for (const member of [failing, paying]) await join(member, deal, [{ size: 'M', color: 'Red' }]);
    const order = await orderWhenItIs(failing, 'payment_action_required');

    await operator.goto(`${baseUrl}/admin/orders/${order.id}`);
    await screenHeading(operator, `Order ${order.order_number}`).waitFor();
    await operator.getByLabel(/Reason the shopper is told/).fill(reason);
    await operator.getByRole('button', { name: 'Cancel place' }).click();
    const dialog = operator.getByRole('dialog', { name: /Cancel the place of/ });
    await dialog.getByText(`they are told: "${reason}"`, { exact: false }).waitFor();
    await expectAccessible(operator);
    await dialog.getByRole('button', { name: 'Cancel place' }).click();
    await operator.getByText(`Place cancelled by the store: ${reason}`).waitFor();
    expect(await operator.getByRole('button', { name: 'Cancel place' }).count()).toBe(0);

    // A page that lets axe in, at a phone's width.
    const phone = await consolePage(browser, 412);
    await storeSession(phone, failing);
    await phone.goto(`${baseUrl}/orders`);
    const card = phone.getByRole('article').filter({ hasText: order.order_number });
    await card.getByText(`Cancelled by the store: ${reason}`).waitFor();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await expectAccessible(phone);
  });
});

describe('the seeded catalogue’s groups', () => {
  it('a visitor on a seeded deal is told its members are demo shoppers of the sample store', async () => {
    // Other stories' groups of real shoppers may list first: take a group of demo shoppers.
    const listing = await call<DealListResponse>('GET', '/ecommerce/active-deal?limit=100');
    let seeded: DealListResponse['data'][number] | undefined;
    for (const deal of listing.data.filter((listed) => listed.reservation_count >= 2)) {
      const members = await call<GroupMembersResponse>(
        'GET',
        `/ecommerce/deals/${deal.id}/members`,
      );
      if ((members.data.demo ?? 0) > 0) {
        seeded = deal;
        break;
      }
    }
    if (!seeded) throw new Error('The seeded catalogue has no group of demo shoppers');
    const page = await consolePage(browser, 412);
    await page.goto(`${baseUrl}/deal/${seeded.encoded_id}`);
    await page.getByText(/demo shoppers? of this sample store/).waitFor();
    await expectAccessible(page);
  });
});
