import { orderTexts } from '../../server/modules/orders/texts.ts';
import { paymentTexts } from '../../server/modules/payments/texts.ts';
import { placementTexts } from '../../server/modules/order-engine/texts.ts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DealStatusResponse, JoinResponse, UserDealsResponse } from '../../contract/groups.ts';
import type { Order, OrderListResponse } from '../../contract/orders.ts';
import type { Deal } from '../../contract/catalog.ts';
import { orderAnswerTexts } from '../../contract/constants.ts';
import {
  batches,
  jobs,
  notifications,
  orders,
  paymentCaptures,
  paymentIntents,
  paymentMethods,
} from '../../server/db/schema.ts';
import { chargeBatchJob } from '../../server/modules/order-engine/service.ts';
import { groupTexts } from '../../server/modules/groups/texts.ts';
import { shirtVariations } from '../fixtures/catalog.ts';
import { CARDS, call, refusal, saveCard, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { freshEmail, signIn } from '../fixtures/sign-in.ts';
import { useStore } from '../fixtures/use-store.ts';
import { HOUR, TEST_NOW } from '../fixtures/test-app.ts';

const store = useStore('Fashion', 'Shirts', { shoppers: ['alice', 'bob'] });
afterEach(() => store.t.clock.set(TEST_NOW));

const join = (shopper: Shopper, dealId: number, payload: object) =>
  call(store.t, 'POST', `/deals/${dealId}/join`, shopper.token, payload);
const listOrders = async (shopper: Shopper, status = '') =>
  (
    (await call(store.t, 'GET', `/orders${status ? `?status=${status}` : ''}`, shopper.token))
      .body as OrderListResponse
  ).data;
const dealCounts = async (dealId: number) =>
  (await call(store.t, 'GET', `/ecommerce/deals/${dealId}`)).body.data as Deal;

async function snapshot() {
  return {
    orders: await store.t.db.select().from(orders).orderBy(orders.id),
    batches: await store.t.db.select().from(batches).orderBy(batches.id),
    intents: (await store.t.db.select().from(paymentIntents)).filter(
      (intent) => intent.status !== 'failed',
    ).length,
  };
}

describe('joining a group', () => {
  it('reserves units on the saved card and shows the new counts at once', async () => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_250 });
    expect((await dealCounts(deal.id)).remaining_units).toBe(4);
    const joined = await join(store.alice, deal.id, { quantity: 2 });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const order = (joined.body as JoinResponse).data;
    expect(order).toMatchObject({
      order_type: 'group',
      status: 'pending_charge',
      quantity: 2,
      total_amount: 25,
      progress_percentage: 50,
      time_left_seconds: 72 * 3600,
      batch: { total_reservations: 2 },
      deal: { id: deal.id, group_deal_price: '12.50', total_units_needed: 4 },
    });
    expect(order.order_number).toMatch(/^BG-\d{7}$/);
    expect(order.batch_reservation_id).toBe(order.id);
    expect(await dealCounts(deal.id)).toMatchObject({ reservation_count: 2, remaining_units: 2 });
    const [intent] = await store.t.db
      .select()
      .from(paymentIntents)
      .where(
        eq(
          paymentIntents.id,
          (await store.t.db.select().from(orders).where(eq(orders.id, order.id)))[0]
            ?.paymentIntentId ?? '',
        ),
      );
    expect(intent).toMatchObject({
      status: 'requires_capture',
      captureMethod: 'manual',
      amountCents: 2_500,
    });
  });

  it('charges every member exactly once when the group fills, and tells them', async () => {
    const deal = await store.newDeal({ groupSize: 3, priceCents: 1_000 });
    await join(store.alice, deal.id, { quantity: 1 });
    const last = await join(store.bob, deal.id, { quantity: 2 });
    expect(last.body).toMatchObject({
      success: true,
      message: groupTexts.joinedAndFilled,
    });
    expect(await dealCounts(deal.id)).toMatchObject({ reservation_count: 0, remaining_units: 3 });
    expect(await store.t.jobs.runDueJobs()).toBeGreaterThan(0);
    const mine = (await listOrders(store.alice)).filter((order) => order.deal.id === deal.id);
    expect(mine.map((order) => order.status)).toEqual(['charged_awaiting_fulfillment']);
    const captures = await store.t.db.select().from(paymentCaptures);
    const dealOrders = await store.t.db.select().from(orders).where(eq(orders.dealId, deal.id));
    for (const order of dealOrders) {
      expect(captures.filter((capture) => capture.orderId === order.id)).toMatchObject([
        { status: 'succeeded', amountCents: order.totalCents },
      ]);
    }
    const notes = await store.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, store.bob.userId));
    expect(notes.map((note) => note.kind)).toContain('group_charged');
  });

  it('queues one charge per filled group, under the key its job definition gives', async () => {
    const deal = await store.newDeal({ groupSize: 2 });
    await join(store.alice, deal.id, { quantity: 1 });
    await join(store.bob, deal.id, { quantity: 1 });
    const [batch] = await store.t.db.select().from(batches).where(eq(batches.dealId, deal.id));
    if (!batch) throw new Error('the group has no batch');
    // Queued again through the definition, the charge the filling join wrote is kept alone.
    const key = chargeBatchJob.keyOf(batch.id);
    await store.t.jobs.enqueue(store.t.db, chargeBatchJob, key, { batchId: batch.id });
    const charges = (
      await store.t.db.select().from(jobs).where(eq(jobs.queue, chargeBatchJob.queue))
    ).filter((job) => chargeBatchJob.payload.parse(job.data).batchId === batch.id);
    expect(charges.map((job) => job.key)).toEqual([key]);
  });

  it('never charges twice when the charge job runs again', async () => {
    const deal = await store.newDeal({ groupSize: 2 });
    await join(store.alice, deal.id, { quantity: 1 });
    await join(store.bob, deal.id, { quantity: 1 });
    await store.t.jobs.runDueJobs();
    const [batch] = await store.t.db.select().from(batches).where(eq(batches.dealId, deal.id));
    // A duplicated or retried job: queue the same batch again under another key and run it.
    if (!batch) throw new Error('the group has no batch');
    await store.t.jobs.enqueue(store.t.db, chargeBatchJob, `duplicate-${batch.id}`, {
      batchId: batch.id,
    });
    await store.t.jobs.runDueJobs();
    const dealOrders = await store.t.db.select().from(orders).where(eq(orders.dealId, deal.id));
    const captures = await store.t.db.select().from(paymentCaptures);
    for (const order of dealOrders) {
      expect(order.status).toBe('charged_awaiting_fulfillment');
      expect(captures.filter((capture) => capture.orderId === order.id)).toHaveLength(1);
      const [intent] = await store.t.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, order.paymentIntentId ?? ''));
      expect(intent?.status).toBe('succeeded');
    }
  });

  it('lets the others go on when one card fails at capture, and ends that order after 24 hours', async () => {
    const failing = await shopperWithCard(store.t, CARDS.captureFails, 'carol');
    const deal = await store.newDeal({ groupSize: 2 });
    await join(failing, deal.id, { quantity: 1 });
    await join(store.alice, deal.id, { quantity: 1 });
    await store.t.jobs.runDueJobs();
    const [carolOrder] = await listOrders(failing);
    expect(carolOrder).toMatchObject({
      status: 'payment_action_required',
      time_left_seconds: 24 * 3600,
    });
    expect((await listOrders(store.alice)).find((order) => order.deal.id === deal.id)?.status).toBe(
      'charged_awaiting_fulfillment',
    );
    const kinds = (
      await store.t.db.select().from(notifications).where(eq(notifications.userId, failing.userId))
    ).map((note) => note.kind);
    expect(kinds).toEqual(['payment_action_required']);

    store.t.clock.advance(24 * HOUR);
    await store.t.jobs.runDueJobs();
    // Read from the database: the shopper's access token has long expired by now.
    const [ended] = await store.t.db.select().from(orders).where(eq(orders.userId, failing.userId));
    expect(ended?.status).toBe('payment_failed');
    const [intent] = await store.t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, ended?.paymentIntentId ?? ''));
    expect(intent?.status).toBe('canceled');
    expect(
      (
        await store.t.db
          .select()
          .from(paymentCaptures)
          .where(eq(paymentCaptures.orderId, ended?.id ?? 0))
      )[0]?.status,
    ).toBe('failed');
  });

  it('refuses a join that would pass the group size and changes nothing', async () => {
    const deal = await store.newDeal({ groupSize: 4 });
    await join(store.alice, deal.id, { quantity: 3 });
    const before = await snapshot();
    const refused = await join(store.bob, deal.id, { quantity: 2 });
    expect(refused).toEqual(refusal(409, placementTexts.unitsLeft(1, 2)));
    expect(await snapshot()).toEqual(before);
  });

  it('asks a shopper without a saved card to check out first', async () => {
    const session = await signIn(store.t, freshEmail('nocard'));
    const deal = await store.newDeal();
    const refused = await call(
      store.t,
      'POST',
      `/deals/${deal.id}/join`,
      session.tokens.accessToken,
      {
        quantity: 1,
      },
    );
    expect(refused).toEqual(refusal(409, placementTexts.noSavedCard));
  });

  it('refuses a declined card with its message and reserves nothing', async () => {
    const declined = await shopperWithCard(store.t, CARDS.declined, 'dave');
    const deal = await store.newDeal();
    const refused = await join(declined, deal.id, { quantity: 1 });
    expect(refused).toEqual(refusal(402, 'Your card was declined.'));
    expect((await dealCounts(deal.id)).reservation_count).toBe(0);
  });

  it.each([
    [{ quantity: 0 }, "Invalid field 'quantity': must be at least 1"],
    [{ quantity: -2 }, "Invalid field 'quantity': must be at least 1"],
    [{ quantity: 1.5 }, "Invalid field 'quantity': must be a whole number"],
    [{ quantity: '1' }, "Invalid field 'quantity': must be a number"],
    [{}, "Invalid field 'quantity': must be a number"],
    [{ quantity: 1, extra: true }, "Unknown field 'extra'"],
  ])('refuses the join body %j with a 400 naming the problem', async (payload, message) => {
    const deal = await store.newDeal();
    const before = await snapshot();
    expect(await join(store.alice, deal.id, payload)).toEqual({
      status: 400,
      body: { success: false, message },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('requires one valid variant choice per unit when the product has variations', async () => {
    const deal = await store.newDeal({ variations: shirtVariations });
    const before = await snapshot();
    expect(await join(store.alice, deal.id, { quantity: 2 })).toMatchObject({
      status: 400,
      body: { message: "Invalid field 'variants': Choose size, color for each of the 2 units" },
    });
    expect(
      await join(store.alice, deal.id, { quantity: 2, variants: [{ size: 'S', color: 'Red' }] }),
    ).toMatchObject({
      status: 400,
      body: {
        message: "Invalid field 'variants': Give one variant choice per unit: 2 expected, 1 given",
      },
    });
    expect(
      await join(store.alice, deal.id, { quantity: 1, variants: [{ size: 'XL', color: 'Red' }] }),
    ).toMatchObject({
      status: 400,
      body: {
        message:
          "Invalid field 'variants': Unit 1: 'XL' is not a size of this product (choose S, M)",
      },
    });
    expect(
      await join(store.alice, deal.id, { quantity: 1, variants: [{ size: 'S' }] }),
    ).toMatchObject({
      status: 400,
      body: { message: "Invalid field 'variants': Unit 1 needs a color" },
    });
    expect(await snapshot()).toEqual(before);
    const ok = await join(store.alice, deal.id, {
      quantity: 2,
      variants: [
        { size: 'S', color: 'Red' },
        { size: 'M', color: 'Blue' },
      ],
    });
    expect(ok.status).toBe(200);
    expect((ok.body as JoinResponse).data.variants).toEqual([
      { size: 'S', color: 'Red' },
      { size: 'M', color: 'Blue' },
    ]);
  });

  it('refuses joins on expired, inactive and unknown deals', async () => {
    const expired = await store.newDeal({ expiresInHours: -1 });
    const inactive = await store.newDeal({ status: 'inactive' });
    expect(await join(store.alice, expired.id, { quantity: 1 })).toMatchObject({
      status: 409,
      body: { message: placementTexts.dealClosed },
    });
    expect(await join(store.alice, inactive.id, { quantity: 1 })).toMatchObject({
      status: 409,
      body: { message: placementTexts.dealInactive },
    });
    expect(await join(store.alice, 999_999, { quantity: 1 })).toMatchObject({
      status: 404,
      body: { message: placementTexts.dealNotFound },
    });
  });

  it('asks a visitor to sign in', async () => {
    const deal = await store.newDeal();
    expect(
      await call(store.t, 'POST', `/deals/${deal.id}/join`, undefined, { quantity: 1 }),
    ).toMatchObject({ status: 401 });
  });
});

describe('leaving and cancelling', () => {
  it('releases the units and the hold when a shopper leaves a pending group', async () => {
    const deal = await store.newDeal({ groupSize: 4 });
    await join(store.alice, deal.id, { quantity: 1 });
    await join(store.alice, deal.id, { quantity: 2 });
    const left = await call(store.t, 'DELETE', `/deals/${deal.id}/leave`, store.alice.token);
    expect(left.status).toBe(200);
    expect(left.body.data.cancelled_order_ids).toHaveLength(2);
    expect(await dealCounts(deal.id)).toMatchObject({ reservation_count: 0, remaining_units: 4 });
    await store.t.jobs.runDueJobs();
    const intents = await store.t.db.select().from(paymentIntents);
    for (const order of await store.t.db.select().from(orders).where(eq(orders.dealId, deal.id))) {
      expect(order.status).toBe('cancelled');
      expect(intents.find((intent) => intent.id === order.paymentIntentId)?.status).toBe(
        'canceled',
      );
    }
    expect(
      await call(store.t, 'DELETE', `/deals/${deal.id}/leave`, store.alice.token),
    ).toMatchObject({
      status: 404,
      body: { message: groupTexts.notInDeal },
    });
  });

  it('refuses a leave while one of the groups is being charged, and cancels none of it', async () => {
    const deal = await store.newDeal({ groupSize: 2 });
    await join(store.alice, deal.id, { quantity: 1 });
    // Bob fills that group (its charge is queued, not yet run); Alice starts the next one.
    await join(store.bob, deal.id, { quantity: 1 });
    await join(store.alice, deal.id, { quantity: 1 });
    const before = await snapshot();
    expect(await call(store.t, 'DELETE', `/deals/${deal.id}/leave`, store.alice.token)).toEqual(
      refusal(409, groupTexts.groupFilled),
    );
    expect(await snapshot()).toEqual(before);
    expect(await dealCounts(deal.id)).toMatchObject({ reservation_count: 1, remaining_units: 1 });
  });

  it('cancels a pending order, shows it under Cancelled, and refuses to cancel it again', async () => {
    const deal = await store.newDeal({ groupSize: 4 });
    const order = (await join(store.bob, deal.id, { quantity: 1 })).body.data as Order;
    const cancelled = await call(store.t, 'POST', '/orders/cancel', store.bob.token, {
      batch_reservation_id: order.id,
    });
    expect(cancelled.body).toMatchObject({
      success: true,
      message: orderAnswerTexts.cancelled,
      data: { status: 'cancelled' },
    });
    expect((await listOrders(store.bob, 'cancelled')).map((o) => o.id)).toContain(order.id);
    expect(
      await call(store.t, 'POST', '/orders/cancel', store.bob.token, {
        batch_reservation_id: order.id,
      }),
    ).toEqual(refusal(409, groupTexts.notCancellable('cancelled')));
  });

  it("does not let a shopper see or cancel another shopper's order", async () => {
    const deal = await store.newDeal({ groupSize: 4 });
    const order = (await join(store.alice, deal.id, { quantity: 1 })).body.data as Order;
    const before = await snapshot();
    expect(
      await call(store.t, 'POST', '/orders/cancel', store.bob.token, {
        batch_reservation_id: order.id,
      }),
    ).toEqual(refusal(404, orderTexts.orderNotFound));
    expect(await call(store.t, 'GET', `/orders/${order.id}`, store.bob.token)).toEqual(
      refusal(404, orderTexts.orderNotFound),
    );
    expect(await snapshot()).toEqual(before);
    expect(
      (await call(store.t, 'GET', `/orders/${order.id}`, store.alice.token)).body.data.id,
    ).toBe(order.id);
  });

  it('refuses to cancel an order whose group has been charged', async () => {
    const deal = await store.newDeal({ groupSize: 2 });
    const order = (await join(store.alice, deal.id, { quantity: 1 })).body.data as Order;
    await join(store.bob, deal.id, { quantity: 1 });
    await store.t.jobs.runDueJobs();
    expect(
      await call(store.t, 'POST', '/orders/cancel', store.alice.token, {
        batch_reservation_id: order.id,
      }),
    ).toEqual({
      status: 409,
      body: {
        success: false,
        message: groupTexts.notCancellable('charged_awaiting_fulfillment'),
      },
    });
  });

  it.each([[{ batch_reservation_id: 0 }], [{ batch_reservation_id: 'abc' }], [{}]])(
    'refuses the cancel body %j with a 400',
    async (payload) => {
      const response = await call(store.t, 'POST', '/orders/cancel', store.alice.token, payload);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/batch_reservation_id/);
    },
  );
});

describe('expiry', () => {
  it('expires an unfilled group at deal expiry: reservations end, holds released, nobody charged', async () => {
    const deal = await store.newDeal({ groupSize: 4, expiresInHours: 2 });
    await join(store.alice, deal.id, { quantity: 1 });
    await join(store.bob, deal.id, { quantity: 2 });
    store.t.clock.advance(2 * HOUR);
    await store.t.jobs.runDueJobs();
    const dealOrders = await store.t.db.select().from(orders).where(eq(orders.dealId, deal.id));
    expect(dealOrders.map((order) => order.status)).toEqual([
      'reservation_expired',
      'reservation_expired',
    ]);
    const [batch] = await store.t.db.select().from(batches).where(eq(batches.dealId, deal.id));
    expect(batch?.status).toBe('expired');
    const captures = await store.t.db.select().from(paymentCaptures);
    const intents = await store.t.db.select().from(paymentIntents);
    for (const order of dealOrders) {
      expect(captures.some((capture) => capture.orderId === order.id)).toBe(false);
      expect(intents.find((intent) => intent.id === order.paymentIntentId)?.status).toBe(
        'canceled',
      );
    }
    const kinds = (
      await store.t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, store.bob.userId))
    ).map((note) => note.kind);
    expect(kinds).toContain('reservation_expired');
  });
});

