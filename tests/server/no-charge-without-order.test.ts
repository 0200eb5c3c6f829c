import { placementTexts } from '../../server/modules/order-engine/texts.ts';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHIPPING_CENTS } from '../../contract/constants.ts';
import type { CheckoutRequestInput, CheckoutResponse } from '../../contract/checkout.ts';
import type { CreateIntentResponse, PaymentMethod } from '../../contract/payments.ts';
import type { deals } from '../../server/db/schema.ts';
import {
  jobs,
  mailOutbox,
  orders,
  paymentCaptures,
  paymentIntents,
  paymentReversals,
} from '../../server/db/schema.ts';
import { createJobQueue } from '../../server/adapters/jobs/queue.ts';
import { createOutboxMailer } from '../../server/adapters/mail/outbox.ts';
import { createTestPaymentProvider } from '../../server/adapters/payments/test-provider.ts';
import { makeReceiptJob, reconcileIntentJob } from '../../server/modules/order-engine/jobs.ts';
import {
  reconciliationJobHandlers,
  registerReconciliationSweep,
  releaseHold,
  SOLO_CAPTURE_GRACE_MS,
} from '../../server/modules/order-engine/service.ts';
import { checkoutTexts } from '../../server/modules/checkout/texts.ts';
import { CARDS, call, refusal, saveCard, shopperWithCard } from '../fixtures/groups.ts';
import { buyerAddress } from '../fixtures/checkout.ts';
import { freshEmail, freshIp } from '../fixtures/sign-in.ts';
import { openStore } from '../fixtures/store.ts';
import type { Store } from '../fixtures/store.ts';
import { HOUR, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

type Deal = typeof deals.$inferSelect;
const ADMIN = 'ops@example.com';

let t: TestApp;
let newDeal: Store['newDeal'];

beforeAll(async () => {
  ({ t, newDeal } = await openStore('Garden', 'Tools', { config: { adminEmails: [ADMIN] } }));
});
afterAll(() => t.close());
afterEach(async () => {
  await t.db.execute(sql.raw('drop trigger if exists injected_failure on orders'));
  await t.db.execute(sql.raw('drop trigger if exists injected_failure on payment_intents'));
  t.clock.set(TEST_NOW);
});

/**
 * Makes the database refuse one kind of write, as a failing disk, a dropped connection or bad
 * data would, until the test's afterEach lifts it: the failure between two steps of a payment.
 */
async function injectFailure(table: 'orders' | 'payment_intents', when: string) {
  await t.db.execute(
    sql.raw(`create or replace function injected_failure() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger injected_failure before insert or update on ${table}
      for each row when (${when}) execute function injected_failure()`),
  );
}

async function liftFailures() {
  await t.db.execute(sql.raw('drop trigger if exists injected_failure on orders'));
  await t.db.execute(sql.raw('drop trigger if exists injected_failure on payment_intents'));
}

type Buyer = { email: string; card: PaymentMethod };

async function holdFor(deal: Deal, buyer: Buyer) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/create-intent',
    remoteAddress: freshIp(),
    payload: {
      amount: deal.groupDealPriceCents * deal.totalUnitsNeeded,
      currency: 'usd',
      orderType: 'solo',
      customerEmail: buyer.email,
      paymentMethodId: buyer.card.id,
      metadata: { dealId: deal.id, orderType: 'solo' },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as CreateIntentResponse).data.paymentIntentId;
}

function soloCheckout(deal: Deal, buyer: Buyer, paymentIntentId: string): CheckoutRequestInput {
  const total = (deal.groupDealPriceCents * deal.totalUnitsNeeded) / 100;
  return {
    cartItems: [
      {
        dealId: deal.id,
        productName: 'Product',
        quantity: deal.totalUnitsNeeded,
        pricePerUnit: deal.groupDealPriceCents / 100,
        variants: {},
        type: 'solo',
        totalUnits: deal.totalUnitsNeeded,
      },
    ],
    orderType: 'solo',
    personalInfo: { fullName: 'Ada Lovelace', email: buyer.email, phone: '555-0100' },
    shippingAddress: buyerAddress(buyer.email),
    paymentInfo: {
      paymentMethodId: buyer.card.id,
      paymentIntentId,
      cardLast4: buyer.card.card.last4,
      cardBrand: buyer.card.card.brand,
    },
    totalAmount: total,
    shippingCost: SHIPPING_CENTS / 100,
    agreedToTerms: true,
  };
}

