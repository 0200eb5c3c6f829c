import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batches,
  notifications,
  orders,
  paymentCaptures,
  paymentIntents,
} from '../../server/db/schema.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { checkoutAsPwa, injecting, signedInCheckout } from '../fixtures/checkout.ts';
import { CARDS, shopperWithCard } from '../fixtures/groups.ts';
import { createTestApp } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

/** Enough members that charging them takes a while, so the kill lands in the middle of it. */
const GROUP = 40;
const onPostgres = process.env.TEST_DB === 'postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  // The server process runs on the wall clock; the holds must be valid on it too.
  t.clock.set(new Date());
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bogo-crash-'));
});
afterAll(async () => {
  if (!onPostgres) return;
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** A real server process on the test's database: it runs the job queue as in production. */
function startServer(): ChildProcess {
  const server = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      PORT: String(4500 + Math.floor(Math.random() * 400)),
      SEED_DEMO: 'false',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return server;
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(2);
  }
}

describe.runIf(onPostgres)('a server that dies while charging a filled group (PostgreSQL)', () => {
  it('captures every order of the group exactly once after a restart', async () => {
    const build = catalogBuilder(t.db, t.clock.now());
    const category = await build.category('Garden');
    const subcategory = await build.subcategory(category.id, 'Tools');
    const deal = await build.deal(subcategory.id, { reserved: null, groupSize: GROUP });
    for (let member = 0; member < GROUP; member++) {
      const shopper = await shopperWithCard(t, CARDS.succeeds, `member${member}`);
      const paid = await checkoutAsPwa(injecting(t.app), signedInCheckout(shopper, deal));
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    const [batch] = await t.db.select().from(batches).where(eq(batches.dealId, deal.id));
    expect(batch).toMatchObject({ status: 'filled', reservedUnits: GROUP });
    const members = await t.db
      .select()
      .from(orders)
      .where(eq(orders.batchId, batch?.id ?? 0));
    const memberIds = members.map((order) => order.id);
    const captured = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(paymentCaptures)
          .where(
            and(
              inArray(paymentCaptures.orderId, memberIds),
              eq(paymentCaptures.status, 'succeeded'),
            ),
          )
      )[0]?.n ?? 0;

    const first = startServer();
    const exited = new Promise((resolve) => first.once('exit', resolve));
    const partly = await until(
      'the first captures',
      async () => {
        const n = await captured();
        return n > 0 ? n : undefined;
      },
      60_000,
    );
    first.kill('SIGKILL');
    await exited;
    const atCrash = await captured();
    expect(partly).toBeLessThan(GROUP);
    expect(atCrash, 'the kill must land while the group is being charged').toBeLessThan(GROUP);

    // The dead process's claim on the job lapses with its lease; a new process takes it over.
    const second = startServer();
    try {
      await until(
        'every member charged',
        async () => ((await captured()) === GROUP ? true : undefined),
        110_000,
      );
    } finally {
      second.kill('SIGTERM');
    }

    const after = await t.db.select().from(orders).where(inArray(orders.id, memberIds));
    expect(after.map((order) => order.status)).toEqual(
      Array(GROUP).fill('charged_awaiting_fulfillment'),
    );
    const captures = await t.db
      .select()
      .from(paymentCaptures)
      .where(inArray(paymentCaptures.orderId, memberIds));
    expect(captures).toHaveLength(GROUP);
    const intents = await t.db
      .select()
      .from(paymentIntents)
      .where(
        inArray(
          paymentIntents.id,
          after.map((order) => order.paymentIntentId ?? ''),
        ),
      );
    expect(intents.map((intent) => intent.status)).toEqual(Array(GROUP).fill('succeeded'));
    expect(intents.reduce((sum, intent) => sum + intent.amountCents, 0)).toBe(
      after.reduce((sum, order) => sum + order.totalCents, 0),
    );
    // Each shopper hears once that they were charged, however the work was split across processes.
    const charged = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'group_charged'));
    expect(charged.map((note) => note.userId).sort()).toEqual(
      after.map((order) => order.userId).sort(),
    );
  }, 200_000);
});
