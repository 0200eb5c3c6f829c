import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { authTexts } from '../../src/features/auth/texts.ts';
import { accessibilityViolations } from './accessibility.ts';
import { publicAddress } from './browser.ts';
import { newShopper, storeSession } from './shoppers.ts';
import { openDevice, useBrowser } from './use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** A folder to keep the screens in for a person to look at, when the run names one. */
const shotsDir = process.env.PASSKEY_SHOTS;

/**
 * Passkeys are made for the store's own address. A browser refuses WebAuthn on a bare IP address
 * such as the one the other stories use.
 */
const storeUrl = publicAddress(baseUrl);

/** A phone with a platform authenticator that verifies its owner (Chromium's virtual one). */
async function phoneWithPasskeys() {
  const { context, page } = await openDevice(browser(), { width: 412, height: 860 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const heldPasskeys = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length;
  return { context, page, heldPasskeys };
}

async function look(page: Page, name: string) {
  expect(await accessibilityViolations(page)).toEqual([]);
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}-412.png`), fullPage: true });
}

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name: authTexts.accountMenu(name) }).click();
  // Logout loads the page afresh: the next step starts once it has.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: authTexts.logout }).click();
  await reloaded;
}

describe('a shopper with a passkey on their phone', () => {
  it('adds one from the profile, then signs in with it in one tap after logging out', async () => {
    const { context, page, heldPasskeys } = await phoneWithPasskeys();
    const shopper = await newShopper();
    await storeSession(page, shopper, storeUrl);
    await page.goto(`${storeUrl}/profile`);
    const panel = page.getByRole('region', { name: authTexts.passkeysTitle });
    await panel.getByText(authTexts.noPasskeys).waitFor();
    await panel.getByRole('button', { name: authTexts.addPasskey }).click();
    await panel.getByText(/^Passkey added /).waitFor();
    expect(await heldPasskeys()).toBe(1);
    await look(page, 'profile-passkey');

    await logOut(page, shopper.email);
    await page.goto(`${storeUrl}/login`);
    await page.getByRole('heading', { name: authTexts.pageTitle }).waitFor();
    await look(page, 'login-passkey');
    await page.getByRole('button', { name: authTexts.passkeySignIn }).click();
    await page.waitForURL(`${storeUrl}/`);
    await page.getByRole('button', { name: authTexts.accountMenu(shopper.email) }).waitFor();

    // The profile says when it was last used; removed, it signs nobody in.
    await page.goto(`${storeUrl}/profile`);
    await panel.getByText(/^Last used /).waitFor();
    await panel.getByRole('button', { name: /^Remove the passkey added / }).click();
    await panel.getByText(authTexts.noPasskeys).waitFor();
    await logOut(page, shopper.email);
    await page.goto(`${storeUrl}/login`);
    await page.getByRole('button', { name: authTexts.passkeySignIn }).click();
    await page.getByRole('alert').filter({ hasText: 'This passkey is not known here' }).waitFor();
    expect(page.url()).toBe(`${storeUrl}/login`);
    await context.close();
  });

  it("is told to use the store's own address when the page was opened at another", async () => {
    const { context, page } = await phoneWithPasskeys();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: authTexts.passkeySignIn }).click();
    await page.getByRole('alert').filter({ hasText: authTexts.passkeyWrongAddress }).waitFor();
    await context.close();
  });
});
