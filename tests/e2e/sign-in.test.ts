import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage } from './browser.ts';
import { useBrowser } from './use-browser.ts';

const baseUrl = inject('baseUrl');
const serverLogFile = inject('serverLogFile');
const browser = useBrowser();

let shopperCount = 0;

/** A new shopper's address, unique across runs against the same server. */
function newShopperEmail(): string {
  shopperCount += 1;
  return `e2e-${Date.now()}-${shopperCount}@example.com`;
}

/** The code the server printed for `email` (its outbox line), as an operator would read it. */
async function codeFor(email: string): Promise<string> {
  const line = new RegExp(`^Sign-in code for ${email.replace(/[.+]/g, '\\$&')}: (\\d{6})$`, 'gm');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const matches = [...fs.readFileSync(serverLogFile, 'utf8').matchAll(line)];
    const code = matches.at(-1)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No sign-in code was printed for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Both steps of the login form on `page` (or inside the modal). */
async function signIn(page: Page, email: string, scope = page.locator('body')) {
  await scope.getByLabel('Email address').fill(email);
  await scope.getByRole('button', { name: 'Send code' }).click();
  const codeBox = scope.getByLabel('Sign-in code');
  await codeBox.waitFor();
  expect(await codeBox.evaluate((box) => box === document.activeElement)).toBe(true);
  await scope.getByText(/You can ask for a new code in [45]:\d\d/).waitFor();
  await codeBox.fill(await codeFor(email));
  await scope.getByRole('button', { name: 'Verify and sign in' }).click();
}

describe('a shopper signing in', () => {
  it('Shoppers can sign in with an e-mailed code, keep profile changes and log out', async () => {
    const page = await openPage(browser());
    const email = newShopperEmail();

    // The profile needs sign-in: the shopper is sent to /login and brought back after the code.
    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(/\/login\?redirect=%2Fprofile$/);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await signIn(page, email);
    await page.waitForURL(`${baseUrl}/profile`);

    // A new shopper has no name yet: the menu shows the e-mail.
    const menuButton = page.getByRole('button', { name: `Account: ${email}` });
    await menuButton.click();
    await page.getByRole('menu').getByText(email).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('First name').fill('Grace');
    await page.getByRole('checkbox', { name: 'Sports' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.getByRole('button', { name: 'Account: Grace' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Edit profile' }).waitFor();
    const details = page.getByRole('region', { name: 'Personal details' });
    await details.getByText('Grace', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Favourite categories' }).getByText('Sports').waitFor();

    await page.getByRole('button', { name: 'Account: Grace' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Logged out successfully').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    // The session is over on the server too: the profile asks for sign-in again.
    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(/\/login\?redirect=%2Fprofile$/);
    await page.close();
  });

  it('opens the login modal from My Orders and lands on /orders after the code', async () => {
    const page = await openPage(browser(), 412);
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Join This Deal' }).first().waitFor();
    await page.getByRole('button', { name: 'My Orders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to view your orders' });
    await dialog.waitFor();
    await signIn(page, newShopperEmail(), dialog);
    await page.waitForURL(`${baseUrl}/orders`);
    await dialog.waitFor({ state: 'detached' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('keeps two tabs consistent: a logout in one signs the other out', async () => {
    const first = await openPage(browser());
    const second = await first.context().newPage();
    const email = newShopperEmail();
    await first.goto(`${baseUrl}/login`);
    await signIn(first, email);
    await first.waitForURL(`${baseUrl}/`);

    await second.goto(`${baseUrl}/profile`);
    await second.getByRole('button', { name: 'Edit profile' }).waitFor();

    await first.getByRole('button', { name: `Account: ${email}` }).click();
    await first.getByRole('menuitem', { name: 'Logout' }).click();
    await first.getByText('Logged out successfully').waitFor();

    await second.waitForURL(/\/login\?redirect=%2Fprofile$/);
    await second.getByRole('link', { name: 'Sign in' }).waitFor();
    await first.context().close();
  });
});
