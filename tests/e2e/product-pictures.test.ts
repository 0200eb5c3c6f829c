import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminDealResponse, AdminProductResponse } from '../../contract/admin.ts';
import type { Category, DealResponse } from '../../contract/catalog.ts';
import { launchBrowser } from './browser.ts';
import { catalogueOperator } from './catalogue.ts';
import { consolePage, pngSquare, screenHeading, lookAtBothWidths } from './operator.ts';
import { call, storeSession, type Shopper } from './shoppers.ts';

/** A product's several pictures: put in order in the console, swiped through on the deal page. */
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

const lookAt = (page: Page, name: string) => lookAtBothWidths(page, name, shotsDir);

/** A deal whose product has its one first picture, made by the operator through the API. */
async function dealWithOnePicture() {
  const { accessToken } = operator;
  const categories = await call<{ data: Category[] }>('GET', '/categories/dropdown');
  const subcategory = categories.data.flatMap((category) => category.subcategories)[0];
  if (!subcategory) throw new Error('The demo catalogue has no subcategory');
  const name = `Picnic Basket ${Date.now()}`;
  const product = await call<AdminProductResponse>(
    'POST',
    '/admin/products',
    {
      name,
      regular_price_cents: 8_000,
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
      title: `Buy 1 Get 1 Free: ${name}`,
      group_deal_price_cents: 5_000,
      total_units_needed: 2,
      expiry_date: new Date(Date.now() + 48 * 3600_000).toISOString(),
    },
    accessToken,
  );
  return { deal: deal.data, name };
}

describe("a product's pictures", () => {
  it('A merchant adds two photos at once, moves the last one first, removes the old picture and saves; a shopper steps through both on the deal page, by button and by arrow key, the first on the card', async () => {
    const { deal, name } = await dealWithOnePicture();
    const page = await consolePage(browser, 1280);
    await storeSession(page, operator);
    await page.goto(`${baseUrl}/admin/deals/${deal.id}`);
    await screenHeading(page, 'Edit deal').waitFor();
    await page.locator('input[type=file]').setInputFiles([
      { name: 'open.png', mimeType: 'image/png', buffer: pngSquare(96, [200, 60, 40]) },
      { name: 'closed.png', mimeType: 'image/png', buffer: pngSquare(96, [40, 120, 60]) },
    ]);
    const pictures = page.getByRole('group', { name: 'Pictures' });
    await pictures.getByRole('img', { name: `Picture 3 of ${name}` }).waitFor();
    await pictures.getByRole('button', { name: 'Move picture 3 earlier' }).click();
    await pictures.getByRole('button', { name: 'Move picture 2 earlier' }).click();
    await pictures.getByRole('button', { name: 'Remove picture 2' }).click();
    await expect.poll(() => pictures.getByRole('listitem').count()).toBe(2);
    await lookAt(page, 'pictures-console');
    await page.getByRole('button', { name: 'Save deal' }).click();
    await page.getByText('Deal saved').first().waitFor();

    const saved = await call<DealResponse>('GET', `/ecommerce/deals/${deal.id}`);
    const [first, second] = saved.data.product.image_urls ?? [];
    expect(saved.data.product.image_urls).toHaveLength(2);
    expect(first).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(second).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(saved.data.product.image_url).toBe(first);

    // A visitor's page: a context of its own, which axe needs, signed in as nobody.
    const shopper = await consolePage(browser, 412);
    await shopper.goto(`${baseUrl}/deal/${deal.encoded_id}`);
    const gallery = shopper.getByRole('region', { name: `Pictures of ${name}` });
    await gallery.getByText('Picture 1 of 2').waitFor();
    await gallery.getByRole('button', { name: 'Next picture' }).click();
    await gallery.getByText('Picture 2 of 2').waitFor();
    await lookAt(shopper, 'pictures-deal-page');
    await gallery.getByRole('group').focus();
    await shopper.keyboard.press('ArrowLeft');
    await gallery.getByText('Picture 1 of 2').waitFor();
    expect(
      await gallery
        .getByRole('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(96);
    await shopper.context().close();
    await page.context().close();
  }, 180_000);
});
