import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyAllResponse, JoinResponse } from '../../contract/groups.ts';
import type { OrderResponse } from '../../contract/orders.ts';
import { jobs, orders, receipts } from '../../server/db/schema.ts';
import { makeReceiptJob } from '../../server/modules/order-engine/jobs.ts';
import { receiptTexts } from '../../server/modules/receipts/texts.ts';
import { catalogShelf } from '../fixtures/catalog.ts';
import type { CatalogBuilder } from '../fixtures/catalog.ts';
import { CARDS, call, saveCard, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { bearer } from '../fixtures/sign-in.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

let t: TestApp;
let build: CatalogBuilder;
let subcategoryId: number;
let alice: Shopper;
let bob: Shopper;

const variations = [
  { id: 'mug-red', image: null, image_url: null, upc_code: null, color: 'Red' },
  { id: 'mug-blue', image: null, image_url: null, upc_code: null, color: 'Blue' },
];

beforeAll(async () => {
  t = await createTestApp();
  ({ build, subcategoryId } = await catalogShelf(t.db, TEST_NOW, 'Home & Living', 'Kitchen'));
  alice = await shopperWithCard(t, CARDS.succeeds, 'alice');
  bob = await shopperWithCard(t, CARDS.succeeds, 'bob');
});
afterAll(() => t.close());

async function fetchReceipt(orderId: number, token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${orderId}/receipt.pdf`,
    ...(token ? { headers: bearer(token) } : {}),
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

/** The words a PDF reader would show: pdfkit writes each run of text as hex strings in a TJ array. */
function pdfText(pdf: Buffer): string {
  const runs = pdf.toString('latin1').match(/\[[^\]]*\] TJ/g) ?? [];
  return runs
    .map((run) =>
      [...run.matchAll(/<([0-9a-f]*)>/g)]
        .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

const getOrder = async (shopper: Shopper, orderId: number) =>
  ((await call(t, 'GET', `/orders/${orderId}`, shopper.token)).body as OrderResponse).data;

/** The shopper buys a whole new group of two alone, with their card or the one given. */
async function buysGroupOfTwo(shopper: Shopper, paymentMethodId = shopper.card.id) {
  const deal = await build.deal(subcategoryId, { groupSize: 2, reserved: null });
  const bought = await call(t, 'POST', `/deals/${deal.id}/buy-all`, shopper.token, {
    paymentMethodId,
    orderUnits: [{}, {}],
  });
  return bought.body as BuyAllResponse;
}

describe('receipts', () => {
  it('gives a solo buyer a PDF receipt of the paid order, linked from the order', async () => {
    const deal = await build.deal(subcategoryId, {
      groupSize: 2,
      priceCents: 1_250,
      variations,
      reserved: null,
    });
    const bought = await call(t, 'POST', `/deals/${deal.id}/buy-all`, alice.token, {
      paymentMethodId: alice.card.id,
      orderUnits: [{ color: 'Red' }, { color: 'Blue' }],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const order = (bought.body as BuyAllResponse).data;
    // Made in the background, so the purchase itself stays fast.
    expect(order.receipt_url).toBeNull();
    await t.jobs.runDueJobs();

    const paid = await getOrder(alice, order.id);
    expect(paid.receipt_url).toBe(`/api/v1/orders/${order.id}/receipt.pdf`);
    const receipt = await fetchReceipt(order.id, alice.token);
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toBe(
      `inline; filename="receipt-${order.order_number}.pdf"`,
    );
    expect(receipt.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(receipt.bytes);
    for (const expected of [
      'BOGO Together',
      order.order_number,
      'June 1, 2026',
      'Solo Buy',
      'Product 1',
      deal.title,
      'Unit 1: color: Red',
      'Unit 2: color: Blue',
      '$12.50',
      'Total: $25.00 USD',
      'Visa ending 4242',
      'Paid',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives every member of a group a receipt once the group is charged, and none before', async () => {
    const deal = await build.deal(subcategoryId, { groupSize: 3, priceCents: 900, reserved: null });
    const first = (await call(t, 'POST', `/deals/${deal.id}/join`, alice.token, { quantity: 1 }))
      .body as JoinResponse;
    await t.jobs.runDueJobs();
    expect((await getOrder(alice, first.data.id)).receipt_url).toBeNull();
    expect((await fetchReceipt(first.data.id, alice.token)).status).toBe(404);

    const second = (await call(t, 'POST', `/deals/${deal.id}/join`, bob.token, { quantity: 2 }))
      .body as JoinResponse;
    await t.jobs.runDueJobs();
    for (const [shopper, order] of [
      [alice, first.data],
      [bob, second.data],
    ] as const) {
      const charged = await getOrder(shopper, order.id);
      expect(charged.status).toBe('charged_awaiting_fulfillment');
      expect(charged.receipt_url).toBe(`/api/v1/orders/${order.id}/receipt.pdf`);
      const text = pdfText((await fetchReceipt(order.id, shopper.token)).bytes);
      expect(text).toContain(order.order_number);
      expect(text).toContain('Group Deal');
      expect(text).toContain(`Total: $${(order.quantity * 9).toFixed(2)} USD`);
    }
  });

  it('makes a receipt exactly once per order, even when its job runs again', async () => {
    const bought = await buysGroupOfTwo(bob);
    await t.jobs.runDueJobs();
    const [made] = await t.db.select().from(receipts).where(eq(receipts.orderId, bought.data.id));
    expect(made).toBeDefined();

    // A job retried after a crash, or queued a second time, changes nothing.
    await t.db
      .update(jobs)
      .set({ doneAt: null })
      .where(and(eq(jobs.queue, makeReceiptJob.queue), eq(jobs.key, `order-${bought.data.id}`)));
    await t.jobs.runDueJobs();
    const again = await t.db.select().from(receipts).where(eq(receipts.orderId, bought.data.id));
    expect(again).toHaveLength(1);
    expect(again[0]?.createdAt).toEqual(made?.createdAt);
    expect(
      Buffer.compare(again[0]?.content ?? Buffer.alloc(0), made?.content ?? Buffer.alloc(1)),
    ).toBe(0);
    const queued = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, makeReceiptJob.queue), eq(jobs.key, `order-${bought.data.id}`)));
    expect(queued).toHaveLength(1);
  });

  it("serves a receipt to the order's owner only", async () => {
    const bought = await buysGroupOfTwo(alice);
    await t.jobs.runDueJobs();
    expect((await fetchReceipt(bought.data.id, alice.token)).status).toBe(200);

    const someoneElse = await fetchReceipt(bought.data.id, bob.token);
    expect(someoneElse.status).toBe(404);
    expect(JSON.parse(someoneElse.bytes.toString())).toEqual({
      success: false,
      message: receiptTexts.notFound,
    });
    expect((await fetchReceipt(bought.data.id)).status).toBe(401);
    expect((await fetchReceipt(999_999, alice.token)).status).toBe(404);
    const badId = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders/abc/receipt.pdf',
      headers: bearer(alice.token),
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({
      success: false,
      message: "Invalid path parameter 'id': must be a number",
    });
  });

  it('shows the card on the receipt only when it is known', async () => {
    const card = await saveCard(t, alice.token, CARDS.succeeds);
    const bought = await buysGroupOfTwo(alice, card.id);
    // An order whose card record is gone (e.g. made through another provider) still gets a receipt.
    await t.db.update(orders).set({ paymentMethodId: null }).where(eq(orders.id, bought.data.id));
    await t.jobs.runDueJobs();
    const text = pdfText((await fetchReceipt(bought.data.id, alice.token)).bytes);
    expect(text).toContain(bought.data.order_number);
    expect(text).not.toContain('ending');
    expect(text).toContain('Paid');
  });
});
