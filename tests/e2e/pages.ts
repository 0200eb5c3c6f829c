import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Reloads My Orders until `card` shows `label`: the charge runs in a background job. */
export async function waitForOrderStatus(page: Page, card: Locator, label: string): Promise<void> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    await card.waitFor();
    if ((await card.getByText(label, { exact: true }).count()) > 0) return;
    if (Date.now() > deadline) throw new Error(`The order never showed ${label}`);
    await page.waitForTimeout(1_000);
    await page.reload();
  }
}

export interface BuyerAddress {
  fullName: string;
  /** Absent for a signed-in shopper, whose e-mail is filled in and locked. */
  email?: string;
  addressLine1: string;
  city: string;
  state: string;
  zipCode: string;
}

/** The checkout's buyer step as a shopper fills it, then on to the payment step. */
export async function fillBuyerForm(page: Page, buyer: BuyerAddress): Promise<void> {
  await page.getByLabel('Full name').fill(buyer.fullName);
  if (buyer.email !== undefined) await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Address', { exact: true }).fill(buyer.addressLine1);
  await page.getByLabel('City').fill(buyer.city);
  await page.getByLabel('State').fill(buyer.state);
  await page.getByLabel('ZIP code').fill(buyer.zipCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Test payments — no real card is charged').waitFor();
}

/** Hands `data` to the page's worker as the push service would, through the DevTools protocol. */
export async function deliverPush(
  context: BrowserContext,
  page: Page,
  origin: string,
  data: string,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data,
  });
  await cdp.detach();
}

/** The buyer the guest checkouts type in. */
export const graceHopper: BuyerAddress = {
  fullName: 'Grace Hopper',
  addressLine1: '1 Navy Way',
  city: 'Arlington',
  state: 'VA',
  zipCode: '22202',
};

/** Opens the deal at `origin` and picks one unit in size M, navy. */
export async function chooseOneUnit(page: Page, origin: string, encodedId: string): Promise<void> {
  await page.goto(`${origin}/deal/${encodedId}`);
  const unit = page.getByRole('group', { name: 'Unit 1' });
  await unit.getByRole('combobox', { name: 'Size' }).selectOption('M');
  await unit.getByRole('combobox', { name: 'Color' }).selectOption('Navy');
}

/** Joins the deal with one unit in size M, navy, as a mouse or a finger does, on to the checkout. */
export async function joinWithOneUnit(
  page: Page,
  origin: string,
  encodedId: string,
  press: 'click' | 'tap' = 'click',
): Promise<void> {
  await chooseOneUnit(page, origin, encodedId);
  await page.getByRole('button', { name: 'Join with Others' })[press]();
  await page.waitForURL(`${origin}/checkout`);
}
