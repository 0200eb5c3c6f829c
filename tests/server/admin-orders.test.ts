import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdvanceOrderResponse, AnalyticsResponse } from '../../contract/admin.ts';
import type { BuyAllResponse, JoinResponse } from '../../contract/groups.ts';
import type { Order } from '../../contract/orders.ts';
import { notifications, orders } from '../../server/db/schema.ts';
import { fillRate } from '../../server/modules/admin/analytics.ts';
import { openStore } from '../fixtures/store.ts';
import type { Store } from '../fixtures/store.ts';
import { CARDS, call, joinOneEach, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { bearer, signIn } from '../fixtures/sign-in.ts';
import { HOUR, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

const ADMIN = 'boss@example.com';

let t: TestApp;
let newDeal: Store['newDeal'];
let adminToken: string;

beforeAll(async () => {
  ({ t, newDeal } = await openStore('Electronics', 'Audio', { config: { adminEmails: [ADMIN] } }));
  adminToken = (await signIn(t, ADMIN)).tokens.accessToken;
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

async function advance(orderId: number, event: string, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${orderId}/advance`,
    headers: bearer(token ?? adminToken),
    payload: { event },
  });
  return { status: response.statusCode, body: response.json() };
}

async function analytics(query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/analytics${query}`,
    headers: bearer(adminToken),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Two shoppers fill a group of two; the charge job runs. */
async function chargedGroup(priceCents = 1_000): Promise<{ orders: Order[]; shoppers: Shopper[] }> {
  const deal = await newDeal({ groupSize: 2, priceCents });
  const shoppers = [
    await shopperWithCard(t, CARDS.succeeds, 'ann'),
    await shopperWithCard(t, CARDS.succeeds, 'ben'),
  ];
  const joined = await joinOneEach(t, deal.id, shoppers);
  await t.jobs.runDueJobs();
  return { orders: joined, shoppers };
}

/** The first member of a group that filled and was charged, with their order. */
async function chargedFirstMember(): Promise<{ order: Order; shopper: Shopper }> {
  const {
    orders: [order],
    shoppers: [shopper],
  } = await chargedGroup();
  if (!order || !shopper) throw new Error('no order');
  return { order, shopper };
}

async function soloOrder(priceCents = 500): Promise<Order> {
  const deal = await newDeal({ groupSize: 2, priceCents });
  const shopper = await shopperWithCard(t, CARDS.succeeds, 'solo');
  const bought = await call(t, 'POST', `/deals/${deal.id}/buy-all`, shopper.token, {
    paymentMethodId: shopper.card.id,
    orderUnits: [{}, {}],
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  return (bought.body as BuyAllResponse).data;
}

const statusOf = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;

describe('fulfilment', () => {
  it('moves a charged group order to waiting, fulfilled, delivered and completed, telling the shopper', async () => {
    const { order, shopper } = await chargedFirstMember();
    expect(await statusOf(order.id)).toBe('charged_awaiting_fulfillment');
    for (const [event, status, message] of [
      ['start_fulfilment', 'waiting_for_fulfillment', 'Order is waiting for fulfilment'],
      ['fulfil', 'fulfilled', 'Order fulfilled'],
      ['deliver', 'delivered', 'Order delivered'],
      ['complete', 'completed', 'Order completed'],
    ] as const) {
      const moved = await advance(order.id, event);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body).toMatchObject({ success: true, message, data: { id: order.id, status } });
    }
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, shopper.userId));
    expect(told.map((row) => row.kind)).toEqual([
      'group_charged',
      'order_fulfilled',
      'order_delivered',
    ]);
    const final = (await call(t, 'GET', `/orders/${order.id}`, shopper.token)).body.data as Order;
    expect(final.status).toBe('completed');
    expect(final.receipt_url).toBe(`/api/v1/orders/${order.id}/receipt.pdf`);
  });

  it('moves a paid solo order to fulfilled, delivered and completed', async () => {
    const order = await soloOrder();
    for (const [event, status] of [
      ['fulfil', 'fulfilled'],
      ['deliver', 'delivered'],
      ['complete', 'completed'],
    ] as const) {
      expect((await advance(order.id, event)).body as AdvanceOrderResponse).toMatchObject({
        data: { status },
      });
    }
  });

  it.each([
    [
      'a pending reservation cannot start fulfilment',
      'pending',
      'start_fulfilment',
      'A group order that is pending charge cannot start fulfilment',
    ],
    [
      'a charged group order cannot skip to delivered',
      'charged',
      'deliver',
      'A group order that is charged awaiting fulfillment cannot deliver',
    ],
    [
      'a solo order has no waiting step',
      'solo',
      'start_fulfilment',
      'A solo order that is paid awaiting shipment cannot start fulfilment',
    ],
  ])('refuses with 409 when %s, changing nothing', async (_case, kind, event, message) => {
    let order: Order;
    if (kind === 'solo') order = await soloOrder();
    else if (kind === 'charged') [order] = (await chargedGroup()).orders as [Order];
    else {
      const deal = await newDeal({ groupSize: 3 });
      const shopper = await shopperWithCard(t);
      order = (
        (await call(t, 'POST', `/deals/${deal.id}/join`, shopper.token, { quantity: 1 }))
          .body as JoinResponse
      ).data;
    }
    const before = await statusOf(order.id);
    expect(await advance(order.id, event)).toEqual({
      status: 409,
      body: { success: false, message },
    });
    expect(await statusOf(order.id)).toBe(before);
  });

  it('names the bad field, and answers 404 for an order that does not exist', async () => {
    const order = await soloOrder();
    const charge = await advance(order.id, 'capture_succeeded');
    expect(charge.status).toBe(400);
    expect(charge.body.message).toMatch(/^Invalid field 'event': must be one of/);
    expect(await statusOf(order.id)).toBe('paid_awaiting_shipment');
    expect((await advance(99_999, 'fulfil')).status).toBe(404);
    expect((await advance(0, 'fulfil')).status).toBe(400);
  });

  it('refuses a shopper who tries to move their own order (403)', async () => {
    const { order, shopper } = await chargedFirstMember();
    expect((await advance(order.id, 'start_fulfilment', shopper.token)).status).toBe(403);
    expect(await statusOf(order.id)).toBe('charged_awaiting_fulfillment');
  });
});

describe('analytics', () => {
  it.each([
    [3, 1, 0.75],
    [1, 2, 0.3333],
    [0, 4, 0],
    [0, 0, null],
  ])('reports %i filled and %i expired groups as a fill rate of %s', (filled, expired, rate) => {
    expect(fillRate(filled, expired)).toBe(rate);
  });

  it('reports groups filled, fill rate and revenue captured, day by day', async () => {
    // A fresh app, so earlier tests' groups do not count.
    const { t: own, newDeal } = await openStore('Sports', 'Bikes', {
      config: { adminEmails: [ADMIN] },
    });
    try {
      const join = async (dealId: number) => {
        const shopper = await shopperWithCard(own, CARDS.succeeds, 'rider');
        expect(
          (await call(own, 'POST', `/deals/${dealId}/join`, shopper.token, { quantity: 1 })).status,
        ).toBe(200);
      };

      // 1 June: one group of two filled at $10 a unit, one solo buy of two at $5, one group left short.
      const filledFirst = await newDeal({ groupSize: 2, priceCents: 1_000 });
      await join(filledFirst.id);
      await join(filledFirst.id);
      const solo = await newDeal({ groupSize: 2, priceCents: 500 });
      const buyer = await shopperWithCard(own, CARDS.succeeds, 'buyer');
      await call(own, 'POST', `/deals/${solo.id}/buy-all`, buyer.token, {
        paymentMethodId: buyer.card.id,
        orderUnits: [{}, {}],
      });
      const shortOne = await newDeal({ groupSize: 3, expiresInHours: 2 });
      await join(shortOne.id);
      await own.jobs.runDueJobs();

      // 2 June: the short group has expired (on 1 June); another group of two fills at $15.
      own.clock.set(new Date(TEST_NOW.getTime() + 24 * HOUR));
      const filledSecond = await newDeal({ groupSize: 2, priceCents: 1_500 });
      await join(filledSecond.id);
      await join(filledSecond.id);
      await own.jobs.runDueJobs();

      // Signed in on 2 June: tokens are short-lived.
      const token = (await signIn(own, ADMIN)).tokens.accessToken;
      const response = await own.app.inject({
        method: 'GET',
        url: '/api/v1/admin/analytics?days=3',
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json() as AnalyticsResponse;
      expect(data).toMatchObject({
        days: 3,
        from: '2026-05-31T00:00:00.000Z',
        to: '2026-06-02T12:00:00.000Z',
      });
      expect(data.by_day).toEqual([
        {
          date: '2026-05-31',
          groups_filled: 0,
          groups_expired: 0,
          fill_rate: null,
          revenue_cents: 0,
          revenue: '0.00',
        },
        {
          date: '2026-06-01',
          groups_filled: 1,
          groups_expired: 1,
          fill_rate: 0.5,
          revenue_cents: 3_000,
          revenue: '30.00',
        },
        {
          date: '2026-06-02',
          groups_filled: 1,
          groups_expired: 0,
          fill_rate: 1,
          revenue_cents: 3_000,
          revenue: '30.00',
        },
      ]);
      expect(data.totals).toEqual({
        groups_filled: 2,
        groups_expired: 1,
        fill_rate: 0.6667,
        revenue_cents: 6_000,
        revenue: '60.00',
      });

      const today = await own.app.inject({
        method: 'GET',
        url: '/api/v1/admin/analytics?days=1',
        headers: bearer(token),
      });
      expect((today.json() as AnalyticsResponse).data.totals).toMatchObject({
        groups_filled: 1,
        revenue_cents: 3_000,
      });
    } finally {
      await own.close();
    }
  });

  it.each([
    ['?days=0', "Invalid query parameter 'days': must be at least 1"],
    ['?days=366', "Invalid query parameter 'days': must be at most 365"],
    ['?days=week', "Invalid query parameter 'days': must be a number"],
    ['?days=2.5', "Invalid query parameter 'days': must be a whole number"],
    ['?from=2026-01-01', "Unknown query parameter 'from'"],
  ])('names the bad query parameter of %s', async (query, message) => {
    expect(await analytics(query)).toEqual({ status: 400, body: { success: false, message } });
  });

  it('covers the last 30 days when no period is given', async () => {
    const { status, body } = await analytics('');
    expect(status).toBe(200);
    expect((body as AnalyticsResponse).data.by_day).toHaveLength(30);
  });
});
