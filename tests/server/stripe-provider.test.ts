import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../contract/checkout.ts';
import type { JoinResponse } from '../../contract/groups.ts';
import type { CreateIntentResponse } from '../../contract/payments.ts';
import type { ConfigResponse } from '../../contract/system.ts';
import { loadConfig } from '../../server/config.ts';
import { batches, orders, paymentIntents, paymentMethods } from '../../server/db/schema.ts';
import { SOLO_CAPTURE_GRACE_MS } from '../../server/modules/order-engine/service.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import type { FakeStripeApi } from '../fixtures/fake-stripe-api.ts';
import {
  checkoutBody,
  createIntent as createIntentIn,
  openStripeStore,
  pay as payIn,
} from '../fixtures/stripe-checkout.ts';
import type { StripeCheckout } from '../fixtures/stripe-checkout.ts';
import { CARDS, call, refusal, saveCard } from '../fixtures/groups.ts';
import { freshEmail, signIn } from '../fixtures/sign-in.ts';
import { createTestApp, MINUTE, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

let store: Awaited<ReturnType<typeof openStripeStore>>;
let fake: FakeStripeApi;
let t: TestApp;
let newDeal: typeof store.newDeal;

beforeAll(async () => {
  store = await openStripeStore();
  ({ t, fake, newDeal } = store);
});
afterAll(() => store.close());
afterEach(() => t.clock.set(TEST_NOW));

type Checkout = StripeCheckout;
const createIntent = (c: Checkout) => createIntentIn(t, c);
const pay = (c: Checkout) => payIn(t, c);

const createdIntents = () => fake.requestsTo('POST', '/v1/payment_intents');
const lastCreated = () => createdIntents().at(-1);

/** One unit of a group, bought by a new guest with a Stripe.js card that succeeds unless told. */
const oneUnit = (deal: Checkout['deal'], guest: string, card = fake.createCard()): Checkout => ({
  deal,
  type: 'group',
  quantity: 1,
  email: freshEmail(guest),
  card,
});

describe('the PWA under Stripe', () => {
  it('is told Stripe is in force, with the publishable key for Stripe.js', async () => {
    const config = await call(t, 'GET', '/config');
    expect(config.status).toBe(200);
    expect((config.body as ConfigResponse).data).toMatchObject({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_contract',
    });
  });

  it('finds no test card step: card numbers never reach the server', async () => {
    const step = await call(t, 'POST', '/payments/test/payment-methods', undefined, {
      card: { number: CARDS.succeeds, exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    expect(step.status).toBe(404);
  });

  it('cannot start with a secret key but no publishable key, and is told which is missing', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });
});

describe('checking out with Stripe', () => {
  it('holds a group reservation for later capture, saved for off-session use, on a card learned from Stripe', async () => {
    const deal = await newDeal({ groupSize: 4, priceCents: 1_250 });
    const session = await signIn(t, freshEmail('grace'));
    const card = fake.createCard('succeeds', '1881');
    const paid = await pay({
      deal,
      type: 'group',
      quantity: 2,
      email: session.user.email,
      card,
      token: session.tokens.accessToken,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as CheckoutResponse).data.status).toBe('pending_charge');

    const [customer] = fake.requestsTo('POST', '/v1/customers').slice(-1);
    expect(customer?.params).toMatchObject({ email: session.user.email });
    const customerId = String(fake.intent(paid.paymentIntentId)?.customer);
    expect(fake.requestsTo('POST', `/v1/payment_methods/${card}/attach`)).toHaveLength(1);
    expect(lastCreated()?.params).toMatchObject({
      amount: '2500',
      currency: 'usd',
      payment_method: card,
      customer: customerId,
      confirm: 'true',
      capture_method: 'manual',
      setup_future_usage: 'off_session',
      metadata: { dealId: String(deal.id), orderType: 'group' },
    });
    expect(lastCreated()?.params).not.toHaveProperty('off_session');
    expect(lastCreated()?.idempotencyKey).toMatch(/^checkout-/);
    // The card is the shopper's now: brand and last4 only, for a one-click join later.
    const [saved] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, card));
    expect(saved).toMatchObject({
      provider: 'stripe',
      userId: session.user.id,
      brand: 'visa',
      last4: '1881',
      expMonth: 12,
      expYear: 2030,
      providerCustomerId: customerId,
    });
    // Nothing of the test provider's is used under Stripe.
    expect(await t.db.select().from(paymentIntents)).toHaveLength(0);
  });

  it('refuses a card already saved on someone else’s Stripe customer, and charges nothing', async () => {
    const deal = await newDeal({ groupSize: 4 });
    const before = createdIntents().length;
    const refused = await createIntent(
      oneUnit(deal, 'borrower', fake.createCard('succeeds', '4242', 'cus_someone_else')),
    );
    expect(refused).toMatchObject({
      status: 404,
      body: { message: 'Payment method not found: validate your card again' },
    });
    expect(createdIntents()).toHaveLength(before);
  });

  it('charges a guest’s solo buy once the order is recorded, with a key derived from the order', async () => {
    const deal = await newDeal({ groupSize: 3, priceCents: 2_000 });
    const card = fake.createCard();
    const paid = await pay({ deal, type: 'solo', quantity: 3, email: freshEmail('guest'), card });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as CheckoutResponse).data.status).toBe('paid_awaiting_shipment');
    // The checkout's authorisation is a hold, captured only when the order is certain.
    expect(lastCreated()?.params).toMatchObject({ amount: '6000', capture_method: 'manual' });
    const captures = fake.requestsTo('POST', `/v1/payment_intents/${paid.paymentIntentId}/capture`);
    const orderId = (paid.body as CheckoutResponse).data.orderId;
    expect(captures.map((request) => request.idempotencyKey)).toEqual([`order-${orderId}-capture`]);
    expect(fake.intent(paid.paymentIntentId)).toMatchObject({ status: 'succeeded' });
  });

  it('charges a solo buy whose capture Stripe could not answer once, by the job, after its order was recorded', async () => {
    const deal = await newDeal({ groupSize: 2, priceCents: 2_500 });
    const checkout: Checkout = {
      deal,
      type: 'solo',
      quantity: 2,
      email: freshEmail('guest'),
      card: fake.createCard(),
    };
    const intentId = ((await createIntent(checkout)).body as CreateIntentResponse).data
      .paymentIntentId;
    const capturePath = `/v1/payment_intents/${intentId}/capture`;
    // The first call and both of the SDK's retries meet a Stripe having a bad moment.
    fake.failNext('POST', capturePath, 3);
    const body = checkoutBody(checkout, intentId);
    const failed = await call(t, 'POST', '/checkout/process', undefined, body);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const [waiting] = await t.db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
    expect(waiting).toMatchObject({ orderType: 'solo', status: 'pending_charge' });
    expect(fake.intent(intentId)?.status).toBe('requires_capture');

    t.clock.set(new Date(TEST_NOW.getTime() + SOLO_CAPTURE_GRACE_MS));
    await t.jobs.runDueJobs();
    expect(fake.intent(intentId)).toMatchObject({ status: 'succeeded', amount_received: 5_000 });
    const [paid] = await t.db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
    expect(paid?.status).toBe('paid_awaiting_shipment');
    const keys = new Set(fake.requestsTo('POST', capturePath).map((r) => r.idempotencyKey));
    expect([...keys]).toEqual([`order-${waiting?.id}-capture`]);
    const retried = await call(t, 'POST', '/checkout/process', undefined, body);
    expect(retried).toMatchObject({
      status: 200,
      body: { data: { orderId: waiting?.id, status: 'paid_awaiting_shipment' } },
    });
  });

  it('charges a one-click Buy All on the saved card at once, capturing its hold once the order is recorded', async () => {
    const deal = await newDeal({ groupSize: 2, priceCents: 1_500 });
    const session = await signIn(t, freshEmail('buyer'));
    const token = session.tokens.accessToken;
    const card = fake.createCard();
    const first = await pay({
      deal: await newDeal(),
      type: 'group',
      quantity: 1,
      email: session.user.email,
      card,
      token,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const bought = await call(t, 'POST', `/deals/${deal.id}/buy-all`, token, {
      paymentMethodId: card,
      orderUnits: [{}, {}],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect((bought.body as JoinResponse).data).toMatchObject({ status: 'paid_awaiting_shipment' });
    const request = lastCreated();
    expect(request?.params).toMatchObject({
      amount: '3000',
      capture_method: 'manual',
      payment_method: card,
      customer: fake.intent(first.paymentIntentId)?.customer,
    });
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, (bought.body as JoinResponse).data.id));
    expect(request?.idempotencyKey).toBe(`order-${order?.id}-authorize`);
    const intentId = String(order?.paymentIntentId);
    const captures = fake.requestsTo('POST', `/v1/payment_intents/${intentId}/capture`);
    expect(captures.map((capture) => capture.idempotencyKey)).toEqual([
      `order-${order?.id}-capture`,
    ]);
    expect(fake.intent(intentId)).toMatchObject({ status: 'succeeded', amount_received: 3000 });
  });

  it('tells the shopper the payment service is unavailable, with a 503, when Stripe keeps failing', async () => {
    const deal = await newDeal({ groupSize: 4 });
    const checkout: Checkout = oneUnit(deal, 'outage');
    // The first call and both of the SDK's retries fail.
    fake.failNext('POST', '/v1/payment_intents', 3);
    const answer = await createIntent(checkout);
    expect(answer).toEqual(
      refusal(503, 'The payment service did not answer as expected; please try again in a moment'),
    );
  });

  it('repeats the same idempotency key when a call is retried, so a card is authorised once', async () => {
    const deal = await newDeal({ groupSize: 4 });
    const checkout: Checkout = oneUnit(deal, 'retry');
    // Stripe fails once: the SDK sends the call again with the same key.
    fake.failNext('POST', '/v1/payment_intents');
    const before = createdIntents().length;
    const first = await createIntent(checkout);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The shopper's double click sends the same checkout again.
    const again = await createIntent(checkout);
    expect(again.status).toBe(200);

    const sent = createdIntents().slice(before);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(sent[0]?.idempotencyKey).toMatch(/^checkout-/);
    const firstId = (first.body as CreateIntentResponse).data.paymentIntentId;
    expect((again.body as CreateIntentResponse).data.paymentIntentId).toBe(firstId);
  });

  it('captures each hold of a filled group once, with the order’s key', async () => {
    const deal = await newDeal({ groupSize: 2, priceCents: 1_000 });
    const paid = [];
    for (const name of ['ann', 'ben']) {
      const outcome = await pay({
        deal,
        type: 'group',
        quantity: 1,
        email: freshEmail(name),
        card: fake.createCard(),
      });
      expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
      paid.push(outcome);
    }
    await t.jobs.runDueJobs();
    await t.jobs.runDueJobs();

    for (const { paymentIntentId, body } of paid) {
      const orderId = (body as CheckoutResponse).data.orderId;
      const captures = fake.requestsTo('POST', `/v1/payment_intents/${paymentIntentId}/capture`);
      expect(captures.map((request) => request.idempotencyKey)).toEqual([
        `order-${orderId}-capture`,
      ]);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.status).toBe('charged_awaiting_fulfillment');
    }
  });

  it('gives the shopper Stripe’s message for a declined card and reserves nothing', async () => {
    const deal = await newDeal({ groupSize: 4 });
    const refused = await createIntent({
      deal,
      type: 'group',
      quantity: 2,
      email: freshEmail('declined'),
      card: fake.createCard('insufficient_funds'),
    });
    expect(refused).toMatchObject({
      status: 402,
      body: { success: false, message: 'Your card has insufficient funds.' },
    });
    expect(await t.db.select().from(orders).where(eq(orders.dealId, deal.id))).toHaveLength(0);
    expect(await t.db.select().from(batches).where(eq(batches.dealId, deal.id))).toHaveLength(0);
  });

  it('lets the shopper pass the bank’s challenge in Stripe.js, then records the reservation', async () => {
    const deal = await newDeal({ groupSize: 4 });
    const checkout: Checkout = oneUnit(deal, 'secure', fake.createCard('requires_action'));
    const intent = await createIntent(checkout);
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    const { data } = intent.body as CreateIntentResponse;
    expect(data.status).toBe('requires_action');
    // Stripe.js needs Stripe's own client secret to show the challenge.
    expect(data.clientSecret).toBe(fake.intent(data.paymentIntentId)?.client_secret);

    const early = await call(
      t,
      'POST',
      '/checkout/process',
      undefined,
      checkoutBody(checkout, data.paymentIntentId),
    );
    expect(early.status).toBe(402);
    expect(early.body).toMatchObject({ data: { requiresAction: true } });
    expect(await t.db.select().from(orders).where(eq(orders.dealId, deal.id))).toHaveLength(0);

    fake.completeAction(data.paymentIntentId);
    const confirmed = await call(t, 'POST', '/payments/confirm', undefined, {
      paymentIntentId: data.paymentIntentId,
      paymentMethodId: checkout.card,
    });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { data: { status: 'requires_capture' } },
    });
    const processed = await call(
      t,
      'POST',
      '/checkout/process',
      undefined,
      checkoutBody(checkout, data.paymentIntentId),
    );
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    expect((processed.body as CheckoutResponse).data.status).toBe('pending_charge');
  });
});

