import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../contract/checkout.ts';
import { orders } from '../../server/db/schema.ts';
import { freshEmail } from '../fixtures/sign-in.ts';
import { openStripeStore, pay } from '../fixtures/stripe-checkout.ts';
import { HOUR, TEST_NOW } from '../fixtures/test-app.ts';
import { tieredDeal } from '../fixtures/tiered-deals.ts';

let store: Awaited<ReturnType<typeof openStripeStore>>;

beforeAll(async () => {
  store = await openStripeStore();
});
afterAll(() => store.close());

describe('a tiered group under Stripe', () => {
  it('captures from each hold only the price of the tier the group reached, with amount_to_capture and the order’s key, and Stripe keeps the rest uncaptured', async () => {
    const { t, fake } = store;
    const deal = await tieredDeal(t, store.newDeal);
    const paid = [];
    for (const [name, quantity] of [
      ['ann', 3],
      ['ben', 1],
    ] as const) {
      const outcome = await pay(t, {
        deal,
        type: 'group',
        quantity,
        email: freshEmail(name),
        card: fake.createCard(),
      });
      expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
      paid.push({ ...outcome, quantity });
    }
    // Held at the first tier's price: $20 a unit.
    const created = fake.requestsTo('POST', '/v1/payment_intents').slice(-2);
    expect(created.map((request) => request.params.amount)).toEqual(['6000', '2000']);

    t.clock.set(new Date(TEST_NOW.getTime() + 73 * HOUR));
    await t.jobs.runDueJobs();
    await t.jobs.runDueJobs();
    t.clock.set(TEST_NOW);

    for (const { paymentIntentId, body, quantity } of paid) {
      const orderId = (body as CheckoutResponse).data.orderId;
      const captures = fake.requestsTo('POST', `/v1/payment_intents/${paymentIntentId}/capture`);
      expect(
        captures.map((request) => [request.idempotencyKey, request.params.amount_to_capture]),
      ).toEqual([[`order-${orderId}-capture`, String(1_600 * quantity)]]);
      expect(fake.intent(paymentIntentId)).toMatchObject({
        status: 'succeeded',
        amount: 2_000 * quantity,
        amount_received: 1_600 * quantity,
      });
      const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({
        status: 'charged_awaiting_fulfillment',
        totalCents: 1_600 * quantity,
      });
    }
  });
});
