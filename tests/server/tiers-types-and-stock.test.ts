import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dealPriceTiers, deals } from '../../server/db/schema.ts';
import { useConsole } from '../fixtures/use-console.ts';
import { CARDS, shopperWithCard } from '../fixtures/groups.ts';
import { HOUR, TEST_NOW } from '../fixtures/test-app.ts';
import { groupsOf, join, tieredDeal } from '../fixtures/tiered-deals.ts';

const c = useConsole();
afterEach(() => c.t.clock.set(TEST_NOW));

const LADDER = [
  { units: 2, price_cents: 2_000 },
  { units: 4, price_cents: 1_600 },
];
const expiry = () => new Date(TEST_NOW.getTime() + 72 * HOUR).toISOString();

/** A product of regular price $25, which Buy 1 Get 1 Free splits to $12.50 a unit. */
async function productId() {
  const deal = await c.build.deal(c.subcategoryId, {
    status: 'inactive',
    reserved: null,
    regularPriceCents: 2_500,
  });
  return deal.productId;
}

const stockOf = async (dealId: number) =>
  (await c.t.db.select().from(deals).where(eq(deals.id, dealId)))[0]?.unitsInStock;

describe('price tiers beside deal types and stock', () => {
  it('an operator cannot give tiers to a Buy 1 Get 1 Free deal, made or changed: a 400 names price_tiers and nothing is saved', async () => {
    const offered = {
      product_id: await productId(),
      title: 'Buy 1 Get 1 Free Mugs',
      expiry_date: expiry(),
      deal_type: 'buy_x_get_y',
      buy_units: 1,
      free_units: 1,
    };
    const refused = await c.admin('POST', '/deals', { ...offered, price_tiers: LADDER });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("'price_tiers'");

    const made = await c.admin('POST', '/deals', offered);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    const changed = await c.admin('PATCH', `/deals/${id}`, { price_tiers: LADDER });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toContain("'price_tiers'");
    expect(await c.t.db.select().from(dealPriceTiers).where(eq(dealPriceTiers.dealId, id))).toEqual(
      [],
    );
    expect((await c.admin('GET', `/deals/${id}`)).body.data).toMatchObject({
      deal_type: 'buy_x_get_y',
      group_deal_price_cents: 1_250,
      total_units_needed: 2,
    });
  });

  it('a tiered group that closes at its deadline short of its last tier gives the units it never sold back to the stock', async () => {
    const deal = await tieredDeal(c.t, (options) => c.build.deal(c.subcategoryId, options));
    await c.t.db.update(deals).set({ unitsInStock: 10 }).where(eq(deals.id, deal.id));
    const shopper = await shopperWithCard(c.t, CARDS.succeeds, 'stocked');
    await join(c.t, deal.id, shopper, 2);
    // Opening the group set aside its whole size: the last tier's 6 units.
    expect(await stockOf(deal.id)).toBe(4);

    c.t.clock.set(new Date(TEST_NOW.getTime() + 73 * HOUR));
    await c.t.jobs.runDueJobs();
    const [closed] = await groupsOf(c.t, deal.id);
    expect(closed).toMatchObject({ status: 'filled', reservedUnits: 2, tierUnits: 2 });
    expect(await stockOf(deal.id)).toBe(8);
  });
});
