import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../contract/checkout.ts';
import { refunds } from '../../server/db/schema.ts';
import { REFUND_ANSWER_GRACE_MS } from '../../server/modules/admin/refund-settlement.ts';
import { openConsole } from '../fixtures/admin-console.ts';
import type { Console } from '../fixtures/admin-console.ts';
import { startFakeStripeApi, stripeSettings } from '../fixtures/fake-stripe-api.ts';
import type { FakeStripeApi } from '../fixtures/fake-stripe-api.ts';
import { pay } from '../fixtures/stripe-checkout.ts';
import { freshEmail } from '../fixtures/sign-in.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';

/**
 * Between the store and the stand-in for Stripe: passes every call on, except that while
 * `dropRefunds` is set a refund call has its connection cut before any answer, as a network
 * failure would.
 */
async function startCuttingProxy(fake: FakeStripeApi) {
  const state = { dropRefunds: false, dropped: 0 };
  const server = createServer((incoming, outgoing) => {
    if (state.dropRefunds && incoming.url?.startsWith('/v1/refunds')) {
      state.dropped += 1;
      incoming.socket.destroy();
      return;
    }
    const passed = forward(
      {
        host: fake.address.host,
        port: fake.address.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(passed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    address: { host: '127.0.0.1', port, protocol: 'http' as const },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let fake: FakeStripeApi;
let proxy: Awaited<ReturnType<typeof startCuttingProxy>>;
let c: Console;

beforeAll(async () => {
  const clock = { now: () => c?.t.clock.now() ?? TEST_NOW };
  fake = await startFakeStripeApi({ now: () => clock.now() });
  proxy = await startCuttingProxy(fake);
  c = await openConsole({
    config: { ...stripeSettings(fake), stripeApi: proxy.address },
  });
});
afterAll(async () => {
  await c.close();
  await proxy.close();
  await fake.close();
});

/** A guest buys a whole group at once through Stripe: a captured payment to refund. */
async function paidSoloOrder() {
  const deal = await c.build.deal(c.subcategoryId, {
    groupSize: 2,
    priceCents: 1_500,
    reserved: null,
  });
  const paid = await pay(c.t, {
    deal,
    type: 'solo',
    quantity: 2,
    email: freshEmail('guest'),
    card: fake.createCard(),
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { orderId: (paid.body as CheckoutResponse).data.orderId, intentId: paid.paymentIntentId };
}

const refundCallsFor = (intentId: string) =>
  fake.requestsTo('POST', '/v1/refunds').filter((call) => call.params.payment_intent === intentId);
const chargeOf = (intentId: string) =>
  fake.intent(intentId)?.latest_charge as { refunded: boolean; amount_refunded: number };

describe('refunds through Stripe that get no answer', () => {
  it('Stripe failing with 500s leaves the refund pending (503, Retry-After); the same request again refunds once under the refund’s key', async () => {
    const { orderId, intentId } = await paidSoloOrder();
    // The SDK tries three times (two retries); every one fails.
    fake.failNext('POST', '/v1/refunds', 3);
    const first = await c.admin(
      'POST',
      `/orders/${orderId}/refund`,
      { reason: 'broken' },
      'stripe-500',
    );
    expect(first.status).toBe(503);
    expect(first.headers['retry-after']).toBe('5');
    const page = await c.admin('GET', `/orders/${orderId}`);
    expect(page.body.data).toMatchObject({ refundable_cents: 0, refunds: [{ status: 'pending' }] });

    const again = await c.admin(
      'POST',
      `/orders/${orderId}/refund`,
      { reason: 'broken' },
      'stripe-500',
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'refunded', refunded_cents: 3_000 });
    const [refund] = await c.t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const keys = new Set(refundCallsFor(intentId).map((call) => call.idempotencyKey));
    expect([...keys]).toEqual([`refund-${refund?.id}`]);
    expect(refundCallsFor(intentId)).toHaveLength(4);
    expect(chargeOf(intentId)).toMatchObject({ refunded: true, amount_refunded: 3_000 });
  });

  it('a dropped connection to Stripe is not a refusal: the refund stays held and the background settles it once', async () => {
    const { orderId, intentId } = await paidSoloOrder();
    proxy.state.dropRefunds = true;
    const first = await c.admin('POST', `/orders/${orderId}/refund`, { reason: 'lost' });
    proxy.state.dropRefunds = false;
    expect(first.status).toBe(503);
    expect(proxy.state.dropped).toBeGreaterThan(0);
    const beside = await c.admin('POST', `/orders/${orderId}/refund`, { reason: 'again' });
    expect(beside.status).toBe(409);

    c.t.clock.advance(REFUND_ANSWER_GRACE_MS + 1_000);
    await c.t.jobs.runDueJobs();
    const [refund] = await c.t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund?.status).toBe('succeeded');
    expect(refundCallsFor(intentId).map((call) => call.idempotencyKey)).toEqual([
      `refund-${refund?.id}`,
    ]);
    expect(chargeOf(intentId)).toMatchObject({ refunded: true });
    const page = await c.admin('GET', `/orders/${orderId}`);
    expect(page.body.data).toMatchObject({ status: 'refunded', refunded_cents: 3_000 });
  });
});
