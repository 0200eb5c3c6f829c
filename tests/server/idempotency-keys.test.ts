import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JoinResponse } from '../../contract/groups.ts';
import {
  batches,
  idempotencyKeys,
  jobs,
  orders,
  paymentCaptures,
  paymentIntents,
} from '../../server/db/schema.ts';
import { idempotencyTexts } from '../../server/http/idempotency.ts';
import { refusal } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { bearer } from '../fixtures/sign-in.ts';
import { useStore } from '../fixtures/use-store.ts';
import { withSecondProcess, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

const store = useStore('Electronics', 'Audio', { shoppers: ['alice', 'bob'] });

type Write = { method: 'POST' | 'DELETE'; url: string; payload?: object };
const joinOf = (dealId: number, quantity = 1): Write => ({
  method: 'POST',
  url: `/deals/${dealId}/join`,
  payload: { quantity },
});
const leaveOf = (dealId: number): Write => ({ method: 'DELETE', url: `/deals/${dealId}/leave` });
const buyAllOf = (dealId: number, shopper: Shopper, units = 2): Write => ({
  method: 'POST',
  url: `/deals/${dealId}/buy-all`,
  payload: { paymentMethodId: shopper.card.id, orderUnits: Array(units).fill({}) },
});

async function send(
  write: Write,
  {
    shopper = store.alice,
    key,
    app = store.t.app,
  }: { shopper?: Shopper; key?: string; app?: TestApp['app'] },
) {
  const response = await app.inject({
    method: write.method,
    url: `/api/v1${write.url}`,
    headers: { ...bearer(shopper.token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(write.payload ? { payload: write.payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const dealOrders = (dealId: number) =>
  store.t.db.select().from(orders).where(eq(orders.dealId, dealId));
const reservedUnits = async (dealId: number) =>
  (await store.t.db.select().from(batches).where(eq(batches.dealId, dealId))).reduce(
    (sum, batch) => sum + batch.reservedUnits,
    0,
  );
const intentsOf = async (dealId: number) =>
  (await store.t.db.select().from(paymentIntents)).filter(
    (intent) => intent.metadata.dealId === String(dealId),
  );

describe('an Idempotency-Key on join, leave and buy-all', () => {
  it('answers a retried join with the first order, reserving and holding once', async () => {
    const deal = await store.newDeal();
    const key = randomUUID();
    const first = await send(joinOf(deal.id, 2), { key });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const retry = await send(joinOf(deal.id, 2), { key });
    expect(retry).toEqual(first);
    expect(await dealOrders(deal.id)).toHaveLength(1);
    expect(await reservedUnits(deal.id)).toBe(2);
    expect(await intentsOf(deal.id)).toHaveLength(1);

    // A new click is a new key, and a new reservation.
    expect((await send(joinOf(deal.id, 1), { key: randomUUID() })).status).toBe(200);
    expect(await reservedUnits(deal.id)).toBe(3);
  });

  it('answers a retried leave with the first result and releases the hold once', async () => {
    const deal = await store.newDeal();
    await send(joinOf(deal.id, 2), {});
    const [order] = await dealOrders(deal.id);
    const key = randomUUID();
    const first = await send(leaveOf(deal.id), { key });
    expect(first).toMatchObject({
      status: 200,
      body: { data: { cancelled_order_ids: [order?.id] } },
    });
    expect(await send(leaveOf(deal.id), { key })).toEqual(first);
    expect(await reservedUnits(deal.id)).toBe(0);
    const releases = await store.t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `intent-${order?.paymentIntentId ?? ''}-cancelled`));
    expect(releases).toHaveLength(1);
    // Without the key, the repeated leave is a new request, and there is nothing left to leave.
    expect((await send(leaveOf(deal.id), {})).status).toBe(404);
  });

  it('answers a retried cancel from My Orders with the cancelled order', async () => {
    const deal = await store.newDeal();
    await send(joinOf(deal.id, 1), {});
    const [order] = await dealOrders(deal.id);
    const cancel: Write = {
      method: 'POST',
      url: '/orders/cancel',
      payload: { batch_reservation_id: order?.id },
    };
    const key = randomUUID();
    const first = await send(cancel, { key });
    expect(first).toMatchObject({ status: 200, body: { data: { status: 'cancelled' } } });
    expect(await send(cancel, { key })).toEqual(first);
    expect(await reservedUnits(deal.id)).toBe(0);
    expect((await send(cancel, { key: randomUUID() })).status).toBe(409);
  });

  it('charges a retried buy-all once and answers the same paid order', async () => {
    const deal = await store.newDeal({ groupSize: 2 });
    const key = randomUUID();
    const first = await send(buyAllOf(deal.id, store.alice), { key });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await send(buyAllOf(deal.id, store.alice), { key })).toEqual(first);
    // The answer lost after the order was recorded (a crash): the retry answers from the order.
    await store.t.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null })
      .where(and(eq(idempotencyKeys.userId, store.alice.userId), eq(idempotencyKeys.key, key)));
    expect(await send(buyAllOf(deal.id, store.alice), { key })).toEqual(first);
    const [order, ...others] = await dealOrders(deal.id);
    expect(others).toHaveLength(0);
    const captures = await store.t.db
      .select()
      .from(paymentCaptures)
      .where(eq(paymentCaptures.orderId, order?.id ?? 0));
    expect(captures.map((capture) => capture.status)).toEqual(['succeeded']);
    expect(await intentsOf(deal.id)).toHaveLength(1);
  });

  it('answers a retried refusal with the same refusal, even once the group has room again', async () => {
    const deal = await store.newDeal({ groupSize: 3 });
    await send(joinOf(deal.id, 2), { shopper: store.bob });
    const key = randomUUID();
    const first = await send(joinOf(deal.id, 2), { key });
    expect(first).toMatchObject({ status: 409, body: { success: false } });
    await send(leaveOf(deal.id), { shopper: store.bob });
    expect(await send(joinOf(deal.id, 2), { key })).toEqual(first);
    expect(await reservedUnits(deal.id)).toBe(0);
    expect((await send(joinOf(deal.id, 2), { key: randomUUID() })).status).toBe(200);
  });

  it('reserves once when two joins with one key arrive together', async () => {
    const deal = await store.newDeal({ groupSize: 10 });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(joinOf(deal.id, 1), { key })),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body).toEqual(accepted[0]?.body);
      else expect(answer).toEqual(refusal(409, idempotencyTexts.inProgress));
    }
    expect(await dealOrders(deal.id)).toHaveLength(1);
    expect(await reservedUnits(deal.id)).toBe(1);
    expect(await intentsOf(deal.id)).toHaveLength(1);
  });

  it('answers the recorded order when a join committed but its answer was lost', async () => {
    const deal = await store.newDeal();
    const key = randomUUID();
    const first = await send(joinOf(deal.id, 2), { key });
    const order = (first.body as JoinResponse).data;
    // What a process killed right after the reservation committed leaves behind: the key, its
    // lease still running, the reservation it made, and no answer.
    await store.t.db
      .update(idempotencyKeys)
      .set({
        responseStatus: null,
        responseBody: null,
        lockedUntil: new Date(TEST_NOW.getTime() + 60_000),
      })
      .where(and(eq(idempotencyKeys.userId, store.alice.userId), eq(idempotencyKeys.key, key)));
    const retry = await send(joinOf(deal.id, 2), { key });
    expect(retry).toEqual(first);
    expect((await dealOrders(deal.id)).map((row) => row.id)).toEqual([order.id]);
    expect(await reservedUnits(deal.id)).toBe(2);
  });

  it('finishes a join that died before reserving on its first hold once the lease lapses', async () => {
    const deal = await store.newDeal();
    const key = randomUUID();
    await send(joinOf(deal.id, 2), { key });
    const [order] = await dealOrders(deal.id);
    if (!order) throw new Error('the join recorded no order');
    // Undo the reservation: the process placed the hold, then died before the statement ran.
    await store.t.db.delete(orders).where(eq(orders.id, order.id));
    await store.t.db
      .update(batches)
      .set({ reservedUnits: sql`${batches.reservedUnits} - 2` })
      .where(eq(batches.dealId, deal.id));
    const lapsed = { responseStatus: null, responseBody: null, effect: null };
    const keyRow = and(
      eq(idempotencyKeys.userId, store.alice.userId),
      eq(idempotencyKeys.key, key),
    );
    await store.t.db
      .update(idempotencyKeys)
      .set({ ...lapsed, lockedUntil: new Date(TEST_NOW.getTime() + 60_000) })
      .where(keyRow);
    expect(await send(joinOf(deal.id, 2), { key })).toEqual(
      refusal(409, idempotencyTexts.inProgress),
    );

    await store.t.db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(TEST_NOW.getTime() - 1) })
      .where(keyRow);
    const retry = await send(joinOf(deal.id, 2), { key });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect((retry.body as JoinResponse).data.id).toBe(order.id);
    expect((await dealOrders(deal.id)).map((row) => row.paymentIntentId)).toEqual([
      order.paymentIntentId,
    ]);
    expect(await reservedUnits(deal.id)).toBe(2);
    expect(await intentsOf(deal.id)).toHaveLength(1);
  });

  it('refuses the key sent again for another deal or another body, acting on neither', async () => {
    const deal = await store.newDeal();
    const other = await store.newDeal();
    const key = randomUUID();
    expect((await send(joinOf(deal.id, 1), { key })).status).toBe(200);
    const refused = {
      status: 422,
      body: { success: false, message: idempotencyTexts.otherRequest },
    };
    expect(await send(joinOf(other.id, 1), { key })).toEqual(refused);
    expect(await send(joinOf(deal.id, 2), { key })).toEqual(refused);
    expect(await send(leaveOf(deal.id), { key })).toEqual(refused);
    expect(await reservedUnits(deal.id)).toBe(1);
    expect(await dealOrders(other.id)).toHaveLength(0);

    // Keys are a shopper's own: another shopper's same key is another action.
    expect((await send(joinOf(deal.id, 1), { key, shopper: store.bob })).status).toBe(200);
    expect(await reservedUnits(deal.id)).toBe(2);
  });

  it.each([
    ['empty', ''],
    ['longer than 200 characters', 'k'.repeat(201)],
    ['not printable', 'tab\there'],
  ])('refuses a key that is %s with a 400 naming the header', async (_, key) => {
    const deal = await store.newDeal();
    const answer = await send(joinOf(deal.id, 1), { key });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Invalid header 'idempotency-key'/);
    expect(await dealOrders(deal.id)).toHaveLength(0);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'reserves once when the same key reaches two server processes on one PostgreSQL',
    async () => {
      await withSecondProcess(store.t, async ({ app: other }) => {
        const deal = await store.newDeal({ groupSize: 10 });
        const key = randomUUID();
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, index) =>
            send(joinOf(deal.id, 1), { key, app: index % 2 === 0 ? store.t.app : other }),
          ),
        );
        expect(answers.some((answer) => answer.status === 200)).toBe(true);
        const retried = await send(joinOf(deal.id, 1), { key, app: other });
        expect(retried.status).toBe(200);
        expect(await dealOrders(deal.id)).toHaveLength(1);
        expect(await reservedUnits(deal.id)).toBe(1);
        expect(await intentsOf(deal.id)).toHaveLength(1);
      });
    },
    60_000,
  );
});
