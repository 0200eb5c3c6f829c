import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AdminDealResponse, AdminProductResponse } from '../../contract/admin.ts';
import type { Category, Deal } from '../../contract/catalog.ts';
import { accessibilityViolations } from './accessibility.ts';
import { pageIsLive } from './browser.ts';
import { catalogueOperator } from './catalogue.ts';
import { fillBuyerForm, graceHopper, waitForOrderStatus } from './pages.ts';
import { call, newShopperWithCard, storeSession } from './shoppers.ts';
import type { Shopper } from './shoppers.ts';
import { openDevice, useBrowser } from './use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A deal the operator gives a ladder: 2 mugs at $20 each, 4 at $16, 6 at $14 (regular $25). */
async function tieredDeal(): Promise<Deal> {
  const { accessToken } = await catalogueOperator();
  const categories = await call<{ data: Category[] }>('GET', '/categories/dropdown');
  const subcategory = categories.data.flatMap((category) => category.subcategories)[0];
  if (!subcategory) throw new Error('The demo catalogue has no subcategory to list a deal in');
  const name = `Stoneware Mug ${Date.now()}`;
  const product = await call<AdminProductResponse>(
    'POST',
    '/admin/products',
    {
      name,
      description: 'A heavy stoneware mug.',
      regular_price_cents: 2_500,
      image_url: '/favicon.svg',
      subcategory_id: subcategory.id,
      variations: [],
    },
    accessToken,
  );
  const deal = await call<AdminDealResponse>(
    'POST',
    '/admin/deals',
    {
      product_id: product.data.id,
      title: `Mugs, cheaper together: ${name}`,
      expiry_date: new Date(Date.now() + 48 * 3600_000).toISOString(),
      price_tiers: [
        { units: 2, price_cents: 2_000 },
        { units: 4, price_cents: 1_600 },
        { units: 6, price_cents: 1_400 },
      ],
    },
    accessToken,
  );
  return deal.data;
}

const joinUnits = (shopper: Shopper, deal: Deal, quantity: number) =>
  call('POST', `/deals/${deal.id}/join`, { quantity }, shopper.accessToken);

/** The deal page at `width` px, signed in as `shopper`, its ladder drawn. */
async function dealPage(shopper: Shopper, deal: Deal, width: number): Promise<Page> {
  const { page } = await openDevice(browser(), { width, height: 900 });
  await storeSession(page, shopper);
  await page.goto(`${baseUrl}/deal/${deal.encoded_id}`);
  await page.getByRole('heading', { name: 'The more join, the less everyone pays' }).waitFor();
  // Join is greyed until the page is live; axe reads it once it has its colours.
  await pageIsLive(page);
  return page;
}

describe('a tiered deal', () => {
  it('a shopper sees the ladder on the deal page, joins at the first tier’s price, watches the group reach a lower one in My Orders and is finally charged the last tier’s price', async () => {
    const deal = await tieredDeal();
    const [first, second, shopper, closer] = await Promise.all(
      [0, 1, 2, 3].map(() => newShopperWithCard()),
    );
    if (!first || !second || !shopper || !closer) throw new Error('four shoppers were made');
    await joinUnits(first, deal, 1);
    await joinUnits(second, deal, 1);

    for (const width of [412, 1280]) {
      const page = await dealPage(shopper, deal, width);
      await page.getByText('2 more and everyone pays $16.00').waitFor();
      await page.getByText('If the group closed now, everyone would pay $20.00 each.').waitFor();
      expect(
        await page
          .getByRole('listitem')
          .filter({ hasText: '2 units: $20.00 each' })
          .getAttribute('aria-current'),
      ).toBe('step');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.context().close();
    }

    // Two mugs, through the checkout, held at the first tier's price.
    const page = await dealPage(shopper, deal, 412);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Join with Others' }).click();
    await page.waitForURL(`${baseUrl}/checkout`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillBuyerForm(page, graceHopper);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Validate card' }).click();
    await page.getByText('Payment method validated successfully!').waitFor();
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await page.getByRole('button', { name: 'Reserve for $40.00' }).click();
    await page.waitForURL(`${baseUrl}/order-confirmation`);
    await page.getByRole('heading', { name: 'Order confirmed!' }).waitFor();

    await page.goto(`${baseUrl}/orders`);
    const card = page.getByRole('article', { name: deal.product.name });
    await card
      .getByText(
        'Your group has reached 4 units: $16.00 each if it closed now. 2 more and everyone pays $14.00.',
      )
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Two more reach the last tier: the group closes and is charged in the background.
    await joinUnits(closer, deal, 2);
    await waitForOrderStatus(page, card, 'Charged Awaiting Fulfillment');
    await card
      .getByText('Finally charged $28.00 ($14.00 each): you saved $12.00 on what was held.')
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The confirmation, brought up to date, says what was finally charged.
    await page.goto(`${baseUrl}/order-confirmation`);
    await page.getByText('2 units × $14.00 = $28.00').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  }, 180_000);
});
