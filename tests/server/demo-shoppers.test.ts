import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, ShoppersResponse } from '../../contract/admin-console.ts';
import type { DemoDataRemovedResponse, DemoDataResponse } from '../../contract/admin-demo.ts';
import type { Deal, DealListResponse, GroupMembersResponse } from '../../contract/catalog.ts';
import { seedCatalog } from '../../server/db/seed/seed.ts';
import { DEMO_EMAIL_DOMAIN } from '../../server/db/seed/demo-shoppers.ts';
import {
  auditLog,
  batches,
  mailOutbox,
  orders,
  paymentIntents,
  users,
} from '../../server/db/schema.ts';
import { adminTexts } from '../../server/modules/admin/texts.ts';
import { CARDS, call, shopperWithCard } from '../fixtures/groups.ts';
import { bearer, signIn } from '../fixtures/sign-in.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

const OPERATOR = 'operator@example.com';
let t: TestApp;
let operatorToken: string;

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [OPERATOR] } });
  await seedCatalog(t.db, TEST_NOW);
  operatorToken = (await signIn(t, OPERATOR)).tokens.accessToken;
});
afterAll(() => t.close());

const activeDeals = async (): Promise<Deal[]> => {
  const response = await t.app.inject({ url: '/api/v1/ecommerce/active-deal?limit=100' });
  return response.json<DealListResponse>().data;
};