const intentStatus = async (id: string) =>
  (await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]?.status;
const ordersOf = (dealId: number) => t.db.select().from(orders).where(eq(orders.dealId, dealId));

describe('a card is never charged without its order', () => {
  it('takes no money from a solo checkout whose order the database refuses, and lets the hold go', async () => {
    const deal = await newDeal({ groupSize: 3, priceCents: 2_799 });
    const buyer = { email: freshEmail('guest'), card: await saveCard(t, undefined) };
    const intentId = await holdFor(deal, buyer);
    await injectFailure('orders', `new.deal_id = ${deal.id}`);

    const failed = await call(
      t,
      'POST',
      '/checkout/process',
      undefined,
      soloCheckout(deal, buyer, intentId),
    );
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.body).toMatchObject({ success: false });
    expect(await intentStatus(intentId)).toBe('requires_capture');
    expect(await ordersOf(deal.id)).toEqual([]);

    await liftFailures();
    await t.jobs.runDueJobs();
    expect(await intentStatus(intentId)).toBe('canceled');
  });

  it('takes no money for a Buy All whose order the database refuses, and lets the hold go', async () => {
    const deal = await newDeal({ groupSize: 2, priceCents: 4_500 });
    const shopper = await shopperWithCard(t, CARDS.succeeds, 'buyer');
    await injectFailure('orders', `new.deal_id = ${deal.id}`);

    const failed = await call(t, 'POST', `/deals/${deal.id}/buy-all`, shopper.token, {
      paymentMethodId: shopper.card.id,
      orderUnits: [{}, {}],
    });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const placed = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.paymentMethodId, shopper.card.id));
    expect(placed.map((intent) => intent.status)).toEqual(['requires_capture']);

    await liftFailures();
    await t.jobs.runDueJobs();
    expect(await intentStatus(placed[0]?.id ?? '')).toBe('canceled');
    expect(await ordersOf(deal.id)).toEqual([]);
  });

  it('charges a solo checkout whose capture failed after its order was recorded once, by the job, and the shopper’s retry finds it paid', async () => {
    const deal = await newDeal({ groupSize: 2, priceCents: 1_250 });
    const buyer = { email: freshEmail('guest'), card: await saveCard(t, undefined) };
    const intentId = await holdFor(deal, buyer);
    const body = soloCheckout(deal, buyer, intentId);
    await injectFailure('payment_intents', `new.id = '${intentId}' and new.status = 'succeeded'`);

    const failed = await call(t, 'POST', '/checkout/process', undefined, body);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const [waiting] = await ordersOf(deal.id);
    expect(waiting).toMatchObject({ orderType: 'solo', status: 'pending_charge' });
    expect(await intentStatus(intentId)).toBe('requires_capture');

    await liftFailures();
    // Before the grace ends the job leaves the capture to the request that recorded the order.
    await t.jobs.runDueJobs();
    expect(await intentStatus(intentId)).toBe('requires_capture');
    t.clock.set(new Date(TEST_NOW.getTime() + SOLO_CAPTURE_GRACE_MS));
    await t.jobs.runDueJobs();
    expect(await intentStatus(intentId)).toBe('succeeded');
    const [paid] = await ordersOf(deal.id);
    expect(paid).toMatchObject({ id: waiting?.id, status: 'paid_awaiting_shipment' });
    expect(
      await t.db
        .select()
        .from(paymentCaptures)
        .where(eq(paymentCaptures.orderId, paid?.id ?? 0)),
    ).toMatchObject([{ status: 'succeeded', paymentIntentId: intentId }]);
    const receipt = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, makeReceiptJob.queue), eq(jobs.key, `order-${paid?.id}`)));
    expect(receipt).toHaveLength(1);

    const retried = await call(t, 'POST', '/checkout/process', undefined, body);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body as CheckoutResponse).toMatchObject({
      message: checkoutTexts.paid,
      data: { orderId: paid?.id, status: 'paid_awaiting_shipment', amountCharged: 25 },
    });
    expect(await ordersOf(deal.id)).toHaveLength(1);
  });

  it('refuses to make a new order of a payment that was captured without one', async () => {
    const deal = await newDeal({ groupSize: 2, priceCents: 1_000 });
    const buyer = { email: freshEmail('guest'), card: await saveCard(t, undefined) };
    const intentId = await holdFor(deal, buyer);
    // A capture whose order was never written, as the old order of steps could leave.
    await t.db
      .update(paymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(paymentIntents.id, intentId));

    const refused = await call(
      t,
      'POST',
      '/checkout/process',
      undefined,
      soloCheckout(deal, buyer, intentId),
    );
    expect(refused).toEqual(refusal(409, placementTexts.paymentUsed));
    expect(await ordersOf(deal.id)).toEqual([]);
  });
});

