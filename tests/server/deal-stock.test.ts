import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../contract/catalog.ts';
import { batches, deals, orders } from '../../server/db/schema.ts';
import { placementTexts } from '../../server/modules/order-engine/texts.ts';
import { openConsole } from '../fixtures/admin-console.ts';
import type { Console } from '../fixtures/admin-console.ts';
import { call, CARDS, shoppersWithCards, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { bearer } from '../fixtures/sign-in.ts';
import { HOUR, TEST_NOW, withSecondProcess } from '../fixtures/test-app.ts';

let c: Console;
let shoppers: Shopper[];
beforeAll(async () => {
  c = await openConsole();
  shoppers = await shoppersWithCards(c.t, 40);
}, 120_000);
afterAll(() => c.t.close());

/** A deal of groups of `size` whose operator says it has `stock` units. */
async function stockedDeal(size: number, stock: number) {
  const deal = await c.build.deal(c.subcategoryId, {
    groupSize: size,
    reserved: null,
    expiresInHours: 24,
  });
  const set = await c.admin('PATCH', `/deals/${deal.id}`, { units_in_stock: stock });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return deal;
}

/** A one-click join on `app` (one process of the store), as the deal page sends it. */
const join = (app: FastifyInstance, shopper: Shopper, dealId: number, key = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/deals/${dealId}/join`,
    headers: { ...bearer(shopper.token), 'idempotency-key': key },
    payload: { quantity: 1 },
  });

const buyAll = (
  app: FastifyInstance,
  shopper: Shopper,
  dealId: number,
  units: number,
  key = randomUUID(),
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/deals/${dealId}/buy-all`,
    headers: { ...bearer(shopper.token), 'idempotency-key': key },
    payload: {
      paymentMethodId: shopper.card.id,
      orderUnits: Array.from({ length: units }, () => ({})),
    },
  });

const storefront = async (id: number) =>
  (await call(c.t, 'GET', `/ecommerce/deals/${id}`)).body.data as Deal;
const stockOf = async (id: number) =>
  (await c.t.db.select({ units: deals.unitsInStock }).from(deals).where(eq(deals.id, id)))[0]
    ?.units;
const unitsSold = async (id: number) =>
  (await c.t.db.select().from(orders).where(eq(orders.dealId, id)))
    .filter((order) => order.status !== 'cancelled' && order.status !== 'reservation_expired')
    .reduce((sum, order) => sum + order.quantity, 0);