describe('buying a whole group alone', () => {
  it('charges at once and shows the order as paid, leaving the open group alone', async () => {
    const deal = await store.newDeal({
      groupSize: 2,
      priceCents: 900,
      variations: shirtVariations,
    });
    const bought = await call(store.t, 'POST', `/deals/${deal.id}/buy-all`, store.alice.token, {
      paymentMethodId: store.alice.card.id,
      orderUnits: [
        { size: 'S', color: 'Red' },
        { size: 'M', color: 'Blue' },
      ],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.data).toMatchObject({
      order_type: 'solo',
      status: 'paid_awaiting_shipment',
      quantity: 2,
      total_amount: 18,
      batch: null,
      batch_reservation_id: null,
      progress_percentage: 100,
    });
    expect(await dealCounts(deal.id)).toMatchObject({ reservation_count: 0 });
    expect((await listOrders(store.alice, 'active_orders')).map((o) => o.id)).toContain(
      bought.body.data.id,
    );
  });

  it('refuses the wrong number of units, a declined card and another shopper’s card', async () => {
    const deal = await store.newDeal({ groupSize: 2 });
    const declinedCard = await saveCard(store.t, store.bob.token, CARDS.insufficientFunds);
    const before = await snapshot();
    expect(
      await call(store.t, 'POST', `/deals/${deal.id}/buy-all`, store.alice.token, {
        paymentMethodId: store.alice.card.id,
        orderUnits: [{}],
      }),
    ).toMatchObject({
      status: 409,
      body: { message: placementTexts.soloIsWholeGroup(2, 1) },
    });
    expect(
      await call(store.t, 'POST', `/deals/${deal.id}/buy-all`, store.alice.token, {
        paymentMethodId: declinedCard.id,
        orderUnits: [{}, {}],
      }),
    ).toMatchObject({ status: 404 });
    expect(
      await call(store.t, 'POST', `/deals/${deal.id}/buy-all`, store.bob.token, {
        paymentMethodId: declinedCard.id,
        orderUnits: [{}, {}],
      }),
    ).toEqual(refusal(402, 'Your card has insufficient funds.'));
    const after = await snapshot();
    expect(after.orders).toEqual(before.orders);
    expect(after.batches).toEqual(before.batches);
  });
});

describe('My Orders and deal standing', () => {
  it('sorts orders into the docs/product.md tabs', async () => {
    const carol = await shopperWithCard(store.t, CARDS.succeeds, 'tabs');
    const pendingDeal = await store.newDeal({ groupSize: 4 });
    const cancelDeal = await store.newDeal({ groupSize: 4 });
    await join(carol, pendingDeal.id, { quantity: 1 });
    const toCancel = (await join(carol, cancelDeal.id, { quantity: 1 })).body.data as Order;
    await call(store.t, 'POST', '/orders/cancel', carol.token, {
      batch_reservation_id: toCancel.id,
    });
    expect((await listOrders(carol)).length).toBe(2);
    expect((await listOrders(carol, 'reservation')).map((o) => o.deal.id)).toEqual([
      pendingDeal.id,
    ]);
    expect((await listOrders(carol, 'cancelled')).map((o) => o.deal.id)).toEqual([cancelDeal.id]);
    expect(await listOrders(carol, 'past_orders')).toEqual([]);
    expect(await call(store.t, 'GET', '/orders?status=shipped', carol.token)).toMatchObject({
      status: 400,
    });
  });

  it("shows the deal's progress and the shopper's standing, and the deals they are in", async () => {
    const erin = await shopperWithCard(store.t, CARDS.succeeds, 'erin');
    const first = await store.newDeal({ groupSize: 4 });
    await join(erin, first.id, { quantity: 1 });
    const deal = await store.newDeal({ groupSize: 4 });
    await join(erin, deal.id, { quantity: 3 });
    const status = (await call(store.t, 'GET', `/deals/${deal.id}/status`, erin.token))
      .body as DealStatusResponse;
    expect(status.data).toMatchObject({
      reservation_count: 3,
      remaining_units: 1,
      progress_percentage: 75,
      my_reserved_units: 3,
      has_saved_card: true,
    });
    const mine = (await call(store.t, 'GET', '/deals/user?limit=1', erin.token))
      .body as UserDealsResponse;
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ deal: { id: deal.id }, my_reserved_units: 3 });
    expect(mine.total).toBe(2);
    const second = (await call(store.t, 'GET', '/deals/user?limit=1&page=2', erin.token))
      .body as UserDealsResponse;
    expect(second.data[0]).toMatchObject({ deal: { id: first.id }, my_reserved_units: 1 });
  });

  it('links guest orders to the account at its first sign-in', async () => {
    const deal = await store.newDeal({ groupSize: 4 });
    const email = freshEmail('guest');
    await store.t.db.insert(orders).values({
      orderNumber: 'BG-GUEST01',
      orderType: 'solo',
      status: 'paid_awaiting_shipment',
      buyerEmail: email,
      dealId: deal.id,
      quantity: 4,
      unitPriceCents: 1_000,
      totalCents: 4_000,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
    const session = await signIn(store.t, email);
    const listed = (await call(store.t, 'GET', '/orders', session.tokens.accessToken))
      .body as OrderListResponse;
    expect(listed.data.map((order) => order.order_number)).toEqual(['BG-GUEST01']);
  });
});

describe('test payments', () => {
  it('never stores the full card number', async () => {
    const card = await saveCard(store.t, store.alice.token, '4242 4242 4242 4242');
    expect(card.card).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 });
    const [row] = await store.t.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, card.id));
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('recomputes the amount of an intent and refuses a different one', async () => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_999 });
    const body = (amount: number) => ({
      amount,
      currency: 'usd',
      orderType: 'solo',
      customerEmail: 'x@example.com',
      paymentMethodId: store.alice.card.id,
      metadata: { dealId: deal.id, orderType: 'solo', customerName: 'X' },
    });
    expect(
      await call(store.t, 'POST', '/payments/create-intent', store.alice.token, body(1_000)),
    ).toEqual(refusal(409, placementTexts.totalChanged(4, 7_996, 1_000)));
    const created = await call(
      store.t,
      'POST',
      '/payments/create-intent',
      store.alice.token,
      body(7_996),
    );
    expect(created.status).toBe(200);
    const confirm = (token?: string) =>
      call(store.t, 'POST', '/payments/confirm', token, {
        paymentIntentId: created.body.data.paymentIntentId,
        paymentMethodId: store.alice.card.id,
      });
    // Alice's payment is hers to confirm: to anyone else it does not exist.
    expect(await confirm()).toEqual(refusal(404, paymentTexts.intentNotFound));
    expect(await confirm(store.bob.token)).toEqual(refusal(404, paymentTexts.intentNotFound));
    const confirmed = await confirm(store.alice.token);
    // A solo checkout's intent is a hold until /checkout/process records the order and captures it.
    expect(confirmed.body.data.status).toBe('requires_capture');
  });

  it('refuses a card number that is not one', async () => {
    const response = await call(store.t, 'POST', '/payments/test/payment-methods', undefined, {
      card: { number: '1234', exp_month: 1, exp_year: 2030, cvc: '123' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { message: "Invalid field 'card.number': must be 12 to 19 digits" },
    });
  });
});
