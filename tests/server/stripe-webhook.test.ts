import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../contract/checkout.ts';
import { jobs, notifications, orders, paymentWebhookEvents } from '../../server/db/schema.ts';
import {
  notificationTexts,
  paymentWindowEndedJob,
} from '../../server/modules/order-engine/service.ts';
import { webhookTexts } from '../../server/modules/payments/webhook.ts';
import { stripeSettings } from '../fixtures/fake-stripe-api.ts';
import type { FakeStripeApi } from '../fixtures/fake-stripe-api.ts';
import { openStripeStore, pay } from '../fixtures/stripe-checkout.ts';
import { freshEmail, signIn } from '../fixtures/sign-in.ts';
import { createTestApp, HOUR, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

const WEBHOOK_SECRET = 'whsec_contract_test_secret';

let store: Awaited<ReturnType<typeof openStripeStore>>;
let fake: FakeStripeApi;
let t: TestApp;

beforeAll(async () => {
  store = await openStripeStore(WEBHOOK_SECRET);
  ({ t, fake } = store);
});
afterAll(() => store.close());

let eventCount = 0;

/** An event as Stripe sends it: the JSON body, signed with the endpoint's secret. */
function stripeEvent(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  eventCount += 1;
  const payload = JSON.stringify({
    id: `evt_contract_${eventCount}`,
    object: 'event',
    api_version: '2026-01-28',
    created: Math.floor(TEST_NOW.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(t.clock.now().getTime() / 1000),
  });
  return { payload, signature };
}

/** Stripe's event that the payment intent `id` moved to `status`. */
const intentEvent = (type: string, id: string, status: string) =>
  stripeEvent(`payment_intent.${type}`, { id, object: 'payment_intent', status });

const deliver = async (
  app: TestApp,
  { payload, signature }: { payload: string; signature: string | null },
) => {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
};

/** A signed-in shopper's group reservation, held at Stripe. */
async function reservation() {
  const deal = await store.newDeal({ groupSize: 4 });
  const session = await signIn(t, freshEmail('holder'));
  const token = session.tokens.accessToken;
  const checkout = {
    deal,
    type: 'group',
    quantity: 1,
    email: session.user.email,
    card: fake.createCard(),
    token,
  } as const;
  const processed = await pay(t, checkout);
  expect(processed.status, JSON.stringify(processed.body)).toBe(200);
  const intentId = processed.paymentIntentId;
  const orderId = (processed.body as CheckoutResponse).data.orderId;
  return { deal, intentId, orderId, userId: session.user.id };
}

const orderOf = async (id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const alertsOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('Stripe telling us a hold is gone', () => {
  it('moves the reservation to needing the shopper’s action and tells them, once even when delivered twice', async () => {
    const { deal, intentId, orderId, userId } = await reservation();
    const event = stripeEvent('payment_intent.canceled', {
      id: intentId,
      object: 'payment_intent',
      status: 'canceled',
      cancellation_reason: 'automatic',
    });

    const first = await deliver(t, event);
    expect(first).toMatchObject({ status: 200, body: { data: { repeated: false } } });
    const order = await orderOf(orderId);
    expect(order?.status).toBe('payment_action_required');
    expect(order?.paymentDueAt).toEqual(new Date(TEST_NOW.getTime() + 24 * HOUR));
    const alerts = await alertsOf(userId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      ...notificationTexts.holdLost(deal.title),
      url: expect.stringContaining(String(orderId)),
    });
    // The payment window ends on its own if the shopper does nothing.
    const windowEnds = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.queue, paymentWindowEndedJob.queue));
    expect(windowEnds.filter((job) => Number(job.data.orderId) === orderId)).toHaveLength(1);

    const again = await deliver(t, event);
    expect(again).toMatchObject({ status: 200, body: { data: { repeated: true } } });
    expect(await alertsOf(userId)).toHaveLength(1);
    expect((await orderOf(orderId))?.updatedAt).toEqual(order?.updatedAt);
  });

  it('treats a failed payment on the intent behind a reservation the same way', async () => {
    const { intentId, orderId } = await reservation();
    const delivered = await deliver(
      t,
      intentEvent('payment_failed', intentId, 'requires_payment_method'),
    );
    expect(delivered.status).toBe(200);
    expect((await orderOf(orderId))?.status).toBe('payment_action_required');
  });

  it('acknowledges events it has no use for and changes nothing', async () => {
    const { intentId, orderId } = await reservation();
    const delivered = await deliver(t, intentEvent('succeeded', intentId, 'succeeded'));
    expect(delivered).toMatchObject({ status: 200, body: { data: { repeated: false } } });
    expect((await orderOf(orderId))?.status).toBe('pending_charge');
  });
});

describe('deliveries that are not from Stripe', () => {
  it('refuses a bad or missing signature with a clear message and changes nothing', async () => {
    const { intentId, orderId, userId } = await reservation();
    const object = { id: intentId, object: 'payment_intent', status: 'canceled' };
    const forged = stripeEvent('payment_intent.canceled', object, 'whsec_someone_else');
    const events = await t.db.select().from(paymentWebhookEvents);

    const badSignature = await deliver(t, forged);
    expect(badSignature.status).toBe(400);
    expect(badSignature.body.message).toMatch(/^Invalid Stripe-Signature: /);
    const tampered = stripeEvent('payment_intent.canceled', object);
    const altered = await deliver(t, {
      payload: tampered.payload.replace('"canceled"', '"cancelled"'),
      signature: tampered.signature,
    });
    expect(altered.status).toBe(400);
    const unsigned = await deliver(t, {
      payload: stripeEvent('x', object).payload,
      signature: null,
    });
    expect(unsigned).toMatchObject({
      status: 400,
      body: { success: false, message: webhookTexts.missingSignature },
    });

    expect((await orderOf(orderId))?.status).toBe('pending_charge');
    expect(await alertsOf(userId)).toHaveLength(0);
    expect(await t.db.select().from(paymentWebhookEvents)).toHaveLength(events.length);
  });

  it('answers 503 while no webhook secret is configured', async () => {
    const unconfigured = await createTestApp({ config: stripeSettings(fake) });
    try {
      const event = stripeEvent('payment_intent.canceled', { id: 'pi_x' });
      expect(await deliver(unconfigured, event)).toMatchObject({
        status: 503,
        body: { message: webhookTexts.notConfigured },
      });
    } finally {
      await unconfigured.close();
    }
  });

  it('has no webhook at all under the test provider', async () => {
    const local = await createTestApp();
    try {
      const event = stripeEvent('payment_intent.canceled', { id: 'pi_x' });
      expect((await deliver(local, event)).status).toBe(404);
    } finally {
      await local.close();
    }
  });
});
