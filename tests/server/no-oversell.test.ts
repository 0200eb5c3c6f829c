import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches, orders, paymentCaptures, paymentIntents } from '../../server/db/schema.ts';
import { checkoutAsPwa, injecting } from '../fixtures/checkout.ts';
import type { PwaCheckout } from '../fixtures/checkout.ts';
import { saveCard, shoppersWithCards } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { bearer } from '../fixtures/sign-in.ts';
import { openStore } from '../fixtures/store.ts';
import type { Store } from '../fixtures/store.ts';
import { withSecondProcess } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

const SHOPPERS = 200;
const GROUP = 50;

let t: TestApp;
let shoppers: Shopper[];
let newDeal: Store['newDeal'];

beforeAll(async () => {
  ({ t, newDeal } = await openStore('Electronics', 'Audio'));
  shoppers = await shoppersWithCards(t, SHOPPERS);
}, 120_000);
afterAll(() => t.close());

/** Every batch of the deal is full to exactly its size and every order in it captured exactly once. */
async function expectFourFullGroupsChargedOnce(dealId: number) {
  const dealBatches = await t.db.select().from(batches).where(eq(batches.dealId, dealId));
  expect(dealBatches.map((batch) => [batch.status, batch.reservedUnits])).toEqual(
    Array(4).fill(['filled', GROUP]),
  );
  const dealOrders = await t.db.select().from(orders).where(eq(orders.dealId, dealId));
  expect(dealOrders).toHaveLength(SHOPPERS);
  for (const batch of dealBatches) {
    expect(
      dealOrders
        .filter((order) => order.batchId === batch.id)
        .reduce((sum, order) => sum + order.quantity, 0),
    ).toBe(GROUP);
  }
  const captures = await t.db.select().from(paymentCaptures);
  const intents = new Map(
    (await t.db.select().from(paymentIntents)).map((intent) => [intent.id, intent]),
  );
  for (const order of dealOrders) {
    expect(order.status).toBe('charged_awaiting_fulfillment');
    expect(
      captures.filter((capture) => capture.orderId === order.id && capture.status === 'succeeded'),
    ).toHaveLength(1);
    expect(intents.get(order.paymentIntentId ?? '')?.status).toBe('succeeded');
  }
}

/**
 * Shopper `index` pays for one unit as the PWA does, from an address of their own: every other
 * one signed in with their saved card, the rest as guests with a card of their own.
 */
function checkoutOf(shopper: Shopper, index: number, deal: PwaCheckout['deal']): PwaCheckout {
  return {
    deal,
    type: 'group',
    quantity: 1,
    email: index % 2 === 0 ? shopper.email : `guest-${index}-${shopper.email}`,
    card: shopper.card.id,
    ...(index % 2 === 0 ? { token: shopper.token } : {}),
    address: `10.77.${index >> 8}.${index & 255}`,
  };
}

describe('no oversell', () => {
  it('fills exactly four groups of 50 from 200 concurrent checkouts and charges each order once', async () => {
    const deal = await newDeal({ groupSize: GROUP });
    const guestCards = await guestCardsFor(shoppers);
    const paid = await Promise.all(
      shoppers.map((shopper, index) =>
        checkoutAsPwa(injecting(t.app), checkoutOf(guestCards[index] ?? shopper, index, deal)),
      ),
    );
    expect(paid.map((answer) => answer.status)).toEqual(Array(SHOPPERS).fill(200));
    await t.jobs.runDueJobs();
    // Running the jobs again (a retry, a second worker) changes nothing.
    await t.jobs.runDueJobs();
    await expectFourFullGroupsChargedOnce(deal.id);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'does the same with two server processes on one PostgreSQL',
    async () => {
      await withSecondProcess(t, async (second) => {
        const deal = await newDeal({ groupSize: GROUP });
        const guestCards = await guestCardsFor(shoppers);
        const paid = await Promise.all(
          shoppers.map((shopper, index) =>
            checkoutAsPwa(
              injecting(index % 2 === 0 ? t.app : second.app),
              checkoutOf(guestCards[index] ?? shopper, index, deal),
            ),
          ),
        );
        expect(paid.map((answer) => answer.status)).toEqual(Array(SHOPPERS).fill(200));
        await Promise.all([t.jobs.runDueJobs(), second.jobs.runDueJobs()]);
        await expectFourFullGroupsChargedOnce(deal.id);
      });
    },
    120_000,
  );

  it('fills exactly four groups of 50 from 200 concurrent one-click joins too', async () => {
    const deal = await newDeal({ groupSize: GROUP });
    const responses = await Promise.all(
      shoppers.map((shopper) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/deals/${deal.id}/join`,
          headers: bearer(shopper.token),
          payload: { quantity: 1 },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(SHOPPERS).fill(200));
    await t.jobs.runDueJobs();
    await expectFourFullGroupsChargedOnce(deal.id);
  });
});

/**
 * A guest's card of their own for every odd shopper (a card saved to an account is that
 * account's alone), made by the card step as the checkout screen makes it.
 */
async function guestCardsFor(all: Shopper[]): Promise<(Shopper | undefined)[]> {
  return Promise.all(
    all.map(async (shopper, index) =>
      index % 2 === 0 ? undefined : { ...shopper, card: await saveCard(t, undefined) },
    ),
  );
}
