import { afterEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orders, paymentCaptures, paymentIntents } from '../../server/db/schema.ts';
import { useConsole } from '../fixtures/use-console.ts';
import { CARDS, call, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { HOUR, TEST_NOW } from '../fixtures/test-app.ts';
import { groupsOf, join, noticesOf, tieredDeal } from '../fixtures/tiered-deals.ts';

const c = useConsole();
afterEach(() => c.t.clock.set(TEST_NOW));

const newTieredDeal = () => tieredDeal(c.t, (options) => c.build.deal(c.subcategoryId, options));
const shoppers = (count: number, card: string = CARDS.succeeds) =>
  Promise.all(Array.from({ length: count }, (_, i) => shopperWithCard(c.t, card, `tier${i}`)));

/**
 * The deal's deadline passes and the store's jobs run (the sweep that closes or expires groups,
 * then the charge); the clock then goes back, so the sessions of the story stay fresh.
 */
async function pastDeadline() {
  c.t.clock.set(new Date(TEST_NOW.getTime() + 73 * HOUR));
  await c.t.jobs.runDueJobs();
  await c.t.jobs.runDueJobs();
  c.t.clock.set(TEST_NOW);
}

/** Each order's status, unit price and total, its capture and its intent's hold and take. */
async function moneyOf(orderIds: number[]) {
  const rows = await c.t.db
    .select({ order: orders, capture: paymentCaptures, intent: paymentIntents })
    .from(orders)
    .leftJoin(paymentCaptures, eq(paymentCaptures.orderId, orders.id))
    .leftJoin(paymentIntents, eq(paymentIntents.id, orders.paymentIntentId))
    .where(inArray(orders.id, orderIds))
    .orderBy(orders.id);
  return rows.map(({ order, capture, intent }) => ({
    status: order.status,
    unit: order.unitPriceCents,
    total: order.totalCents,
    captured: capture?.amountCents ?? null,
    held: intent?.amountCents,
    received: intent?.amountReceivedCents ?? null,
  }));
}

describe('a tiered group', () => {
  it('members of a group that reached its second tier by the deadline are each charged its price for every unit, whenever they joined: less of their hold is captured and the rest released', async () => {
    const deal = await newTieredDeal();
    const [early, middle, late] = (await shoppers(3)) as [Shopper, Shopper, Shopper];
    const first = await join(c.t, deal.id, early, 2);
    const second = await join(c.t, deal.id, middle);
    const third = await join(c.t, deal.id, late);
    const [open] = await groupsOf(c.t, deal.id);
    expect(open).toMatchObject({ status: 'open', reservedUnits: 4, tierUnits: 4 });

    await pastDeadline();
    const [closed] = await groupsOf(c.t, deal.id);
    expect(closed?.status).toBe('filled');
    expect(await moneyOf([first.id, second.id, third.id])).toEqual([
      {
        status: 'charged_awaiting_fulfillment',
        unit: 1_600,
        total: 3_200,
        captured: 3_200,
        held: 4_000,
        received: 3_200,
      },
      ...[0, 1].map(() => ({
        status: 'charged_awaiting_fulfillment',
        unit: 1_600,
        total: 1_600,
        captured: 1_600,
        held: 2_000,
        received: 1_600,
      })),
    ]);
    expect((await noticesOf(c.t, early)).at(-1)).toBe(
      `Your group for ${deal.title} closed and your card was charged $32.00, $8.00 less than was held.`,
    );
    const page = await call(c.t, 'GET', `/orders/${first.id}`, early.token);
    expect(page.body.data).toMatchObject({ unit_price: 16, total_amount: 32 });
  });

  it('a group that never reached its first tier expires at its deadline with nothing charged, as an untiered group does', async () => {
    const deal = await newTieredDeal();
    const [alone] = (await shoppers(1)) as [Shopper];
    const order = await join(c.t, deal.id, alone);
    expect((await groupsOf(c.t, deal.id))[0]?.tierUnits).toBeNull();
    await pastDeadline();
    expect((await groupsOf(c.t, deal.id))[0]?.status).toBe('expired');
    const [money] = await moneyOf([order.id]);
    expect(money).toMatchObject({ status: 'reservation_expired', captured: null, received: null });
    const [held] = await c.t.db
      .select({ status: paymentIntents.status })
      .from(orders)
      .innerJoin(paymentIntents, eq(paymentIntents.id, orders.paymentIntentId))
      .where(eq(orders.id, order.id));
    expect(held?.status).toBe('canceled');
  });

  it('a group that reaches its last tier closes at once and everyone pays the last price', async () => {
    const deal = await newTieredDeal();
    const members = await shoppers(3);
    const placed = [];
    for (const member of members) placed.push(await join(c.t, deal.id, member, 2));
    const [closed] = await groupsOf(c.t, deal.id);
    expect(closed).toMatchObject({ status: 'filled', reservedUnits: 6, tierUnits: 6 });
    await c.t.jobs.runDueJobs();
    const money = await moneyOf(placed.map((order) => order.id));
    expect(money.map((m) => [m.status, m.unit, m.captured, m.held])).toEqual(
      Array(3).fill(['charged_awaiting_fulfillment', 1_400, 2_800, 4_000]),
    );
  });

  it('a member who leaves before the close drops the group a tier: the others pay the lower tier, never more than the price they were held at', async () => {
    const deal = await newTieredDeal();
    const [a, b, leaver] = (await shoppers(3)) as [Shopper, Shopper, Shopper];
    const kept = [await join(c.t, deal.id, a, 2), await join(c.t, deal.id, b)];
    await join(c.t, deal.id, leaver);
    expect((await groupsOf(c.t, deal.id))[0]?.tierUnits).toBe(4);
    const left = await call(c.t, 'DELETE', `/deals/${deal.id}/leave`, leaver.token);
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect((await groupsOf(c.t, deal.id))[0]).toMatchObject({ reservedUnits: 3, tierUnits: 2 });

    await pastDeadline();
    const money = await moneyOf(kept.map((order) => order.id));
    expect(money.map((m) => [m.status, m.unit, m.captured, m.held])).toEqual([
      ['charged_awaiting_fulfillment', 2_000, 4_000, 4_000],
      ['charged_awaiting_fulfillment', 2_000, 2_000, 2_000],
    ]);
  });

  it('each member is told when the group reaches a tier: the price if it closed now and what the next tier takes', async () => {
    const deal = await newTieredDeal();
    const [a, b, c3] = (await shoppers(3)) as [Shopper, Shopper, Shopper];
    await join(c.t, deal.id, a);
    await join(c.t, deal.id, b);
    await c.t.jobs.runDueJobs();
    const atTwo = `Your group for ${deal.title} reached 2 units: everyone pays $20.00 each if it closes now. 2 more and everyone pays $16.00.`;
    expect(await noticesOf(c.t, a)).toContain(atTwo);
    expect(await noticesOf(c.t, b)).toContain(atTwo);
    await join(c.t, deal.id, c3, 2);
    await c.t.jobs.runDueJobs();
    const atFour = `Your group for ${deal.title} reached 4 units: everyone pays $16.00 each if it closes now. 2 more and everyone pays $14.00.`;
    for (const member of [a, b, c3]) expect(await noticesOf(c.t, member)).toContain(atFour);
    // Running the jobs again tells nobody twice.
    await c.t.jobs.runDueJobs();
    expect((await noticesOf(c.t, a)).filter((body) => body === atFour)).toHaveLength(1);
  });

  it('a shopper who buys all of a tiered deal buys the whole last tier at its price, charged at once', async () => {
    const deal = await newTieredDeal();
    const [buyer] = (await shoppers(1)) as [Shopper];
    const bought = await call(c.t, 'POST', `/deals/${deal.id}/buy-all`, buyer.token, {
      paymentMethodId: buyer.card.id,
      orderUnits: Array(6).fill({}),
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.data).toMatchObject({ unit_price: 14, total_amount: 84 });
  });

  it('an operator who refunds a tiered order in full gives back what was finally charged, not what was held', async () => {
    const deal = await newTieredDeal();
    const [a, b] = (await shoppers(2)) as [Shopper, Shopper];
    const order = await join(c.t, deal.id, a, 3);
    await join(c.t, deal.id, b);
    await pastDeadline();
    const refunded = await c.admin('POST', `/orders/${order.id}/refund`, { reason: 'Broken mug' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.message).toBe('Refunded $48.00');
  });

  it('a member whose card fails at the close has 24 hours to fix it at the final price', async () => {
    const deal = await newTieredDeal();
    const [good] = (await shoppers(1)) as [Shopper];
    const [failing] = (await shoppers(1, CARDS.captureFails)) as [Shopper];
    await join(c.t, deal.id, good, 3);
    const order = await join(c.t, deal.id, failing);
    await pastDeadline();
    const [money] = await moneyOf([order.id]);
    expect(money).toMatchObject({ status: 'payment_action_required', unit: 1_600, total: 1_600 });
  });
});
