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
