import { describe, expect, inject, it } from 'vitest';
import type { DealListResponse } from '../../contract/catalog.ts';
import { orderAnswerTexts } from '../../contract/constants.ts';
import type { OrderListResponse } from '../../contract/orders.ts';
import { newDealWithVariations } from './catalogue.ts';
import { useBrowser } from './use-browser.ts';
import { waitForOrderStatus } from './pages.ts';
import { call, join, newShopperWithCard, signedInPage } from './shoppers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const pageFor = (shopper: Parameters<typeof signedInPage>[1], width?: number) =>
  signedInPage(browser(), shopper, width);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('My Orders', () => {
  it('Shoppers see their group fill and get charged, and can cancel a pending reservation', async () => {
    const deals = (await call<DealListResponse>('GET', '/ecommerce/active-deal?limit=100')).data;
    const plain = deals.filter((deal) => deal.product.variations.length === 0);
    const pair = plain.find((deal) => deal.total_units_needed === 2 && deal.remaining_units === 2);
    const other = plain.find((deal) => deal !== pair && deal.remaining_units >= 2);
    if (!pair || !other) throw new Error('The demo catalogue has no empty group of 2 to fill');

    const [first, second] = await Promise.all([newShopperWithCard(), newShopperWithCard()]);
    const firstOrder = (await join(first, pair)).data;
    expect(firstOrder.status).toBe('pending_charge');

    // Half full: the first shopper sees the reservation waiting, with the group's progress.
    const page = await pageFor(first);
    await page.goto(`${baseUrl}/orders`);
    const card = page.getByRole('article', { name: pair.product.name });
    await card.getByText('Units Pending', { exact: true }).waitFor();
    await card.getByText('Group Deal', { exact: true }).waitFor();
    await card.getByText('1 of 2 units filled').waitFor();
    expect(
      await card
        .getByRole('progressbar', { name: `Units filled in the group for ${pair.product.name}` })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
    await card
      .getByRole('button', { name: `Invite friends to the ${pair.product.name} group` })
      .waitFor();

    // The second join fills the group; charging runs in the background within seconds.
    await join(second, pair);
    await waitForOrderStatus(page, card, 'Charged Awaiting Fulfillment');
    expect(await card.getByRole('progressbar').count()).toBe(0);
    expect(await card.getByRole('button', { name: /^Cancel order/ }).count()).toBe(0);

    const secondPage = await pageFor(second, 412);
    await secondPage.goto(`${baseUrl}/orders?status=active_orders`);
    await secondPage
      .getByRole('article', { name: pair.product.name })
      .getByText('Charged Awaiting Fulfillment', { exact: true })
      .waitFor();
    await secondPage.context().close();

    // A reservation in another deal, cancelled from My Orders.
    const pending = (await join(first, other)).data;
    await page.reload();
    const otherCard = page.getByRole('article', { name: other.product.name });
    await otherCard.getByText('Units Pending', { exact: true }).waitFor();
    await otherCard.getByRole('button', { name: `Cancel order ${pending.order_number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
    await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
    await page.getByText(orderAnswerTexts.cancelled).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await otherCard.getByText('Cancelled', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await page.waitForURL(`${baseUrl}/orders?status=cancelled`);
    await page
      .getByRole('article', { name: other.product.name })
      .getByText('Cancelled', { exact: true })
      .waitFor();
    expect(await page.getByRole('article', { name: pair.product.name }).count()).toBe(0);

    // The tab lives in the address: reload keeps it, back returns to All.
    await page.reload();
    expect(await page.getByRole('tab', { name: 'Cancelled' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('article', { name: other.product.name }).waitFor();
    await page.goBack();
    await page.waitForURL(`${baseUrl}/orders`);
    await page.getByRole('article', { name: pair.product.name }).waitFor();

    const cancelled = await call<OrderListResponse>(
      'GET',
      '/orders?status=cancelled',
      undefined,
      first.accessToken,
    );
    expect(cancelled.data.map((order) => order.id)).toEqual([pending.id]);
    await page.context().close();
  });

  it('A shopper at desktop width reads a toast without it covering the header, the heading, the filters or the first order', async () => {
    // Deals of its own, so the seeded groups other stories count on stay as they are.
    const [kept, dropped] = await Promise.all([newDealWithVariations(6), newDealWithVariations(6)]);
    const unit = [{ size: 'M', color: 'Navy' }];
    const shopper = await newShopperWithCard();
    await join(shopper, kept, unit);
    const pending = (await join(shopper, dropped, unit)).data;

    const page = await pageFor(shopper, 1280);
    await page.goto(`${baseUrl}/orders`);
    const card = page.getByRole('article', { name: dropped.product.name });
    await card.getByRole('button', { name: `Cancel order ${pending.order_number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
    await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
    const toast = page.locator('.notistack-MuiContent', { hasText: orderAnswerTexts.cancelled });
    await toast.waitFor();
    await dialog.waitFor({ state: 'detached' });

    const screenParts = [
      page.getByRole('banner'),
      page.getByRole('heading', { name: 'My Orders', level: 1 }),
      page.getByRole('tablist'),
      page.getByRole('article').first(),
    ];
    // Through the toast's slide in and while it stays.
    for (let look = 0; look < 4; look++) {
      const shown = await toast.boundingBox();
      if (!shown) throw new Error('the toast left before it could be read');
      for (const part of screenParts) {
        const box = await part.boundingBox();
        expect(box && overlaps(shown, box)).toBe(false);
      }
      await page.waitForTimeout(250);
    }
    await page.context().close();
  });
});
