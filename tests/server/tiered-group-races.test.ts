import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tierReached } from '../../contract/tier-ladder.ts';
import { batches, orders, paymentCaptures, paymentIntents } from '../../server/db/schema.ts';
import { shoppersWithCards } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { bearer } from '../fixtures/sign-in.ts';
import { openStore } from '../fixtures/store.ts';
import type { Store } from '../fixtures/store.ts';
import { HOUR, TEST_NOW, withSecondProcess } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';
import { tieredDeal } from '../fixtures/tiered-deals.ts';

/** "2 units: $20 each, 5: $16, 10: $14". */
const LADDER = [
  { units: 2, priceCents: 2_000 },
  { units: 5, priceCents: 1_600 },
  { units: 10, priceCents: 1_400 },
];

let t: TestApp;
let shoppers: Shopper[];
let newDeal: Store['newDeal'];

beforeAll(async () => {
  ({ t, newDeal } = await openStore('Kitchen', 'Mugs'));
  shoppers = await shoppersWithCards(t, 40);
}, 120_000);
afterAll(() => t.close());

type App = Pick<TestApp['app'], 'inject'>;
const join = (app: App, dealId: number, shopper: Shopper) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/deals/${dealId}/join`,
    headers: bearer(shopper.token),
    payload: { quantity: 1 },
  });
const leave = (app: App, dealId: number, shopper: Shopper) =>
  app.inject({
    method: 'DELETE',
    url: `/api/v1/deals/${dealId}/leave`,
    headers: bearer(shopper.token),
  });

/**
 * Whatever raced, every group of the deal ended right: never over its size, its tier the one its
 * units reach; a closed group's members each captured once at the one price of its tier (never
 * above their hold), an expired group's members charged nothing, and a member who left never.
 */
async function expectEveryGroupSettledOnce(dealId: number) {
  const groups = await t.db.select().from(batches).where(eq(batches.dealId, dealId));
  const members = await t.db.select().from(orders).where(eq(orders.dealId, dealId));
  const captures = await t.db
    .select()
    .from(paymentCaptures)
    .where(inArray(paymentCaptures.orderId, members.map((order) => order.id).concat(0)));
  const intents = new Map(
    (await t.db.select().from(paymentIntents)).map((intent) => [intent.id, intent]),
  );
  for (const group of groups) {
    const inGroup = members.filter((order) => order.batchId === group.id);
    const holding = inGroup.filter((order) => order.status !== 'cancelled');
    expect(group.status).not.toBe('open');
    expect(group.reservedUnits).toBe(holding.reduce((sum, order) => sum + order.quantity, 0));
    expect(group.reservedUnits).toBeLessThanOrEqual(group.size);
    const tier = tierReached(LADDER, group.reservedUnits);
    expect(group.tierUnits).toBe(tier?.units ?? null);
    for (const order of inGroup) {
      const taken = captures.filter((capture) => capture.orderId === order.id);
      const intent = intents.get(order.paymentIntentId ?? '');
      if (group.status === 'filled' && order.status !== 'cancelled') {
        expect(order.status).toBe('charged_awaiting_fulfillment');
        expect(order.unitPriceCents).toBe(tier?.priceCents);
        expect(taken.map((capture) => [capture.status, capture.amountCents])).toEqual([
          ['succeeded', order.totalCents],
        ]);
        expect(intent?.amountReceivedCents).toBe(order.totalCents);
        expect(order.totalCents).toBeLessThanOrEqual(intent?.amountCents ?? 0);
      } else {
        expect(taken).toEqual([]);
        expect(intent?.status).toBe('canceled');
      }
    }
  }
  return groups;
}

describe('a tiered group under races', () => {
  it('forty shoppers joining at once fill exactly four groups of ten, each member captured once at the last tier', async () => {
    const deal = await tieredDeal(t, newDeal, LADDER);
    const answers = await Promise.all(shoppers.map((shopper) => join(t.app, deal.id, shopper)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    await t.jobs.runDueJobs();
    await t.jobs.runDueJobs();
    const groups = await expectEveryGroupSettledOnce(deal.id);
    expect(groups.map((group) => [group.status, group.reservedUnits])).toEqual(
      Array(4).fill(['filled', 10]),
    );
  }, 120_000);

  it.runIf(process.env.TEST_DB === 'postgres')(
    'joins and leaves on a second process racing the deadline close on the first: every group ends once, charged at one price or not at all',
    async () => {
      const deal = await tieredDeal(t, newDeal, LADDER);
      const [early, late] = [shoppers.slice(0, 8), shoppers.slice(8, 20)];
      for (const shopper of early)
        expect((await join(t.app, deal.id, shopper)).statusCode).toBe(200);
      await withSecondProcess(t, async (second) => {
        // The first process's clock is past the deadline; the second's still before it.
        t.clock.set(new Date(TEST_NOW.getTime() + 73 * HOUR));
        const raced = await Promise.all([
          ...late.map((shopper) => join(second.app, deal.id, shopper)),
          ...early.slice(0, 5).map((shopper) => leave(second.app, deal.id, shopper)),
          t.jobs.runDueJobs(),
          t.jobs.runDueJobs(),
        ]);
        const answers = raced.flatMap((answer) =>
          typeof answer === 'number' ? [] : [answer.statusCode],
        );
        // Each join and leave either took effect or was refused as the group had closed.
        for (const status of answers) expect([200, 409]).toContain(status);
        await second.jobs.runDueJobs();
      });
      // Any group a late join opened meets the deadline too.
      await t.jobs.runDueJobs();
      await t.jobs.runDueJobs();
      t.clock.set(TEST_NOW);
      const groups = await expectEveryGroupSettledOnce(deal.id);
      expect(groups.some((group) => group.status === 'filled')).toBe(true);
    },
    120_000,
  );
});