describe('checkouts abandoned after their hold', () => {
  it('releases at Stripe a hold no order took within 10 minutes, and keeps the others', async () => {
    const deal = await newDeal({ groupSize: 4 });
    const left = await createIntent(oneUnit(deal, 'left'));
    const leftId = (left.body as CreateIntentResponse).data.paymentIntentId;
    const kept = await pay(oneUnit(deal, 'kept'));
    expect(kept.status).toBe(200);

    t.clock.set(new Date(TEST_NOW.getTime() + 9 * MINUTE));
    await t.jobs.runDueJobs();
    expect(fake.intent(leftId)?.status).toBe('requires_capture');

    t.clock.set(new Date(TEST_NOW.getTime() + 12 * MINUTE));
    await t.jobs.runDueJobs();
    expect(fake.requestsTo('GET', '/v1/payment_intents').length).toBeGreaterThan(0);
    expect(fake.intent(leftId)?.status).toBe('canceled');
    expect(fake.requestsTo('POST', `/v1/payment_intents/${leftId}/cancel`)).toHaveLength(1);
    expect(fake.intent(kept.paymentIntentId)?.status).toBe('requires_capture');
  });

  it('refunds at Stripe, once, a payment captured without an order, with a key derived from it', async () => {
    const later = new Date(TEST_NOW.getTime() + 60 * MINUTE);
    t.clock.set(later);
    const orphan = await createIntent(oneUnit(await newDeal({ groupSize: 4 }), 'orphan'));
    const orphanId = (orphan.body as CreateIntentResponse).data.paymentIntentId;
    // Captured by a process that died before it recorded anything.
    fake.capture(orphanId);

    t.clock.set(new Date(later.getTime() + 12 * MINUTE));
    await t.jobs.runDueJobs();
    t.clock.set(new Date(later.getTime() + 30 * MINUTE));
    await t.jobs.runDueJobs();
    const refunds = fake.requestsTo('POST', '/v1/refunds');
    expect(
      refunds.map((request) => [request.params.payment_intent, request.idempotencyKey]),
    ).toEqual([[orphanId, `refund-${orphanId}`]]);
    const charge = fake.intent(orphanId)?.latest_charge as { refunded: boolean } | undefined;
    expect(charge?.refunded).toBe(true);
  });

  it('releases them with the test provider too', async () => {
    const local = await createTestApp();
    try {
      const localBuild = catalogBuilder(local.db, TEST_NOW);
      const category = await localBuild.category('Home');
      const sub = await localBuild.subcategory(category.id, 'Kitchen');
      const deal = await localBuild.deal(sub.id, { reserved: null, groupSize: 4 });
      const card = await saveCard(local, undefined);
      const held = await call(local, 'POST', '/payments/create-intent', undefined, {
        amount: deal.groupDealPriceCents,
        currency: 'usd',
        orderType: 'group',
        customerEmail: freshEmail('gone'),
        paymentMethodId: card.id,
        metadata: { dealId: deal.id, orderType: 'group', quantity: 1 },
      });
      const intentId = (held.body as CreateIntentResponse).data.paymentIntentId;
      const status = async () =>
        (await local.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)))[0]
          ?.status;

      await local.jobs.runDueJobs();
      expect(await status()).toBe('requires_capture');
      local.clock.set(new Date(TEST_NOW.getTime() + 31 * MINUTE));
      await local.jobs.runDueJobs();
      expect(await status()).toBe('canceled');
    } finally {
      await local.close();
    }
  });
});
