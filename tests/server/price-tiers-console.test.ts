import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { batches, dealPriceTiers, deals } from '../../server/db/schema.ts';
import { useConsole } from '../fixtures/use-console.ts';
import { CARDS, call, shopperWithCard } from '../fixtures/groups.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';

const HOUR = 3_600_000;
const c = useConsole();
const expiry = () => new Date(TEST_NOW.getTime() + 72 * HOUR).toISOString();
const LADDER = [
  { units: 2, price_cents: 2_000 },
  { units: 4, price_cents: 1_600 },
  { units: 6, price_cents: 1_400 },
];

/** A product of regular price $25 to put deals on. */
async function productId() {
  const deal = await c.build.deal(c.subcategoryId, {
    status: 'inactive',
    reserved: null,
    regularPriceCents: 2_500,
  });
  return deal.productId;
}

const tiersOf = async (dealId: number) =>
  c.t.db
    .select({ units: dealPriceTiers.units, price_cents: dealPriceTiers.priceCents })
    .from(dealPriceTiers)
    .where(eq(dealPriceTiers.dealId, dealId))
    .orderBy(dealPriceTiers.units);

describe('a deal with price tiers, set in the console', () => {
  it('an operator who gives a deal tiers sees its ladder in the console and shoppers see it on the deal: held at the first tier, a group of the last', async () => {
    const created = await c.admin('POST', '/deals', {
      product_id: await productId(),
      title: 'Tiered Travel Mugs',
      expiry_date: expiry(),
      price_tiers: LADDER,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({
      group_deal_price: '20.00',
      total_units_needed: 6,
      price_tiers: [
        { units: 2, price: '20.00' },
        { units: 4, price: '16.00' },
        { units: 6, price: '14.00' },
      ],
    });
    const detail = await c.admin('GET', `/deals/${id}`);
    expect(detail.body.data.price_tiers).toEqual(LADDER);
    const page = await call(c.t, 'GET', `/ecommerce/deals/${id}`);
    expect(page.body.data.price_tiers).toEqual(created.body.data.price_tiers);
    const listed = await call(c.t, 'GET', '/ecommerce/active-deal?limit=50');
    const card = (listed.body.data as { id: number; price_tiers: unknown[] }[]).find(
      (deal) => deal.id === id,
    );
    expect(card?.price_tiers).toHaveLength(3);
  });

  it.each([
    [
      'units that do not ascend',
      [
        { units: 4, price_cents: 2_000 },
        { units: 4, price_cents: 1_600 },
      ],
      "Invalid field 'price_tiers.1.units': must be more than the tier before (4)",
    ],
    [
      'prices that do not descend',
      [
        { units: 2, price_cents: 2_000 },
        { units: 4, price_cents: 2_000 },
      ],
      "Invalid field 'price_tiers.1.price_cents': must be less than the tier before (2000 cents)",
    ],
    [
      'a price at the regular price',
      [
        { units: 2, price_cents: 2_500 },
        { units: 4, price_cents: 2_000 },
      ],
      "Invalid field 'price_tiers.0.price_cents': every tier must be less than the product's regular price ($25.00)",
    ],
    [
      'more than a handful of tiers',
      [2, 3, 4, 5, 6, 7].map((units) => ({ units, price_cents: 2_400 - units * 100 })),
      "Invalid field 'price_tiers': must have at most 5 tiers",
    ],
    [
      'a single tier',
      [{ units: 2, price_cents: 2_000 }],
      "Invalid field 'price_tiers': must have at least 2 tiers, or none for one group price",
    ],
  ])(
    'an operator who gives a ladder with %s is told which field is wrong and no deal is made',
    async (_, ladder, message) => {
      const product = await productId();
      const before = await c.t.db.select({ id: deals.id }).from(deals);
      const refused = await c.admin('POST', '/deals', {
        product_id: product,
        title: 'Refused Ladder',
        expiry_date: expiry(),
        price_tiers: ladder,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
      expect(await c.t.db.select({ id: deals.id }).from(deals)).toHaveLength(before.length);
    },
  );

  it('an operator who gives a group price that is not the first tier beside tiers is told so', async () => {
    const refused = await c.admin('POST', '/deals', {
      product_id: await productId(),
      title: 'Disagreeing Ladder',
      expiry_date: expiry(),
      group_deal_price_cents: 1_900,
      price_tiers: LADDER,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "Invalid field 'group_deal_price_cents': must be the first tier's price (2000 cents) for a tiered deal",
    );
  });

  it("an operator who changes a deal's tiers while shoppers hold units in its open group gets a 409 and the ladder stays; once the group is empty the change takes, and the group its new size", async () => {
    const created = await c.admin('POST', '/deals', {
      product_id: await productId(),
      title: 'Ladder Under Way',
      expiry_date: expiry(),
      price_tiers: LADDER,
    });
    const id = created.body.data.id as number;
    const shopper = await shopperWithCard(c.t, CARDS.succeeds, 'ladder-member');
    const joined = await call(c.t, 'POST', `/deals/${id}/join`, shopper.token, { quantity: 1 });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);

    const newLadder = [
      { units: 3, price_cents: 1_900 },
      { units: 5, price_cents: 1_500 },
    ];
    const locked = await c.admin('PATCH', `/deals/${id}`, { price_tiers: newLadder });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(
      'The price tiers cannot change while the open group has 1 reserved unit',
    );
    expect(await tiersOf(id)).toEqual(LADDER);
    const priceOnly = await c.admin('PATCH', `/deals/${id}`, { group_deal_price_cents: 1_800 });
    expect(priceOnly.status).toBe(400);
    expect(priceOnly.body.message).toBe(
      "Invalid field 'group_deal_price_cents': a tiered deal's group price and size come from its price_tiers",
    );

    const left = await call(c.t, 'DELETE', `/deals/${id}/leave`, shopper.token);
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    const changed = await c.admin('PATCH', `/deals/${id}`, { price_tiers: newLadder });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ group_deal_price: '19.00', total_units_needed: 5 });
    expect(await tiersOf(id)).toEqual(newLadder);
    const [open] = await c.t.db.select().from(batches).where(eq(batches.dealId, id));
    expect(open?.size).toBe(5);

    const plain = await c.admin('PATCH', `/deals/${id}`, { price_tiers: [] });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.data).toMatchObject({ group_deal_price: '19.00', price_tiers: [] });
  });
});