async function admin<T>(method: 'GET' | 'POST', url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: bearer(operatorToken),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

/** Units held by orders in each deal's open group, by deal id. */
async function unitsHeldByOrders() {
  const rows = await t.db
    .select({ dealId: batches.dealId, quantity: orders.quantity, isDemo: users.isDemo })
    .from(orders)
    .innerJoin(batches, eq(batches.id, orders.batchId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(batches.status, 'open'), eq(orders.status, 'pending_charge')));
  const held = new Map<number, number>();
  for (const row of rows) held.set(row.dealId, (held.get(row.dealId) ?? 0) + row.quantity);
  return { held, allDemo: rows.every((row) => row.isDemo) };
}

describe('the seeded store: progress made of demo shoppers’ orders', () => {
  it('a visitor sees each group’s "N of M reserved" made of demo shoppers’ orders on held cards, and is told they are demo shoppers', async () => {
    const deals = await activeDeals();
    const { held, allDemo } = await unitsHeldByOrders();
    expect(allDemo).toBe(true);
    const withProgress = deals.filter((deal) => deal.reservation_count > 0);
    expect(withProgress.length).toBeGreaterThan(20);
    for (const deal of deals) expect(held.get(deal.id) ?? 0).toBe(deal.reservation_count);

    const holds = await t.db
      .select({ status: paymentIntents.status })
      .from(orders)
      .innerJoin(paymentIntents, eq(paymentIntents.id, orders.paymentIntentId));
    expect(holds.length).toBe(withProgress.reduce((sum, deal) => sum + deal.reservation_count, 0));
    expect(new Set(holds.map((hold) => hold.status))).toEqual(new Set(['requires_capture']));

    const fullest = withProgress.toSorted((a, b) => b.reservation_count - a.reservation_count)[0];
    const members = await t.app.inject({ url: `/api/v1/ecommerce/deals/${fullest?.id}/members` });
    const group = members.json<GroupMembersResponse>().data;
    expect(group.demo).toBe(fullest?.reservation_count);
    expect(group.initials.length).toBeGreaterThan(0);
    expect(group.joinedLastHour).toBe(0);
  });

  it('an operator sees demo shoppers marked as demo in the console', async () => {
    const found = await admin<ShoppersResponse>('GET', '/shoppers?q=demo.bogo-together');
    expect(found.body.data.rows.length).toBeGreaterThan(0);
    for (const shopper of found.body.data.rows) expect(shopper.is_demo).toBe(true);
    const demo = await admin<DemoDataResponse>('GET', '/demo-data');
    const deals = await activeDeals();
    expect(demo.body.data).toEqual({
      shoppers: found.body.data.total,
      orders: deals.reduce((sum, deal) => sum + deal.reservation_count, 0),
      units_in_open_groups: deals.reduce((sum, deal) => sum + deal.reservation_count, 0),
    });
  });

  it('a real shopper who fills a seeded group is charged with its demo shoppers, and no mail goes to a demo address', async () => {
    const [almost] = (await activeDeals()).filter(
      (deal) => deal.remaining_units === 1 && deal.product.variations.length === 0,
    );
    if (!almost) throw new Error('the demo catalogue has no group one unit short of filling');
    const shopper = await shopperWithCard(t, CARDS.succeeds, 'filler');
    const joined = await call(t, 'POST', `/deals/${almost.id}/join`, shopper.token, {
      quantity: 1,
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    await t.jobs.runDueJobs();

    const group = await t.db
      .select({ status: orders.status, isDemo: users.isDemo })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.dealId, almost.id));
    expect(group.length).toBe(almost.total_units_needed);
    expect(new Set(group.map((member) => member.status))).toEqual(
      new Set(['charged_awaiting_fulfillment']),
    );
    const mails = await t.db.select({ to: mailOutbox.toAddress }).from(mailOutbox);
    expect(mails.map((mail) => mail.to)).toContain(shopper.email);
    expect(mails.filter((mail) => mail.to.endsWith(`@${DEMO_EMAIL_DOMAIN}`))).toEqual([]);
  });

  it('an operator who removes the demo data leaves only real groups to fill, a real shopper’s order untouched, and removing again removes nothing', async () => {
    const [seeded] = (await activeDeals()).filter(
      (deal) => deal.reservation_count > 0 && deal.remaining_units > 1,
    );
    if (!seeded) throw new Error('the demo catalogue has no group with room for a real shopper');
    const shopper = await shopperWithCard(t, CARDS.succeeds, 'real');
    const joined = await call(t, 'POST', `/deals/${seeded.id}/join`, shopper.token, {
      quantity: 1,
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const demoOrders = await t.db
      .select({ id: orders.paymentIntentId, status: orders.status })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(users.isDemo, true));
    // Demo orders a real shopper's fill had charged (the story above) hold no units any more.
    const demoHolds = demoOrders.filter((order) => order.status === 'pending_charge');

    const [first, second] = await Promise.all([
      admin<DemoDataRemovedResponse>('POST', '/demo-data/remove'),
      admin<DemoDataRemovedResponse>('POST', '/demo-data/remove'),
    ]);
    const answers = [first, second].map((answer) => answer.body);
    const removed = answers.find((answer) => answer.data.orders > 0);
    expect(removed?.data.orders).toBe(demoOrders.length);
    expect(removed?.data.units_released).toBe(demoHolds.length);
    expect(answers.find((answer) => answer.data.orders === 0)?.message).toBe(adminTexts.noDemoData);
    await t.jobs.runDueJobs();

    const deals = await activeDeals();
    expect(deals.find((deal) => deal.id === seeded.id)?.reservation_count).toBe(1);
    expect(deals.filter((deal) => deal.reservation_count > 0).map((deal) => deal.id)).toEqual([
      seeded.id,
    ]);
    const dashboard = await admin<DashboardResponse>('GET', '/dashboard');
    expect(dashboard.body.data.closest_to_filling.map((deal) => deal.id)).toEqual([seeded.id]);
    const [real] = await t.db.select().from(orders).where(eq(orders.userId, shopper.userId));
    expect(real?.status).toBe('pending_charge');
    expect(await t.db.select().from(users).where(eq(users.isDemo, true))).toEqual([]);
    const released = await t.db
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(
        inArray(
          paymentIntents.id,
          demoHolds.map((hold) => hold.id ?? ''),
        ),
      );
    expect(new Set(released.map((hold) => hold.status))).toEqual(new Set(['canceled']));
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'demo_data.remove'));
    expect(audits).toHaveLength(1);
    expect((await admin<DemoDataResponse>('GET', '/demo-data')).body.data).toEqual({
      shoppers: 0,
      orders: 0,
      units_in_open_groups: 0,
    });
  });
});

describe('the seeded store with Stripe taking the cards', () => {
  it('a visitor sees every seeded group empty: no progress without orders behind it', async () => {
    const stripeStore = await createTestApp();
    try {
      // main.ts seeds so when STRIPE_SECRET_KEY is set: Stripe could not charge test holds.
      await seedCatalog(stripeStore.db, TEST_NOW, { demoShoppers: false });
      const response = await stripeStore.app.inject({
        url: '/api/v1/ecommerce/active-deal?limit=100',
      });
      const deals = response.json<DealListResponse>().data;
      expect(deals.length).toBeGreaterThan(20);
      expect(deals.filter((deal) => deal.reservation_count > 0)).toEqual([]);
      expect(await stripeStore.db.select().from(orders)).toEqual([]);
      expect(await stripeStore.db.select().from(users).where(eq(users.isDemo, true))).toEqual([]);
    } finally {
      await stripeStore.close();
    }
  });
});
