import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { CARDS, call, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

/**
 * The real web-push sender against a push service that accepts connections and then says
 * nothing, with the job queue polling in the background as it does in production.
 */
let t: TestApp;
let silent: net.Server;
const held: net.Socket[] = [];
let silentEndpoint: string;
let build: ReturnType<typeof catalogBuilder>;
let subcategoryId: number;

beforeAll(async () => {
  silent = net.createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentEndpoint = `https://127.0.0.1:${(silent.address() as AddressInfo).port}/push`;
  t = await createTestApp({ config: { pushAllowPrivateEndpoints: true } });
  build = catalogBuilder(t.db, TEST_NOW);
  const category = await build.category('Garden');
  subcategoryId = (await build.subcategory(category.id, 'Tools')).id;
});
afterAll(async () => {
  // Refused from here on, so the pushes still queued fail at once and the queue can stop.
  await new Promise<void>((resolve) => {
    silent.close(() => resolve());
    for (const socket of held) socket.destroy();
  });
  await t.close();
});

async function enableSilentPush(shopper: Shopper, device: string) {
  const saved = await call(t, 'POST', '/push/subscriptions', shopper.token, {
    subscription: {
      endpoint: `${silentEndpoint}/${shopper.userId}-${device}`,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function fillGroup(members: Shopper[]) {
  const deal = await build.deal(subcategoryId, { groupSize: members.length, reserved: null });
  for (const member of members) {
    const joined = await call(t, 'POST', `/deals/${deal.id}/join`, member.token, { quantity: 1 });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  }
  return deal.id;
}

const statusesOf = async (dealId: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.dealId, dealId))).map(
    (order) => order.status,
  );

describe('a push service that never answers', () => {
  it('does not hold up the charge of another filled group: it is charged within 10 s', async () => {
    const first = [
      await shopperWithCard(t, CARDS.succeeds, 'ann'),
      await shopperWithCard(t, CARDS.succeeds, 'abe'),
    ];
    // Four pushes that each wait out the push timeout: far longer than 10 s one after another.
    for (const shopper of first) {
      await enableSilentPush(shopper, 'phone');
      await enableSilentPush(shopper, 'laptop');
    }
    const second = [
      await shopperWithCard(t, CARDS.succeeds, 'bea'),
      await shopperWithCard(t, CARDS.succeeds, 'bob'),
    ];
    t.jobs.start(50);

    const firstDeal = await fillGroup(first);
    await expect
      .poll(() => statusesOf(firstDeal), { timeout: 10_000 })
      .toEqual(['charged_awaiting_fulfillment', 'charged_awaiting_fulfillment']);
    // The "you were charged" alerts are now stuck on the silent push service.
    await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);

    const secondDeal = await fillGroup(second);
    await expect
      .poll(() => statusesOf(secondDeal), { timeout: 10_000, interval: 100 })
      .toEqual(['charged_awaiting_fulfillment', 'charged_awaiting_fulfillment']);
  });
});
