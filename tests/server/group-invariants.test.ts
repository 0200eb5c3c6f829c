import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches, orders, paymentCaptures, paymentIntents } from '../../server/db/schema.ts';
import {
  checkoutAsPwa,
  checkoutPayload,
  injecting,
  signedInCheckout,
} from '../fixtures/checkout.ts';
import { shoppersWithCards } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { bearer } from '../fixtures/sign-in.ts';
import { openStore } from '../fixtures/store.ts';
import type { Store } from '../fixtures/store.ts';
import { MINUTE, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

let t: TestApp;
let shoppers: Shopper[];
let newDeal: Store['newDeal'];

beforeAll(async () => {
  ({ t, newDeal } = await openStore('Sports', 'Balls'));
  shoppers = await shoppersWithCards(t, 4);
});
afterAll(() => t.close());

type Action =
  | { kind: 'join' | 'checkout'; shopper: number; deal: number; quantity: number }
  | { kind: 'leave'; shopper: number; deal: number }
  | { kind: 'cancel'; shopper: number; pick: number }
  | { kind: 'expire' }
  | { kind: 'runJobs' }
  | { kind: 'retry' };

/** A shopper's write as the PWA sends it: one Idempotency-Key per action. */
type Write = {
  method: 'POST' | 'DELETE';
  url: string;
  token: string;
  payload?: object;
  key: string;
};

async function send(write: Write) {
  const response = await t.app.inject({
    method: write.method,
    url: `/api/v1${write.url}`,
    headers: { ...bearer(write.token), 'idempotency-key': write.key },
    ...(write.payload ? { payload: write.payload } : {}),
  });
  return { status: response.statusCode, body: response.body };
}

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      shopper: fc.nat(3),
      deal: fc.nat(1),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('join' as const),
      shopper: fc.nat(3),
      deal: fc.nat(1),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('leave' as const),
      shopper: fc.nat(3),
      deal: fc.nat(1),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      shopper: fc.nat(3),
      pick: fc.nat(20),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'runJobs' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'retry' as const }) },
);

/** The engine's promises, checked against the database after every step. */
async function checkInvariants(dealIds: number[]) {
  const dealBatches = await t.db.select().from(batches).where(inArray(batches.dealId, dealIds));
  const dealOrders = await t.db.select().from(orders).where(inArray(orders.dealId, dealIds));
  const captures = await t.db
    .select()
    .from(paymentCaptures)
    .where(inArray(paymentCaptures.orderId, dealOrders.map((o) => o.id).concat(0)));
  for (const batch of dealBatches) {
    expect(batch.reservedUnits).toBeLessThanOrEqual(batch.size);
    const live = dealOrders.filter(
      (order) => order.batchId === batch.id && order.status !== 'cancelled',
    );
    expect(live.reduce((sum, order) => sum + order.quantity, 0)).toBe(batch.reservedUnits);
    if (batch.status === 'filled') expect(batch.reservedUnits).toBe(batch.size);
    if (batch.status === 'open')
      expect(live.every((order) => order.status === 'pending_charge')).toBe(true);
  }
  expect(
    dealBatches
      .filter((batch) => batch.status === 'open')
      .map((batch) => batch.dealId)
      .sort(),
  ).toEqual(
    [
      ...new Set(
        dealBatches.filter((batch) => batch.status === 'open').map((batch) => batch.dealId),
      ),
    ].sort(),
  );
  for (const order of dealOrders) {
    const mine = captures.filter((capture) => capture.orderId === order.id);
    expect(mine.length).toBeLessThanOrEqual(1);
    const batch = dealBatches.find((b) => b.id === order.batchId);
    if (mine.length === 1) expect(batch?.status).toBe('filled');
    if (order.status === 'cancelled' || order.status === 'reservation_expired') {
      expect(mine).toEqual([]);
      const [intent] = await t.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, order.paymentIntentId ?? ''));
      expect(intent?.capturedAt ?? null).toBeNull();
    }
    if (order.status === 'charged_awaiting_fulfillment')
      expect(mine.map((c) => c.status)).toEqual(['succeeded']);
  }
}

