import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './use-browser.ts';
import { storedValue } from './app-storage.ts';
import { fillBuyerForm, joinWithOneUnit, waitForOrderStatus } from './pages.ts';
import { newDealWithVariations } from './catalogue.ts';
import { join, newShopper, newShopperWithCard, signedInPage } from './shoppers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const address = {
  fullName: 'Ada Lovelace',
  addressLine1: '12 Analytical Row',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
};

async function fillCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

describe('a group checkout', () => {
  it('A signed-in shopper joins a group of 2 with options, reloads mid-checkout, finishes, and is charged once a second shopper fills the group', async () => {
    const deal = await newDealWithVariations(2);
    const name = deal.product.name;
    const page = await signedInPage(browser(), await newShopper());

    // The deal page: one unit, in M and Navy, joined with others.
    await joinWithOneUnit(page, baseUrl, deal.encoded_id);

    const units = page.getByRole('list', { name: '1 unit' });
    await units.getByText('Size: M · Color: Navy').waitFor();
    await page.getByText('Group deal: join with others').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    await fillBuyerForm(page, address);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');

    // The reload comes once the checkout has kept the form, as a shopper's would a moment later.
    await expect
      .poll(() => storedValue(page, 'checkoutDraft'))
      .toMatchObject({ dealId: deal.id, form: address });
    await page.reload();

    // Back on the payment step: the address is there, the card is not.
    await page.getByText('Test payments — no real card is charged').waitFor();
    await page.getByText(`${address.fullName} ·`, { exact: false }).waitFor();
    await page.getByText(`${address.addressLine1}, ${address.city},`, { exact: false }).waitFor();
    expect(await page.getByLabel('Card number').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('ZIP code').inputValue()).toBe(address.zipCode);
    await page.getByRole('button', { name: 'Back' }).click();
    await units.getByText('Size: M · Color: Navy').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await fillCard(page);
    await page.getByRole('button', { name: 'Validate card' }).click();
    await page.getByText('Payment method validated successfully!').waitFor();
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await page.getByRole('button', { name: 'Reserve for $60.00' }).click();
    await page.waitForURL(`${baseUrl}/order-confirmation`);
    await page.getByRole('heading', { name: 'Order confirmed!' }).waitFor();
    await page.getByText('Units Pending', { exact: true }).first().waitFor();

    // A second shopper fills the group; the charge runs in the background within seconds.
    await join(await newShopperWithCard(), deal, [{ size: 'L', color: 'Red' }]);
    await page.goto(`${baseUrl}/orders`);
    const card = page.getByRole('article', { name });
    await waitForOrderStatus(page, card, 'Charged Awaiting Fulfillment');
    await page.context().close();
  }, 120_000);
});
