import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { notifications, pushSubscriptions } from '../../server/db/schema.ts';
import { alertTexts } from '../../server/modules/alerts/texts.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { CARDS, call, refusal, shopperWithCard } from '../fixtures/groups.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

/** A browser's real-looking keys: with malformed ones web-push would give up before connecting. */
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

let t: TestApp;
beforeAll(async () => {
  // The store's own settings: no local push service allowed.
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.db.delete(pushSubscriptions));

const subscribeVisitor = (endpoint: string) =>
  call(t, 'POST', '/push/subscriptions', undefined, {
    subscription: { endpoint, keys },
    email: 'visitor@example.com',
  });

describe('push subscriptions that would make the store call into a private network', () => {
  it.each([
    ['loopback', 'https://127.0.0.1/push/x'],
    ['loopback with a port', 'https://127.0.0.1:8443/push/x'],
    ['a private network', 'https://10.0.0.1/push/x'],
    ['a private network', 'https://192.168.1.20/push/x'],
    ['IPv6 loopback', 'https://[::1]/push/x'],
    ['the cloud metadata service (link-local)', 'https://169.254.169.254/latest/meta-data'],
    ['IPv6 link-local', 'https://[fe80::1]/push/x'],
    ['IPv6 unique-local', 'https://[fd12:3456::1]/push/x'],
    ['carrier-grade NAT', 'https://100.64.0.1/push/x'],
    ['multicast', 'https://224.0.0.1/push/x'],
    ['the unspecified address', 'https://0.0.0.0/push/x'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/push/x'],
    ['IPv4-compatible loopback', 'https://[::7f00:1]/push/x'],
    ['local-use NAT64', 'https://[64:ff9b:1::a00:1]/push/x'],
    ['IPv6 site-local', 'https://[fec0::1]/push/x'],
    ['loopback written in hex', 'https://0x7f.1/push/x'],
    ['a name resolving to loopback', 'https://localhost/push/x'],
  ])('refuses an endpoint on %s (%s) with 400 and keeps nothing', async (_, endpoint) => {
    const answer = await subscribeVisitor(endpoint);
    expect(answer).toEqual(refusal(400, alertTexts.pushEndpointNotPublic));
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('refuses a plain http endpoint with 400 naming the field', async () => {
    const answer = await subscribeVisitor('http://push.example/x');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('subscription.endpoint');
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('refuses an endpoint whose host name does not exist', async () => {
    const answer = await subscribeVisitor('https://push.invalid/send/x');
    expect(answer).toEqual(refusal(400, alertTexts.pushEndpointUnknown));
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('keeps an endpoint on a public address', async () => {
    expect((await subscribeVisitor('https://1.1.1.1/push/visitor')).status).toBe(200);
    const kept = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions);
    expect(kept).toEqual([{ endpoint: 'https://1.1.1.1/push/visitor' }]);
  });
});

describe('delivery to a subscription stored before the rule', () => {
  let listener: net.Server;
  let connections = 0;

  beforeAll(async () => {
    listener = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  it('never connects to its private address, while the shopper still gets the alert in the app', async () => {
    const { port } = listener.address() as AddressInfo;
    const ann = await shopperWithCard(t, CARDS.succeeds, 'ann');
    const abe = await shopperWithCard(t, CARDS.succeeds, 'abe');
    for (const host of ['127.0.0.1', 'localhost']) {
      await t.db.insert(pushSubscriptions).values({
        endpoint: `https://${host}:${port}/push/ann`,
        ...keys,
        userId: ann.userId,
        email: null,
        categories: [],
        createdAt: TEST_NOW,
      });
    }
    const build = catalogBuilder(t.db, TEST_NOW);
    const category = await build.category('Books');
    const subcategory = await build.subcategory(category.id, 'Novels');
    const deal = await build.deal(subcategory.id, { groupSize: 2, reserved: null });
    for (const shopper of [ann, abe]) {
      const joined = await call(t, 'POST', `/deals/${deal.id}/join`, shopper.token, {
        quantity: 1,
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    }

    await t.jobs.runDueJobs();

    expect(connections).toBe(0);
    const told = await t.db.select({ userId: notifications.userId }).from(notifications);
    expect(told.map((row) => row.userId)).toContain(ann.userId);
  });
});

describe('the local push service setting', () => {
  it('is off unless PUSH_ALLOW_PRIVATE_ENDPOINTS is true, and refuses other values', () => {
    expect(loadConfig({}).pushAllowPrivateEndpoints).toBe(false);
    expect(loadConfig({ PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' }).pushAllowPrivateEndpoints).toBe(
      true,
    );
    expect(() => loadConfig({ PUSH_ALLOW_PRIVATE_ENDPOINTS: 'yes' })).toThrow(
      'PUSH_ALLOW_PRIVATE_ENDPOINTS',
    );
  });
});
