import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { Category } from '../../contract/catalog.ts';
import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './accessibility.ts';
import { storedKeys } from './app-storage.ts';
import { openDevice, useBrowser } from './use-browser.ts';
import { newDealWithVariations } from './catalogue.ts';
import { call, newShopper, storeSession } from './shoppers.ts';
import { chooseOneUnit } from './pages.ts';

const baseUrl = inject('baseUrl');
const serverLogFile = inject('serverLogFile');
const browser = useBrowser();

/** A phone: 412 px wide, touch, no worker. */
const phone = () => openDevice(browser(), { width: 412, height: 915 });

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

/** What makes a box look locked or editable: its border, its shade and its words' colour. */
function lockedLook(field: Locator) {
  return field.evaluate((input) => {
    const box = input.closest('.MuiInputBase-root, .MuiOutlinedInput-root') ?? input;
    const outline = box.querySelector('fieldset') ?? box;
    const look = (element: Element) => getComputedStyle(element);
    return {
      borderStyle: look(outline).borderTopStyle,
      background: look(box).backgroundColor,
      inputBackground: look(input).backgroundColor,
      color: look(input).color,
    };
  });
}

/** The hint a field names in aria-describedby, with its look. */
async function hintOf(field: Locator) {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const hint = field
    .page()
    .locator(ids.map((id) => `[id="${id}"]`).join(', '))
    .last();
  return {
    text: (await hint.textContent()) ?? '',
    look: await hint.evaluate((element) => {
      const { fontSize, color } = getComputedStyle(element);
      return { fontSize, color };
    }),
  };
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toasts on screen now, with their boxes. */
async function toastBoxes(page: Page): Promise<Box[]> {
  const toasts = await page.locator('.notistack-MuiContent').all();
  const boxes = await Promise.all(toasts.map((toast) => toast.boundingBox()));
  return boxes.filter((box): box is Box => box !== null);
}

/** From the deal page, joins with one unit in size M, navy, on to the checkout's shipping step. */
async function joinToShipping(page: Page, encodedId: string): Promise<void> {
  await chooseOneUnit(page, baseUrl, encodedId);
  await page.getByRole('button', { name: 'Join with Others' }).tap();
  await page.waitForURL(`${baseUrl}/checkout`);
  await page.getByRole('button', { name: 'Continue' }).tap();
  await page.waitForURL(/\/checkout\?step=shipping$/);
}

/** A phone with a new shopper signed in on it. */
async function signedInPhone() {
  const shopper = await newShopper();
  const opened = await phone();
  await storeSession(opened.page, shopper);
  return { ...opened, shopper };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

describe('a shopper on a phone', () => {
  it('joins a group of 6 through a checkout made for thumbs, sees 16 % everywhere, and leaves no trace at logout', async () => {
    const deal = await newDealWithVariations(6);
    const { context, page, shopper } = await signedInPhone();

    await chooseOneUnit(page, baseUrl, deal.encoded_id);
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
    const confirmed = page.getByRole('heading', { name: 'Order confirmed!' });
    await confirmed.waitFor();
    // The checkout's toasts arrive with the confirmation: two at most, and clear of its heading.
    await page.locator('.notistack-MuiContent').first().waitFor();
    const heading = await confirmed.boundingBox();
    for (let look = 0; look < 6; look++) {
      const toasts = await toastBoxes(page);
      expect(toasts.length).toBeLessThanOrEqual(2);
      for (const toast of toasts) expect(heading && overlaps(toast, heading)).toBe(false);
      await page.waitForTimeout(250);
    }
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
    await expect.poll(() => dealBar.getAttribute('aria-valuenow'), { timeout: 15_000 }).toBe('16');

    // A second checkout left half typed: its draft is on the phone when the shopper logs out.
    await joinToShipping(page, deal.encoded_id);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
    await page.getByLabel('Full name').fill('Augusta King');
    await page.getByLabel('Address', { exact: true }).fill('7 Difference Lane');
    await expect.poll(() => storedKeys(page)).toContain('checkoutDraft');

    // Logout on a shared phone: the checkout and the confirmation keep nothing of the shopper.
    await page.getByRole('button', { name: /^Account: / }).tap();
    // Logout loads the page afresh, so ask once it has (the load of that new page, not this one's).
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Logout' }).tap();
    await reloaded;
    await expect.poll(() => storedKeys(page), { timeout: 15_000 }).toEqual([]);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('lastAddress'),
        localStorage.getItem('lastRecipient'),
      ]),
    ).toEqual([null, null]);
    await page.goto(`${baseUrl}/checkout`);
    await page.waitForLoadState('networkidle');
    for (const trace of [
      'Ada Lovelace',
      '12 Analytical Row',
      'Augusta King',
      '7 Difference Lane',
    ]) {
      expect(await page.getByText(trace).count()).toBe(0);
      expect(
        await page
          .locator('input')
          .evaluateAll(
            (inputs, value) =>
              inputs.filter((input) => (input as HTMLInputElement).value === value).length,
            trace,
          ),
      ).toBe(0);
    }
    await page.goto(`${baseUrl}/order-confirmation`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(deal.product.name).count()).toBe(0);
    expect(await page.getByText(shopper.email).count()).toBe(0);
    await context.close();
  }, 120_000);

  it('subscribes to deal alerts, is asked to check the inbox, and confirms from the e-mail link', async () => {
    const { context, page } = await phone();
    const email = `e2e-alerts-${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
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

  it("sees the checkout's locked e-mail drawn as the profile's, and its hint beneath it", async () => {
    const deal = await newDealWithVariations(2);
    const { context, page } = await signedInPhone();
    await joinToShipping(page, deal.encoded_id);
    const checkoutEmail = page.getByLabel('Email');
    expect(await checkoutEmail.getAttribute('readonly')).not.toBeNull();
    const checkoutLook = await lockedLook(checkoutEmail);
    const checkoutHint = await hintOf(checkoutEmail);

    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: 'Edit profile' }).tap();
    const profileEmail = page.getByLabel('Email address');
    expect(await profileEmail.getAttribute('readonly')).not.toBeNull();
    expect(checkoutLook).toEqual(await lockedLook(profileEmail));
    expect(checkoutLook.borderStyle).toBe('dashed');
    const profileHint = await hintOf(profileEmail);
    expect(checkoutHint.look).toEqual(profileHint.look);
    expect(checkoutHint.text).toBe('Signed in: orders go to this address.');
    expect(profileHint.text).toBe('You sign in with this address, so it cannot be changed here.');
    await context.close();
  });

  it('opens the account menu inside a landmark, with nothing for axe to report', async () => {
    const { context, page } = await signedInPhone();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: /^Account: / }).tap();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('watches a deal with 90 seconds left tick down on its card and expire there, without a reload', async () => {
    const deal = await newDealWithVariations(2, 90 / 3600);
    const { context, page } = await phone();
    await page.clock.install();
    await page.goto(`${baseUrl}/category/${deal.category.id}`);
    const card = page.getByRole('article').filter({
      has: page.getByRole('heading', { name: deal.title, exact: true }),
    });
    const clock = card.getByText(/^\d\d:\d\d left$/);
    await clock.waitFor();
    await card.getByText('Urgent', { exact: true }).waitFor();
    const secondsShown = async () => {
      const [minutes = 0, seconds = 0] = ((await clock.textContent()) ?? '')
        .slice(0, 5)
        .split(':')
        .map(Number);
      return minutes * 60 + seconds;
    };
    const first = await secondsShown();
    expect(first).toBeLessThanOrEqual(90);
    expect(first).toBeGreaterThan(30);
    // Each second of the page's clock takes a second off the card, once the page's script runs.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          return secondsShown();
        },
        { timeout: 20_000 },
      )
      .toBeLessThan(first);
    const join = card.getByRole('link', { name: `Join Deal: ${deal.title}` });
    expect(await join.count()).toBe(1);

    await page.clock.runFor((await secondsShown()) * 1_000 + 1_000);
    await card.getByRole('button', { name: 'Deal Expired' }).waitFor();
    expect(await card.getByRole('button', { name: 'Deal Expired' }).isDisabled()).toBe(true);
    expect(await join.count()).toBe(0);
    expect(await card.getByText('Urgent', { exact: true }).count()).toBe(0);
    expect(await card.getByText('Expired', { exact: true }).count()).toBeGreaterThan(0);
    expect(await card.getByRole('img').evaluate((image) => getComputedStyle(image).opacity)).toBe(
      '0.5',
    );
    await context.close();
  });

  it('opens the subcategories of a category by touch and goes to the one tapped', async () => {
    const { data: categories } = await call<{ data: Category[] }>('GET', '/categories/dropdown');
    const category = categories.find((c) => c.subcategories.length > 0);
    const subcategory = category?.subcategories.at(-1);
    if (!category || !subcategory) throw new Error('The demo catalogue has no subcategory');
    const { context, page } = await phone();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Categories' }).tap();
    await page.getByRole('menuitem', { name: category.name, exact: true }).tap();
    const flyout = page.getByRole('menu', { name: `${category.name} subcategories` });
    await flyout.waitFor();
    expect(page.url()).toBe(`${baseUrl}/`);
    const box = await flyout.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(412);
    await expectNoAxeViolations(page);
    await flyout.getByRole('menuitem', { name: subcategory.name, exact: true }).tap();
    await page.waitForURL(`${baseUrl}/subcategory/${subcategory.id}`);
    await context.close();
  });

  it("reads a toast without it covering the profile's Save bar", async () => {
    const { context, page } = await signedInPhone();
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: 'Edit profile' }).tap();
    // The save fails (the store is busy), so the form and its Save bar stay under the toast.
    await page.route('**/api/v1/user/profile', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'The store is busy. Try again.' }),
          })
        : route.fallback(),
    );
    await page.getByLabel('First name').fill('Ada');
    const save = page.getByRole('button', { name: 'Save changes' });
    await save.tap();
    const saveBar = save.locator('..');
    await page.locator('.notistack-MuiContent').first().waitFor();
    await save.waitFor();
    const bar = await saveBar.boundingBox();
    for (const toast of await toastBoxes(page)) expect(bar && overlaps(toast, bar)).toBe(false);

    // Offline, the connection bar takes the foot of the screen: the Save bar rises above it.
    await context.setOffline(true);
    const offline = page
      .getByRole('status', { name: 'Connection' })
      .filter({ hasText: "You're offline" });
    await offline.waitFor();
    await expect
      .poll(async () => {
        const [saving, connection] = [await saveBar.boundingBox(), await offline.boundingBox()];
        return saving !== null && connection !== null && !overlaps(saving, connection);
      })
      .toBe(true);
    await context.setOffline(false);
    await context.close();
  });
});
