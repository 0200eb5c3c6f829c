import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuditListResponse, AdminOrderDetail } from '../../contract/admin-console.ts';
import type { Deal } from '../../contract/catalog.ts';
import type { CheckoutResponse } from '../../contract/checkout.ts';
import type { CreateIntentResponse, PaymentMethodResponse } from '../../contract/payments.ts';
import { ORDERS_EXPORT_COLUMNS } from '../../contract/warehouse.ts';
import { pdfText } from '../fixtures/pdf-text.ts';
import { csvRows } from '../fixtures/warehouse-orders.ts';
import { launchBrowser } from './browser.ts';
import { catalogueOperator, newDealWithVariations } from './catalogue.ts';
import { screenHeading, lookAtBothWidths } from './operator.ts';
import { call, storeSession, type Shopper } from './shoppers.ts';

/** The warehouse's side of the console: the orders export and an order's packing slip. */
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

/** The console signed in as the operator, on a New York clock, at `width` px. */
async function consoleAt(width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    serviceWorkers: 'block',
    bypassCSP: true,
    timezoneId: 'America/New_York',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await storeSession(page, operator);
  return page;
}

const lookAt = (page: Page, name: string) => lookAtBothWidths(page, name, shotsDir);

/** A guest in Montréal buys the deal's whole group alone with the test card, choosing options. */
async function guestBuysWhole(deal: Deal, units: Record<string, string>[]) {
  const email = `warehouse-${Date.now()}@example.com`;
  const card = await call<PaymentMethodResponse>('POST', '/payments/test/payment-methods', {
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    billing_details: { name: 'Zoë Brontë', email },
  });
  const cents = Math.round(Number(deal.group_deal_price) * 100) * units.length;
  const intent = await call<CreateIntentResponse>('POST', '/payments/create-intent', {
    amount: cents,
    currency: 'usd',
    orderType: 'solo',
    customerEmail: email,
    paymentMethodId: card.data.id,
    metadata: { dealId: deal.id, orderType: 'solo', quantity: units.length },
    idempotencyKey: crypto.randomUUID(),
  });
  const address = {
    fullName: 'Zoë Brontë',
    email,
    phone: '555-0142',
    addressLine1: '7 Rue de l’Église',
    addressLine2: 'Bâtiment B',
    city: 'Montréal',
    state: 'QC',
    zipCode: 'H2X 1Y4',
    country: 'CA',
  };
  const paid = await call<CheckoutResponse>('POST', '/checkout/process', {
    cartItems: [
      {
        dealId: deal.id,
        productName: deal.product.name,
        quantity: units.length,
        pricePerUnit: Number(deal.group_deal_price),
        variants: Object.fromEntries(units.map((unit, at) => [`unit_${at + 1}`, unit])),
        type: 'solo',
        totalUnits: deal.total_units_needed,
      },
    ],
    orderType: 'solo',
    personalInfo: { fullName: address.fullName, email, phone: address.phone },
    shippingAddress: address,
    paymentInfo: {
      paymentMethodId: card.data.id,
      paymentIntentId: intent.data.paymentIntentId,
      cardLast4: '4242',
      cardBrand: 'visa',
    },
    totalAmount: cents / 100,
    shippingCost: 0,
    agreedToTerms: true,
  });
  return paid.data;
}

const adminGet = <T>(url: string) =>
  call<T>('GET', `/admin${url}`, undefined, operator.accessToken);

describe('what a warehouse works from', () => {
  it('An operator in New York exports an order with its Montréal address and options on their own clock, opens its packing slip, and ships it once however often the button is pressed', async () => {
    const deal = await newDealWithVariations(2);
    const order = await guestBuysWhole(deal, [
      { size: 'L', color: 'Navy' },
      { size: 'S', color: 'Red' },
    ]);
    const page = await consoleAt(1280);
    await page.goto(`${baseUrl}/admin/orders?q=${order.orderNumber}`);
    await screenHeading(page, 'Orders').waitFor();
    await page.getByRole('row', { name: new RegExp(order.orderNumber) }).waitFor();
    await lookAt(page, 'warehouse-orders');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const file = fs.readFileSync(await download.path());
    if (shotsDir) fs.writeFileSync(path.join(shotsDir, 'warehouse-orders.csv'), file);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = csvRows(file.toString('utf8').slice(1));
    expect(header).toEqual([...ORDERS_EXPORT_COLUMNS]);
    const cell = (name: (typeof ORDERS_EXPORT_COLUMNS)[number]) =>
      row?.[ORDERS_EXPORT_COLUMNS.indexOf(name)];
    expect(cell('order_number')).toBe(order.orderNumber);
    expect(cell('placed_at')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00$/);
    expect(cell('city')).toBe('Montréal');
    expect(cell('variations')).toBe('1 × size: L, color: Navy; 1 × size: S, color: Red');
    expect(cell('total')).toBe('120.00');

    await page.goto(`${baseUrl}/admin/orders/${order.orderId}`);
    await screenHeading(page, `Order ${order.orderNumber}`).waitFor();
    const slipButton = page.getByRole('button', {
      name: `Packing slip of order ${order.orderNumber} (PDF, opens in a new tab)`,
    });
    const [slipTab] = await Promise.all([page.waitForEvent('popup'), slipButton.click()]);
    await slipTab.waitForURL(/^blob:/);
    const slip = Buffer.from(
      await slipTab.evaluate(async () => [
        ...new Uint8Array(await (await fetch(location.href)).arrayBuffer()),
      ]),
    );
    const words = pdfText(slip);
    for (const expected of [order.orderNumber, 'Zoë Brontë', 'Montréal QC H2X 1Y4'])
      expect(words).toContain(expected);
    expect(words).toContain('size: L, color: Navy');
    if (shotsDir) {
      fs.writeFileSync(path.join(shotsDir, 'warehouse-packing-slip.pdf'), slip);
      for (const width of [1280, 412]) {
        await slipTab.setViewportSize({ width, height: 900 });
        // The browser's PDF viewer draws the page again after a resize, in its own time.
        await slipTab.waitForTimeout(2_000);
        await slipTab.screenshot({
          path: path.join(shotsDir, `warehouse-packing-slip-${width}.png`),
        });
      }
    }
    await slipTab.close();

    await page.getByLabel('Carrier').fill('Postes Canada');
    await page.getByLabel('Tracking number').fill('RR123456789CA');
    await lookAt(page, 'warehouse-order');
    await page.getByRole('button', { name: 'Ship', exact: true }).dblclick();
    await page.getByText('Postes Canada, tracking RR123456789CA').waitFor();
    await page.getByRole('button', { name: 'Ship', exact: true }).waitFor({ state: 'detached' });
    const shipped = await adminGet<{ data: AdminOrderDetail }>(`/orders/${order.orderId}`);
    expect(shipped.data.timeline.filter((step) => step.to === 'fulfilled')).toHaveLength(1);
    const audit = await adminGet<AuditListResponse>(
      `/audit?action=order.ship&entity_id=${order.orderId}`,
    );
    expect(audit.data.total).toBe(1);
    await page.context().close();
  }, 180_000);
});