describe('reconciling payments no order accounts for', () => {
  /** Each story starts an hour after the last: the reconciliation only ever looks forward in time. */
  let hour = 0;
  let told: string[] = [];
  let startedAt = TEST_NOW;
  const quietWarn = console.warn;
  beforeEach(() => {
    hour += 1;
    startedAt = new Date(TEST_NOW.getTime() + hour * HOUR);
    t.clock.set(startedAt);
    told = [];
    console.warn = (line: unknown) => told.push(String(line));
  });
  afterEach(() => {
    console.warn = quietWarn;
  });
  const after = (minutes: number) => t.clock.set(new Date(startedAt.getTime() + minutes * 60_000));
  const reversalsOf = (intentIds: string[]) =>
    t.db
      .select()
      .from(paymentReversals)
      .where(inArray(paymentReversals.paymentIntentId, intentIds));

  /** A capture whose order was never written, as a failure between the two steps left before. */
  async function orphanedCapture(priceCents: number) {
    const deal = await newDeal({ groupSize: 2, priceCents });
    const intentId = await holdFor(deal, {
      email: freshEmail('orphan'),
      card: await saveCard(t, undefined),
    });
    await t.db
      .update(paymentIntents)
      .set({ status: 'succeeded', capturedAt: t.clock.now() })
      .where(eq(paymentIntents.id, intentId));
    return intentId;
  }

  it('refunds a capture left without an order after ten minutes, once, and tells the operator by log and e-mail', async () => {
    const intentId = await orphanedCapture(4_199);

    after(9);
    await t.jobs.runDueJobs();
    expect(await reversalsOf([intentId])).toEqual([]);

    after(12);
    await t.jobs.runDueJobs();
    after(30);
    await t.jobs.runDueJobs();
    expect(await reversalsOf([intentId])).toMatchObject([{ kind: 'refund', amountCents: 8_398 }]);
    expect(told.filter((line) => line.includes(intentId))).toEqual([
      expect.stringMatching(/Refunded .*\$83\.98.*captured without an order/),
    ]);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.textBody, `%${intentId}%`));
    expect(mails).toMatchObject([
      { toAddress: ADMIN, subject: 'Refunded $83.98 captured without an order' },
    ]);
  });

  it('releases a hold no order took and tells the operator, and leaves the payments of orders alone', async () => {
    const deal = await newDeal({ groupSize: 2, priceCents: 1_500 });
    const left = { email: freshEmail('left'), card: await saveCard(t, undefined) };
    const leftId = await holdFor(deal, left);
    const buyer = { email: freshEmail('buyer'), card: await saveCard(t, undefined) };
    const paidId = await holdFor(deal, buyer);
    const paid = await call(
      t,
      'POST',
      '/checkout/process',
      undefined,
      soloCheckout(deal, buyer, paidId),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const member = await shopperWithCard(t, CARDS.succeeds, 'member');
    const group = await newDeal({ groupSize: 3 });
    const joined = await call(t, 'POST', `/deals/${group.id}/join`, member.token, { quantity: 1 });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);

    after(12);
    await t.jobs.runDueJobs();
    expect(await intentStatus(leftId)).toBe('canceled');
    expect(told).toContainEqual(
      expect.stringMatching(new RegExp(`Released .*${leftId}.*\\$30\\.00.*no order took it`)),
    );
    expect(await intentStatus(paidId)).toBe('succeeded');
    const memberHold = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.paymentMethodId, member.card.id));
    expect(memberHold.map((intent) => intent.status)).toEqual(['requires_capture']);
    expect(await reversalsOf([paidId, ...memberHold.map((intent) => intent.id)])).toEqual([]);
  });

  // Last: the extra runners below claim whatever else is due and have no handlers for it.
  it('refunds an orphaned capture once when several processes reconcile at the same moment', async () => {
    const intentId = await orphanedCapture(9_900);
    // Two more processes: their own job runners and reconciliations on the same database.
    const others = [1, 2].map(() => {
      const queue = createJobQueue({ db: t.db, clock: t.clock });
      const deps = {
        db: t.db,
        clock: t.clock,
        jobs: queue,
        payments: createTestPaymentProvider({ db: t.db, clock: t.clock }),
        mailer: createOutboxMailer({ db: t.db, clock: t.clock, print: () => {} }),
        adminEmails: [ADMIN],
        warn: (line: string) => told.push(line),
      };
      registerReconciliationSweep(deps);
      queue.register([reconcileIntentJob], reconciliationJobHandlers(deps));
      return queue;
    });

    after(12);
    await Promise.all([t.jobs.runDueJobs(), ...others.map((queue) => queue.runDueJobs())]);
    expect(await reversalsOf([intentId])).toMatchObject([{ kind: 'refund', amountCents: 19_800 }]);
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `intent-${intentId}`)),
    ).toHaveLength(1);
    expect(told.filter((line) => line.includes(intentId))).toHaveLength(1);
  });
});

