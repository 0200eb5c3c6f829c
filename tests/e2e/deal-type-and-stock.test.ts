import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AdminDealResponse, AdminProductResponse } from '../../contract/admin.ts';
import type { Category } from '../../contract/catalog.ts';
import { pageIsLive } from './browser.ts';
import { catalogueOperator } from './catalogue.ts';
import {
  consolePage,
  pngSquare,
  screenHeading,
  signInAtConsole,
  lookAtBothWidths,
} from './operator.ts';
import { call } from './shoppers.ts';
import { useBrowser } from './use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** Where the screens are kept to be looked at, when asked; never in the repository. */
const shotsDir = process.env.CONSOLE_SHOTS;

const lookAt = (page: Page, name: string) => lookAtBothWidths(page, name, shotsDir);

/** A Buy 2 Get 1 Free deal on a $30 lantern, with `stock` units left for new groups. */
async function buyTwoGetOneFree(stock: number) {
  const { accessToken } = await catalogueOperator();
  const categories = await call<{ data: Category[] }>('GET', '/categories/dropdown');
  const subcategory = categories.data.flatMap((category) => category.subcategories)[0];
  if (!subcategory) throw new Error('The demo catalogue has no subcategory to list a deal in');
  const product = await call<AdminProductResponse>(
    'POST',
    '/admin/products',
    {
      name: `Camp Lantern ${Date.now()}`,
      description: 'A bright lantern for the tent.',
      regular_price_cents: 3_000,
      image_url: '/favicon.svg',
      subcategory_id: subcategory.id,
    },
    accessToken,
  );
  const deal = await call<AdminDealResponse>(
    'POST',
    '/admin/deals',
    {
      product_id: product.data.id,
      title: `Lanterns for the crew: ${product.data.name}`,
      deal_type: 'buy_x_get_y',
      buy_units: 2,
      free_units: 1,
      units_in_stock: stock,
      expiry_date: new Date(Date.now() + 48 * 3600_000).toISOString(),
    },
    accessToken,
  );
  return deal.data;
}

describe('a deal with a type and a stock', () => {
  it('A shopper who opens a Buy 2 Get 1 Free deal whose stock cannot open a group sees its badge, its $20.00 price and "Sold out", and cannot join or buy', async () => {
    const deal = await buyTwoGetOneFree(2);
    // axe is injected as a script, which the store's content security policy would refuse.
    const shopperPage = await (
      await browser().newContext({
        viewport: { width: 412, height: 900 },
        serviceWorkers: 'block',
        bypassCSP: true,
      })
    ).newPage();
    await shopperPage.goto(`${baseUrl}/deal/${deal.encoded_id}`);
    await pageIsLive(shopperPage);
    await shopperPage.getByText('Buy 2 Get 1 Free', { exact: true }).first().waitFor();
    await shopperPage.getByText('$20.00').first().waitFor();
    await shopperPage.getByText(/^Sold out: every unit in stock/).waitFor();
    expect(await shopperPage.getByRole('button', { name: 'Join with Others' }).isDisabled()).toBe(
      true,
    );
    expect(
      await shopperPage.getByRole('button', { name: 'Buy All 3 Units Now' }).isDisabled(),
    ).toBe(true);
    await lookAt(shopperPage, 'deal-sold-out');

    // Its card, found by its name, says the same and offers no join.
    await shopperPage.setViewportSize({ width: 412, height: 900 });
    await shopperPage.goto(`${baseUrl}/search?q=${encodeURIComponent(deal.product.name)}`);
    const card = shopperPage.getByRole('article').filter({ hasText: deal.product.name });
    await card.getByText('Buy 2 Get 1 Free', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Sold out' }).isDisabled()).toBe(true);
    await lookAt(shopperPage, 'card-sold-out');
    await shopperPage.context().close();
  }, 120_000);

  it('An operator who makes a Buy 2 Get 1 Free deal sees the group size and price it gives, is told when the regular price does not split, and sets its stock', async () => {
    const page = await consolePage(browser(), 412);
    await signInAtConsole(page);
    await page.goto(`${baseUrl}/admin/deals/new`);
    await screenHeading(page, 'New deal').waitFor();
    await page.getByLabel('Deal title').fill(`Lantern trio ${Date.now()}`);
    await page.getByLabel('Product name').fill('Camp lantern');
    await page.getByRole('combobox', { name: 'Category and subcategory' }).click();
    await page.getByRole('option').nth(1).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.locator('input[type=file]').setInputFiles({
      name: 'lantern.png',
      mimeType: 'image/png',
      buffer: pngSquare(64, [230, 160, 40]),
    });
    await page.getByRole('img', { name: 'Image of Camp lantern' }).first().waitFor();
    await page.getByLabel('Regular price (USD)').fill('29.99');
    await page.getByRole('combobox', { name: 'Deal type' }).click();
    await page.getByRole('option', { name: 'Buy X get Y free' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByLabel('Buy (units paid for)').fill('2');
    await page.getByLabel('Get free (units)').fill('1');
    await page.getByRole('button', { name: 'Create deal' }).click();
    await page
      .getByText(/does not split among 3 units to the cent; make it \$29\.97 or \$30\.00/)
      .waitFor();
    expect(await page.getByLabel('Units per group').inputValue()).toBe('3');
    await lookAt(page, 'deal-type-does-not-split');

    await page.getByLabel('Regular price (USD)').fill('30.00');
    // A price that splits takes the complaint away as it is typed.
    expect(await page.getByText(/does not split among/).count()).toBe(0);
    expect(await page.getByLabel('Group price (USD)').inputValue()).toBe('20.00');
    expect(await page.getByLabel('Units per group').inputValue()).toBe('3');
    await page.getByLabel('Units in stock').fill('9');
    await page.getByRole('figure').getByText('Buy 2 Get 1 Free').waitFor();
    await lookAt(page, 'deal-type-derived');
    await page.getByRole('button', { name: 'Create deal' }).click();
    await page.waitForURL(/\/admin\/deals\/\d+$/);
    await screenHeading(page, 'Edit deal').waitFor();
    expect(await page.getByLabel('Units in stock').inputValue()).toBe('9');
    expect(await page.getByLabel('Group price (USD)').inputValue()).toBe('20.00');
    await page.context().close();
  }, 180_000);
});
