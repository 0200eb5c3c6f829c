import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Deal } from '../../contract/catalog';
import { orderTexts } from '../../src/features/orders/texts';
import { accessibilityViolations } from './accessibility.ts';
import { openDeal } from './catalogue.ts';
import { fillBuyerForm, graceHopper } from './pages.ts';
import { openPage } from './browser.ts';
import { useBrowser } from './use-browser.ts';

const baseUrl = inject('baseUrl');
const serverLogFile = inject('serverLogFile');
const browser = useBrowser();
const GUEST_EMAIL = 'grace.e2e@example.com';

/** The order links the server printed for `email`'s confirmation mails (no SMTP in the suite). */
function orderLinksFor(email: string): string[] {
  const line = new RegExp(`^Order link for ${email.replace(/[.+]/g, '\\$&')}: (\\S+)$`, 'gm');
  return [...fs.readFileSync(serverLogFile, 'utf8').matchAll(line)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}

/** Waits for the order link printed after the first `seen` ones: the mail goes from a job. */
async function newOrderLinkFor(email: string, seen: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = orderLinksFor(email)[seen];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No order link was printed for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Opens the deal, buys every unit alone and stops on the payment step. */
async function buySoloUpToPayment(page: Page, deal: Deal) {
  await page.goto(`${baseUrl}/deal/${deal.encoded_id}`);
  await page.getByRole('button', { name: `Buy All ${deal.total_units_needed} Units Now` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  for (let unit = 0; unit < deal.total_units_needed; unit += 1) {
    const selects = dialog.getByRole('combobox');
    const count = await selects.count();
    for (let i = 0; i < count; i += 1) await selects.nth(i).selectOption({ index: 1 });
    if (count > 0) await dialog.getByRole('button', { name: 'Add to Selection' }).click();
  }
  await dialog.getByRole('button', { name: 'Continue to Checkout' }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillBuyerForm(page, { ...graceHopper, email: GUEST_EMAIL });
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Validate card' }).click();
  await page.getByText('Payment method validated successfully!').waitFor();
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

describe('checking out', () => {
  it('A guest buys a deal solo with a test card and lands on the confirmation', async () => {
    const page = await openPage(browser());
    const deal = await openDeal(false);
    await buySoloUpToPayment(page, deal);
    await payWith(page, '4242 4242 4242 4242');
    await page.getByText('Order confirmed! Redirecting to confirmation page...').waitFor();
    await page.waitForURL(/\/order-confirmation$/);
    await page.getByRole('heading', { name: 'Order confirmed!' }).waitFor();
    expect(await page.getByText('Paid - Awaiting Fulfillment').count()).toBeGreaterThan(0);
    // The card step's "validated" belonged to the checkout and left with it.
    expect(await page.getByText('Payment method validated successfully!').count()).toBe(0);
    await page.context().close();
  });

  it('A guest opens their order from the link of its confirmation e-mail, without an account', async () => {
    const page = await openPage(browser());
    const deal = await openDeal(false);
    const seen = orderLinksFor(GUEST_EMAIL).length;
    await buySoloUpToPayment(page, deal);
    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/order-confirmation$/);
    const link = await newOrderLinkFor(GUEST_EMAIL, seen);
    await page.context().close();

    // Another browser, with no session: only the link.
    const context = await browser().newContext({
      viewport: { width: 412, height: 915 },
      serviceWorkers: 'block',
      bypassCSP: true,
    });
    const guest = await context.newPage();
    await guest.goto(link);
    await guest.getByRole('heading', { level: 1, name: orderTexts.guestOrderTitle }).waitFor();
    await guest.getByRole('article', { name: deal.product.name }).waitFor();
    expect(await guest.getByText(orderTexts.soloBuy).count()).toBe(1);
    await guest.getByRole('link', { name: orderTexts.signInToManage }).waitFor();
    expect(await accessibilityViolations(guest)).toEqual([]);
    await context.close();
  });

  it('A declined card shows the payment failure and keeps the form', async () => {
    const page = await openPage(browser());
    const deal = await openDeal(false);
    await buySoloUpToPayment(page, deal);
    await payWith(page, '4000 0000 0000 0002');
    await page.getByText('Payment failed. Please try again.').waitFor();
    await page.getByText(/Your card was declined\./).waitFor();
    // The payment step keeps its place in the address (decision 0009).
    expect(page.url()).toMatch(/\/checkout\?step=payment$/);
    // The refused card is not shown as validated beside its refusal: its fields are back, empty.
    expect(await page.getByLabel('Card number').inputValue()).toBe('');
    expect(await page.getByText('Payment method validated successfully!').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Pay \$/ }).isDisabled()).toBe(true);
    await page.context().close();
  });
});