describe('a hold once given up is never an order’s', () => {
  it('pays a Buy All retried under its key on a new hold when the first attempt had given its hold up', async () => {
    const deal = await newDeal({ groupSize: 2, priceCents: 3_300 });
    const shopper = await shopperWithCard(t, CARDS.succeeds, 'retrier');
    const buyAll = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/deals/${deal.id}/buy-all`,
        headers: { authorization: `Bearer ${shopper.token}`, 'idempotency-key': 'buy-all-once' },
        payload: { paymentMethodId: shopper.card.id, orderUnits: [{}, {}] },
      });
    await injectFailure('orders', `new.deal_id = ${deal.id}`);
    expect((await buyAll()).statusCode).toBeGreaterThanOrEqual(500);
    await liftFailures();
    await t.jobs.runDueJobs();
    const [givenUp] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.paymentMethodId, shopper.card.id));
    expect(givenUp?.status).toBe('canceled');

    const retried = await buyAll();
    expect(retried.statusCode, retried.body).toBe(200);
    const [order] = await ordersOf(deal.id);
    expect(order).toMatchObject({ status: 'paid_awaiting_shipment' });
    expect(order?.paymentIntentId).not.toBe(givenUp?.id);
    expect(await intentStatus(order?.paymentIntentId ?? '')).toBe('succeeded');
  });

  it('keeps the hold of a recorded reservation when a twin request asks for its release, and lets it go at a later cancel', async () => {
    const deal = await newDeal({ groupSize: 3, priceCents: 1_500 });
    const shopper = await shopperWithCard(t, CARDS.succeeds, 'twin');
    const joined = await call(t, 'POST', `/deals/${deal.id}/join`, shopper.token, { quantity: 1 });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const [order] = await ordersOf(deal.id);
    const intentId = order?.paymentIntentId ?? '';
    await releaseHold(t.db, t.jobs, intentId, 'not reserved');
    await t.jobs.runDueJobs();
    expect(await intentStatus(intentId)).toBe('requires_capture');

    const cancelled = await call(t, 'POST', '/orders/cancel', shopper.token, {
      batch_reservation_id: order?.id,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await t.jobs.runDueJobs();
    expect(await intentStatus(intentId)).toBe('canceled');
  });
});
