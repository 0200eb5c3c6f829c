import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './accessibility.ts';
import { launchBrowser } from './browser.ts';
import { newDealWithVariations } from './catalogue.ts';
import { newShopper, storeSession } from './shoppers.ts';

const baseUrl = inject('baseUrl');
const serverLogFile = inject('serverLogFile');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * A phone: 412 px wide, touch, no worker. axe is injected as a script, which the store's content
 * security policy would refuse, hence bypassCSP.
 */
async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
    bypassCSP: true,
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** The keys the app keeps in IndexedDB (idb-keyval's default store). */
function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('keyval-store');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const reading = database
            .transaction('keyval', 'readonly')
            .objectStore('keyval')
            .getAllKeys();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            resolve(reading.result.map(String));
            database.close();
          };
        };
      }),
  );
}

/** The field's message is tied to it and sits right under it, not somewhere else on the page. */
async function expectMessageUnder(field: Locator, text: string): Promise<void> {
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const message = page.locator(`[id="${describedBy.split(' ').at(-1)}"]`);
  expect(await message.textContent()).toBe(text);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const [box, under] = [await field.boundingBox(), await message.boundingBox()];
  if (!box || !under) throw new Error('the field or its message is not on screen');
  expect(under.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
  expect(under.y - (box.y + box.height)).toBeLessThan(40);
  expect(Math.abs(under.x - box.x)).toBeLessThan(24);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

describe('a shopper on a phone', () => {
  it('joins a group of 6 through a checkout made for thumbs, sees 16 % everywhere, and leaves no trace at logout', async () => {
    const deal = await newDealWithVariations(6);
    const shopper = await newShopper();
    const { context, page } = await phone();
    await storeSession(page, shopper);

    await page.goto(`${baseUrl}/deal/${deal.encoded_id}`);
    const unit = page.getByRole('group', { name: 'Unit 1' });
    await unit.getByRole('combobox', { name: 'Size' }).selectOption('M');
    await unit.getByRole('combobox', { name: 'Color' }).selectOption('Navy');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Join with Others' }).tap();
    await page.waitForURL(`${baseUrl}/checkout`);
    await page.getByText('Group deal: join with others').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).tap();

    // Shipping: mistakes are shown at this step, under the field that has them.
    await page.waitForURL(/\/checkout\?step=shipping$/);
    const email = page.getByLabel('Email');
    expect(await email.inputValue()).toBe(shopper.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Phone (optional)').fill('abc');
    await page.getByLabel('Address', { exact: true }).fill('12 Analytical Row');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('State').fill('OR');
    await page.getByLabel('ZIP code').fill('ABCDE');
    await page.getByRole('button', { name: 'Continue' }).tap();
    await expectMessageUnder(page.getByLabel('ZIP code'), 'Please enter a valid ZIP code');
    await expectMessageUnder(
      page.getByLabel('Phone (optional)'),
      'Please enter a valid phone number',
    );
    expect(page.url()).toMatch(/\/checkout\?step=shipping$/);
    expect(await page.getByText(/Invalid field/).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByLabel('Phone (optional)').fill('+1 503 555 0100');
    await page.getByLabel('ZIP code').fill('97201');
    await page.getByRole('button', { name: 'Continue' }).tap();

    // Payment: the keypad a card needs, and the card formatted as it is typed.
    await page.waitForURL(/\/checkout\?step=payment$/);
    const number = page.getByLabel('Card number');
    const expiry = page.getByLabel('Expiry (MM/YY)');
    const cvc = page.getByLabel('CVC');
    expect(
      await Promise.all(
        [number, expiry, cvc].map(async (field) => [
          await field.getAttribute('inputmode'),
          await field.getAttribute('autocomplete'),
        ]),
      ),
    ).toEqual([
      ['numeric', 'cc-number'],
      ['numeric', 'cc-exp'],
      ['numeric', 'cc-csc'],
    ]);
    expect(await page.getByLabel('Name on card').getAttribute('autocomplete')).toBe('cc-name');
    await number.pressSequentially('4242424242424242');
    expect(await number.inputValue()).toBe('4242 4242 4242 4242');
    await expiry.pressSequentially('1230');
    expect(await expiry.inputValue()).toBe('12/30');
    await cvc.pressSequentially('12a3');
    expect(await cvc.inputValue()).toBe('123');
    await expectNoAxeViolations(page);

    // The browser's Back goes to the shipping step, not out of the checkout.
    await page.goBack();
    await page.waitForURL(/\/checkout\?step=shipping$/);
    expect(await page.getByLabel('ZIP code').inputValue()).toBe('97201');
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.waitForURL(/\/checkout\?step=payment$/);
    await number.fill('');
    await number.pressSequentially('4242424242424242');
    await expiry.fill('');
    await expiry.pressSequentially('1230');
    await cvc.fill('');
    await cvc.pressSequentially('123');
    await page.getByRole('button', { name: 'Validate card' }).tap();
    await page.getByText('Payment method validated successfully!').waitFor();
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await page.getByRole('button', { name: 'Reserve for $60.00' }).tap();

    // 1 of 6 is 16 % on the confirmation, in My Orders and on the deal page alike.
    await page.waitForURL(`${baseUrl}/order-confirmation`);
    await page.getByRole('heading', { name: 'Order confirmed!' }).waitFor();
    await page.getByText('1 of 6 units reserved').waitFor();
    const confirmationBar = page.getByRole('progressbar', { name: 'Group progress' });
    expect(await confirmationBar.getAttribute('aria-valuenow')).toBe('16');
    await expectNoAxeViolations(page);

    await page.goto(`${baseUrl}/orders`);
    const order = page.getByRole('article', { name: deal.product.name });
    await order.getByText('(16%)').waitFor();
    await expectNoAxeViolations(page);

    await page.goto(`${baseUrl}/deal/${deal.encoded_id}`);
    const dealBar = page.getByRole('progressbar', { name: 'Units filled' });
    await expect.poll(() => dealBar.getAttribute('aria-valuenow')).toBe('16');

    // Logout on a shared phone: the checkout and the confirmation keep nothing of the shopper.
    await page.getByRole('button', { name: /^Account: / }).tap();
    await page.getByRole('menuitem', { name: 'Logout' }).tap();
    await expect.poll(() => storedKeys(page)).toEqual([]);
    await page.goto(`${baseUrl}/checkout`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Ada Lovelace').count()).toBe(0);
    expect(await page.getByText('12 Analytical Row').count()).toBe(0);
    await page.goto(`${baseUrl}/order-confirmation`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(deal.product.name).count()).toBe(0);
    expect(await page.getByText(shopper.email).count()).toBe(0);
    await context.close();
  }, 120_000);

  it('subscribes to deal alerts, is asked to check the inbox, and confirms from the e-mail link', async () => {
    const { context, page } = await phone();
    const email = `e2e-alerts-${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/`);
    const box = page.getByRole('form', { name: 'Get deal alerts' });
    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).tap();
    await box.getByText(/^Almost there: check your inbox/).waitFor();
    await expectNoAxeViolations(page);

    // Without SMTP the server prints the confirmation link, as it does sign-in codes.
    const printed = new RegExp(
      `^Deal-alert confirmation link for ${email.replace(/[.+]/g, '\\$&')}: \\S+(/confirm-subscription/\\S+)$`,
      'm',
    );
    await expect.poll(() => printed.exec(fs.readFileSync(serverLogFile, 'utf8'))?.[1]).toBeTruthy();
    const link = printed.exec(fs.readFileSync(serverLogFile, 'utf8'))?.[1] ?? '';
    await page.goto(`${baseUrl}${link}`);
    await page.getByText('Your deal alerts are confirmed.', { exact: false }).waitFor();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it('pastes a sign-in code with a leading space and keeps all 6 digits', async () => {
    const { context, page } = await phone();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email address').fill(`e2e-paste-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send code' }).tap();
    const code = page.getByLabel('Sign-in code');
    await code.waitFor();
    await page.evaluate(() => navigator.clipboard.writeText(' 123456'));
    await code.focus();
    await page.keyboard.press('ControlOrMeta+V');
    expect(await code.inputValue()).toBe('123456');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
