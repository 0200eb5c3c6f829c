import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newDealWithVariations } from './catalogue.ts';
import { fillBuyerForm, graceHopper, joinWithOneUnit } from './pages.ts';
import { storedValue } from './app-storage.ts';
import { newShopper, nextCodeFor, signedInPage } from './shoppers.ts';
import { useBrowser } from './use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The access token a quiet spell leaves behind: the server refuses it, the refresh token holds. */
function letTheAccessTokenLapse(page: Page) {
  return page.evaluate(() => localStorage.setItem('authToken', 'lapsed.access.token'));
}

describe('a session that lapses mid-checkout', () => {
  it('A signed-in shopper idle past the access token validates the card and reserves on the first tap', async () => {
    const deal = await newDealWithVariations(2);
    const page = await signedInPage(browser(), await newShopper(), 412);
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });

    await joinWithOneUnit(page, baseUrl, deal.encoded_id);
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillBuyerForm(page, graceHopper);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');

    await letTheAccessTokenLapse(page);
    await page.getByRole('button', { name: 'Validate card' }).click();
    await page.getByText('Payment method validated successfully!').waitFor();

    await letTheAccessTokenLapse(page);
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await page.getByRole('button', { name: /^Reserve for \$/ }).click();
    await page.waitForURL(`${baseUrl}/order-confirmation`);
    await page.getByRole('heading', { name: 'Order confirmed!' }).waitFor();

    expect(failures.filter((text) => text.includes('already been used'))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBe(
      'lapsed.access.token',
    );
    await page.context().close();
  });

  it('A shopper whose session cannot be renewed signs in again and is back at the payment step with their address', async () => {
    const deal = await newDealWithVariations(2);
    const shopper = await newShopper();
    const signedInAt = Date.now();
    const page = await signedInPage(browser(), shopper, 412);
    await joinWithOneUnit(page, baseUrl, deal.encoded_id);
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillBuyerForm(page, graceHopper);
    await expect
      .poll(() => storedValue(page, 'checkoutDraft'))
      .toMatchObject({ dealId: deal.id, form: graceHopper });

    // The session has ended on the server side too: neither token is good any more.
    await page.evaluate(() => {
      localStorage.setItem('authToken', 'lapsed.access.token');
      localStorage.setItem('refreshToken', 'revoked-refresh-token');
    });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Validate card' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fcheckout%3Fstep%3Dpayment$/);

    // A new code for the same e-mail is sent only 30 s after the last one.
    await page.waitForTimeout(Math.max(0, signedInAt + 31_000 - Date.now()));
    const code = nextCodeFor(shopper.email);
    await page.getByLabel('Email address').fill(shopper.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Sign-in code').fill(await code());
    await page.getByRole('button', { name: 'Verify and sign in' }).click();

    await page.waitForURL(`${baseUrl}/checkout?step=payment`);
    await page
      .getByText(`${graceHopper.addressLine1}, ${graceHopper.city},`, { exact: false })
      .waitFor();
    await page.getByLabel('Card number').waitFor();
    await page.context().close();
  });
});