describe('a deal with units in stock', () => {
  it('shoppers fill two groups of 2 from 4 units in stock; the next shopper is told Sold out and the storefront says so', async () => {
    const deal = await stockedDeal(2, 4);
    expect(await storefront(deal.id)).toMatchObject({ units_in_stock: 4, sold_out: false });
    for (const shopper of shoppers.slice(0, 4))
      expect((await join(c.t.app, shopper, deal.id)).statusCode).toBe(200);

    const refused = await join(c.t.app, shoppers[4] as Shopper, deal.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(placementTexts.soldOut);
    expect(await storefront(deal.id)).toMatchObject({ units_in_stock: 0, sold_out: true });
    const consoleDeal = await c.admin('GET', `/deals/${deal.id}`);
    expect(consoleDeal.body.data.units_in_stock).toBe(0);
    expect(await unitsSold(deal.id)).toBe(4);
  });

  it('a group already open still fills when the stock left cannot hold a whole group, but Buy All is refused', async () => {
    const deal = await stockedDeal(2, 3);
    expect((await join(c.t.app, shoppers[5] as Shopper, deal.id)).statusCode).toBe(200);
    expect(await stockOf(deal.id)).toBe(1);
    const solo = await buyAll(c.t.app, shoppers[6] as Shopper, deal.id, 2);
    expect(solo.statusCode).toBe(409);
    expect(solo.json().message).toBe(placementTexts.soldOut);
    expect((await join(c.t.app, shoppers[6] as Shopper, deal.id)).statusCode).toBe(200);
    expect(await storefront(deal.id)).toMatchObject({ units_in_stock: 1, sold_out: true });
  });

  it('a solo buyer takes a whole group from stock once, however often the click is repeated', async () => {
    const deal = await stockedDeal(2, 2);
    const key = randomUUID();
    const first = await buyAll(c.t.app, shoppers[7] as Shopper, deal.id, 2, key);
    const again = await buyAll(c.t.app, shoppers[7] as Shopper, deal.id, 2, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(await stockOf(deal.id)).toBe(0);
    expect(await unitsSold(deal.id)).toBe(2);
    expect((await storefront(deal.id)).sold_out).toBe(true);
  });

  it('a solo buyer whose card refuses the charge gives the whole group back to the stock', async () => {
    const deal = await stockedDeal(2, 2);
    const refusing = await shopperWithCard(c.t, CARDS.captureFails, 'refusing');
    const bought = await buyAll(c.t.app, refusing, deal.id, 2);
    expect(bought.statusCode).toBe(402);
    expect(await stockOf(deal.id)).toBe(2);
    expect((await storefront(deal.id)).sold_out).toBe(false);
  });

  it('a retried join takes no more stock; a leave keeps the units with the group, and a cancelled or expired group gives them back', async () => {
    const deal = await stockedDeal(3, 3);
    const key = randomUUID();
    const alice = shoppers[8] as Shopper;
    expect((await join(c.t.app, alice, deal.id, key)).statusCode).toBe(200);
    expect((await join(c.t.app, alice, deal.id, key)).statusCode).toBe(200);
    expect(await stockOf(deal.id)).toBe(0);

    const left = await call(c.t, 'DELETE', `/deals/${deal.id}/leave`, alice.token);
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(await stockOf(deal.id)).toBe(0);
    expect((await storefront(deal.id)).sold_out).toBe(false);

    const groups = await c.admin('GET', `/deals/${deal.id}/groups`);
    const cancelled = await c.admin('POST', `/groups/${groups.body.data.open.id}/cancel`, {
      reason: 'A shelf fell over.',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    // The fresh group the cancel opened set aside the same units again.
    expect(await stockOf(deal.id)).toBe(0);

    c.t.clock.set(new Date(TEST_NOW.getTime() + 25 * HOUR));
    await c.t.jobs.runDueJobs();
    c.t.clock.set(TEST_NOW);
    expect(await stockOf(deal.id)).toBe(3);
  });

  it('an operator who sets a negative or fractional stock is refused, naming the field, and nothing changes', async () => {
    const deal = await stockedDeal(2, 5);
    for (const units_in_stock of [-1, 1.5, 'lots']) {
      const refused = await c.admin('PATCH', `/deals/${deal.id}`, { units_in_stock });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^Invalid field 'units_in_stock'/);
    }
    expect(await stockOf(deal.id)).toBe(5);
  });
});

describe('the last units of a deal', () => {
  it('forty shoppers racing for 10 units in groups of 2, on two processes where the database allows, never buy more than 10', async () => {
    const deal = await stockedDeal(2, 10);
    const race = async (second: FastifyInstance) => {
      const answers = await Promise.all(
        shoppers.map((shopper, index) => {
          const app = index % 2 === 0 ? c.t.app : second;
          return index % 5 === 0 ? buyAll(app, shopper, deal.id, 2) : join(app, shopper, deal.id);
        }),
      );
      return answers.map((answer) => answer.statusCode);
    };
    let statuses: number[] = [];
    if (c.t.databaseUrl)
      await withSecondProcess(c.t, async ({ app }) => {
        statuses = await race(app);
      });
    else statuses = await race(c.t.app);

    expect(statuses).toHaveLength(40);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThan(0);
    const sold = await unitsSold(deal.id);
    expect(sold).toBeLessThanOrEqual(10);
    // Every unit is in stock, set aside by a group, or sold alone: none made up, none lost.
    const dealBatches = await c.t.db.select().from(batches).where(eq(batches.dealId, deal.id));
    const dealOrders = await c.t.db.select().from(orders).where(eq(orders.dealId, deal.id));
    const soldAlone = dealOrders
      .filter((order) => order.orderType === 'solo')
      .reduce((sum, order) => sum + order.quantity, 0);
    const setAside = dealBatches.reduce((sum, batch) => sum + batch.size, 0);
    expect((await stockOf(deal.id)) ?? 0).toBeGreaterThanOrEqual(0);
    expect(((await stockOf(deal.id)) ?? 0) + setAside + soldAlone).toBe(10);
    for (const batch of dealBatches) expect(batch.reservedUnits).toBeLessThanOrEqual(batch.size);
  });
});
