import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDealResponse, AdminProductResponse } from '../../contract/admin.ts';
import type { Deal, DealListResponse } from '../../contract/catalog.ts';
import { deals } from '../../server/db/schema.ts';
import { openConsole } from '../fixtures/admin-console.ts';
import type { Console } from '../fixtures/admin-console.ts';
import { call } from '../fixtures/groups.ts';
import { HOUR, TEST_NOW } from '../fixtures/test-app.ts';

let c: Console;
beforeAll(async () => {
  c = await openConsole();
});
afterAll(() => c.t.close());

async function product(regularCents: number) {
  const created = await c.admin('POST', '/products', {
    name: 'Enamel Camp Mug',
    description: 'A mug for the trail.',
    regular_price_cents: regularCents,
    image_url: '/images/products/mug.svg',
    subcategory_id: c.subcategoryId,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as AdminProductResponse).data;
}

const dealBody = (productId: number, terms: object) => ({
  product_id: productId,
  title: 'Camp mugs for the crew',
  expiry_date: new Date(TEST_NOW.getTime() + 48 * HOUR).toISOString(),
  ...terms,
});

const storefrontDeal = async (id: number) =>
  (await call(c.t, 'GET', `/ecommerce/deals/${id}`)).body.data as Deal;
const dealCount = async () => (await c.t.db.select({ n: count() }).from(deals))[0]?.n;

describe('a deal typed "buy X get Y free"', () => {
  it('an operator who makes a Buy 2 Get 1 Free deal on a $30 mug gets a group of 3 at $20 a unit, and shoppers see the badge of its type', async () => {
    const mug = await product(3_000);
    const created = await c.admin(
      'POST',
      '/deals',
      dealBody(mug.id, { deal_type: 'buy_x_get_y', buy_units: 2, free_units: 1 }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const deal = (created.body as AdminDealResponse).data;
    expect(deal).toMatchObject({
      deal_type: 'buy_x_get_y',
      buy_units: 2,
      free_units: 1,
      total_units_needed: 3,
      group_deal_price: '20.00',
    });
    // A full group pays exactly two regular prices.
    expect(Number(deal.group_deal_price) * deal.total_units_needed).toBe(2 * 30);
    expect(await storefrontDeal(deal.id)).toMatchObject({ deal_type: 'buy_x_get_y', buy_units: 2 });
    const listed = (await call(c.t, 'GET', '/ecommerce/active-deal?limit=50'))
      .body as DealListResponse;
    expect(listed.data.find((d) => d.id === deal.id)).toMatchObject({ free_units: 1 });
  });

  it('an operator who gives Buy 2 Get 1 Free a $25 price or a group of 4 is refused, naming the field, and nothing is saved', async () => {
    const mug = await product(3_000);
    const before = await dealCount();
    const price = await c.admin(
      'POST',
      '/deals',
      dealBody(mug.id, {
        deal_type: 'buy_x_get_y',
        buy_units: 2,
        free_units: 1,
        group_deal_price_cents: 2_500,
      }),
    );
    expect(price.status).toBe(400);
    expect(price.body.message).toBe(
      "Invalid field 'group_deal_price_cents': Buy 2 Get 1 Free makes the unit price $20.00",
    );
    const size = await c.admin(
      'POST',
      '/deals',
      dealBody(mug.id, {
        deal_type: 'buy_x_get_y',
        buy_units: 2,
        free_units: 1,
        total_units_needed: 4,
      }),
    );
    expect(size.status).toBe(400);
    expect(size.body.message).toBe(
      "Invalid field 'total_units_needed': Buy 2 Get 1 Free is a group of 3 units",
    );
    expect(await dealCount()).toBe(before);
  });

  it('an operator whose $29.99 regular price does not split among 3 units is told the nearest prices that do', async () => {
    const mug = await product(2_999);
    const refused = await c.admin(
      'POST',
      '/deals',
      dealBody(mug.id, { deal_type: 'buy_x_get_y', buy_units: 2, free_units: 1 }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "Invalid field 'deal_type': Buy 2 Get 1 Free shares 2 regular prices among 3 units, and $29.99 does not split to the cent; make the regular price $29.97 or $30.00, or use a group price",
    );
  });

  it('an operator who turns a group price deal into Buy 1 Get 1 Free sees its size and price follow, and cannot then type another price', async () => {
    const mug = await product(3_000);
    const created = await c.admin(
      'POST',
      '/deals',
      dealBody(mug.id, { group_deal_price_cents: 2_500, total_units_needed: 3 }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as AdminDealResponse).data.id;
    expect(await storefrontDeal(id)).toMatchObject({ deal_type: 'group_price', buy_units: null });

    const typed = await c.admin('PATCH', `/deals/${id}`, {
      deal_type: 'buy_x_get_y',
      buy_units: 1,
      free_units: 1,
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(await storefrontDeal(id)).toMatchObject({
      total_units_needed: 2,
      group_deal_price: '15.00',
    });

    const contradicted = await c.admin('PATCH', `/deals/${id}`, { group_deal_price_cents: 1_400 });
    expect(contradicted.status).toBe(400);
    expect(contradicted.body.message).toBe(
      "Invalid field 'group_deal_price_cents': Buy 1 Get 1 Free makes the unit price $15.00",
    );
    const halfTyped = await c.admin('PATCH', `/deals/${id}`, {
      deal_type: 'group_price',
      buy_units: 2,
    });
    expect(halfTyped.status).toBe(400);
    expect(halfTyped.body.message).toMatch(/^Invalid field 'buy_units'/);
    expect(await storefrontDeal(id)).toMatchObject({
      deal_type: 'buy_x_get_y',
      group_deal_price: '15.00',
    });
  });

  it("an operator who changes a Buy 1 Get 1 Free product's regular price moves the deal's price with it, unless it would not split", async () => {
    const mug = await product(3_000);
    const created = await c.admin(
      'POST',
      '/deals',
      dealBody(mug.id, { deal_type: 'buy_x_get_y', buy_units: 1, free_units: 1 }),
    );
    const id = (created.body as AdminDealResponse).data.id;
    const repriced = await c.admin('PATCH', `/products/${mug.id}`, { regular_price_cents: 2_400 });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    expect((await storefrontDeal(id)).group_deal_price).toBe('12.00');

    const odd = await c.admin('PATCH', `/products/${mug.id}`, { regular_price_cents: 2_399 });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toMatch(/^Invalid field 'regular_price_cents'/);
    expect(await storefrontDeal(id)).toMatchObject({
      group_deal_price: '12.00',
      product: { regular_price: '24.00' },
    });
  });
});