describe('group invariants under random sequences', () => {
  it('never over-reserves, charges each filled order once, never charges what ended, and answers a retried write as it did first', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 25 }), async (actions) => {
        t.clock.set(TEST_NOW);
        const deals = [
          await newDeal({ groupSize: 4, expiresInHours: 10 / 60 }),
          await newDeal({ groupSize: 5, expiresInHours: 10 / 60 }),
        ];
        const dealIds = deals.map((deal) => deal.id);
        type Answer = { status: number; body: unknown };
        let last: { replay: () => Promise<Answer>; answer: Answer } | undefined;
        const act = async (write: Omit<Write, 'key'>) => {
          const keyed = { ...write, key: randomUUID() };
          const replay = async () => {
            const { status, body } = await send(keyed);
            return { status, body: JSON.parse(body) as unknown };
          };
          last = { replay, answer: await replay() };
          return last.answer.status;
        };
        for (const step of actions) {
          if (step.kind === 'checkout') {
            const shopper = shoppers[step.shopper];
            const deal = deals[step.deal];
            if (!shopper || !deal) continue;
            // Pay as the PWA does; a retry sends the checkout again on the same payment.
            const checkout = signedInCheckout(shopper, deal, step.quantity);
            const answer = await checkoutAsPwa(injecting(t.app), checkout);
            // 429: refused checkouts leave holds waiting for their release job, and a shopper
            // may have only so many open at once.
            expect([200, 409, 429]).toContain(answer.status);
            last = undefined;
            if (answer.orderId === null) continue;
            const [order] = await t.db.select().from(orders).where(eq(orders.id, answer.orderId));
            if (!order?.paymentIntentId) throw new Error('a placed order has no payment');
            const paid = order.paymentIntentId;
            // A checkout answers with its order as it stands now: the retry gets the same order.
            const replay = async () => {
              const again = await injecting(t.app)(
                '/checkout/process',
                checkoutPayload(checkout, paid),
                { token: shopper.token },
              );
              const data = again.body.data as { orderId?: number } | undefined;
              return { status: again.status, body: data?.orderId };
            };
            last = { replay, answer: { status: answer.status, body: answer.orderId } };
          } else if (step.kind === 'join') {
            const shopper = shoppers[step.shopper];
            const deal = deals[step.deal];
            if (!shopper || !deal) continue;
            const status = await act({
              method: 'POST',
              url: `/deals/${deal.id}/join`,
              token: shopper.token,
              payload: { quantity: step.quantity },
            });
            expect([200, 409]).toContain(status);
          } else if (step.kind === 'leave') {
            const shopper = shoppers[step.shopper];
            const deal = deals[step.deal];
            if (!shopper || !deal) continue;
            expect([200, 404, 409]).toContain(
              await act({ method: 'DELETE', url: `/deals/${deal.id}/leave`, token: shopper.token }),
            );
          } else if (step.kind === 'retry') {
            // The last write again, as a client that never heard its answer sends it.
            if (!last) continue;
            expect(await last.replay()).toEqual(last.answer);
          } else if (step.kind === 'cancel') {
            const shopper = shoppers[step.shopper];
            if (!shopper) continue;
            const mine = await t.db.select().from(orders).where(inArray(orders.dealId, dealIds));
            const order = mine.filter((o) => o.userId === shopper.userId)[
              step.pick % Math.max(mine.length, 1)
            ];
            if (!order) continue;
            expect([200, 409]).toContain(
              await act({
                method: 'POST',
                url: '/orders/cancel',
                token: shopper.token,
                payload: { batch_reservation_id: order.id },
              }),
            );
          } else if (step.kind === 'expire') {
            // The deals last 10 minutes and the access tokens 15, so the shoppers stay signed in.
            t.clock.set(new Date(TEST_NOW.getTime() + 11 * MINUTE));
            await t.jobs.runDueJobs();
          } else {
            await t.jobs.runDueJobs();
          }
          await checkInvariants(dealIds);
        }
        await t.jobs.runDueJobs();
        await checkInvariants(dealIds);
        const filledOrders = await t.db
          .select({ status: orders.status })
          .from(orders)
          .innerJoin(batches, eq(batches.id, orders.batchId))
          .where(eq(batches.status, 'filled'));
        for (const order of filledOrders)
          expect(['charged_awaiting_fulfillment', 'cancelled']).toContain(order.status);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
