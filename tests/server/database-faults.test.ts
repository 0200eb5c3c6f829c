import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { batches } from '../../server/db/schema.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/http/database-errors.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { ordersNotIntact, runDatabaseFaultStorm } from '../fixtures/database-faults.ts';
import { openEventStream } from '../fixtures/event-stream.ts';
import { CARDS, shopperWithCard } from '../fixtures/groups.ts';
import { startStoreProcess } from '../fixtures/store-process.ts';
import { createTestApp } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';
import { configWith } from '../../server/config.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const APP_NAME = 'bogo-faults-test';
const SHOPPERS = 10;
/** Groups too big to fill in the test: each open group's units must match its pending orders. */
const GROUP_SIZE = 1_000;

describe('a database that cannot be reached', () => {
  it('answers 503 with a JSON message at once, and health says 503, instead of hanging or a 500', async () => {
    // Nothing listens on port 1: every connection is refused.
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const app = await buildApp({
      db: database.db,
      listen: database.listen,
      config: configWith({ staticDir: '/nonexistent' }),
    });
    try {
      const started = Date.now();
      const deals = await app.inject({ method: 'GET', url: '/api/v1/ecommerce/deals/1' });
      expect(deals.statusCode, deals.body).toBe(503);
      expect(deals.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(deals.headers['retry-after']).toBe('5');
      const events = await app.inject({ method: 'GET', url: '/api/v1/deals/1/events' });
      expect(events.statusCode, events.body).toBe(503);
      const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ success: false });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

let t: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  // The store process runs on the wall clock; the holds must be valid on it too.
  t.clock.set(new Date());
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe.runIf(onPostgres)(
  "PostgreSQL terminating the store's connections (PostgreSQL only)",
  () => {
    it('takes back a connection dropped while checked out, even from a holder that never releases it', async () => {
      if (!t.databaseUrl) throw new Error('no database url');
      const database = await openDatabase({ databaseUrl: t.databaseUrl });
      // Drizzle's node-postgres database keeps its pool here.
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      try {
        const held = await pool.connect();
        const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
        const dropped = new Promise((resolve) => held.once('error', resolve));
        await t.db.execute(sql`select pg_terminate_backend(${rows[0]?.pid ?? 0})`);
        await dropped;
        const countedWhileHeld = pool.totalCount;
        // The holder's own release, late, must not throw (nor hang the pool's end below).
        held.release();
        expect(countedWhileHeld, 'the dead connection must not count against the pool').toBe(0);
        expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    });

    it('keeps the process up, answers only 2xx, 4xx or 503, keeps every acknowledged order and resumes live progress', async () => {
      if (!t.databaseUrl) throw new Error('no database url');
      const build = catalogBuilder(t.db, t.clock.now());
      const category = await build.category('Outdoors');
      const subcategory = await build.subcategory(category.id, 'Camping');
      const deals = [];
      for (let n = 0; n < 3; n++) {
        deals.push(await build.deal(subcategory.id, { groupSize: GROUP_SIZE, reserved: null }));
      }
      const dealIds = deals.map((deal) => deal.id);
      const [watched = 0] = dealIds;
      const shoppers = [];
      for (let n = 0; n < SHOPPERS; n++) shoppers.push(await shopperWithCard(t, CARDS.succeeds));

      const store = await startStoreProcess({ databaseUrl: t.databaseUrl, appName: APP_NAME });
      const stream = await openEventStream(`${store.baseUrl}/api/v1/deals/${watched}/events`);
      try {
        await stream.next();
        const storm = await runDatabaseFaultStorm({
          store,
          shoppers,
          deals,
          durationMs: 6_000,
          terminateEveryMs: 50,
        });
        const log = store.errors.join('').slice(-2_000);

        expect(store.exit(), log).toBeNull();
        expect(storm.unanswered, log).toBe(0);
        expect(storm.badAnswers, log).toEqual([]);
        expect(storm.terminatedInTransaction, 'backends must die mid-transaction').toBeGreaterThan(
          0,
        );
        expect(storm.joinedOrderIds.size, 'shoppers must get through').toBeGreaterThan(0);
        expect(await ordersNotIntact(t.db, storm, dealIds)).toEqual([]);

        // The pool is back by itself: the very next health check answers.
        const health = await fetch(`${store.baseUrl}/api/v1/health`);
        expect(health.status).toBe(200);

        // The listener's connection died many times over; the stream must show the group as it is.
        const [shopper] = shoppers;
        if (!shopper) throw new Error('no shopper');
        // As a shopper would, retry a join caught by a connection the last termination took.
        let joined = 0;
        for (let attempt = 0; attempt < 5 && joined !== 200; attempt++) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
          const response = await fetch(`${store.baseUrl}/api/v1/deals/${watched}/join`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${shopper.token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ quantity: 1 }),
          });
          joined = response.status;
        }
        expect(joined).toBe(200);
        const [group] = await t.db
          .select({ reserved: batches.reservedUnits })
          .from(batches)
          .where(and(eq(batches.dealId, watched), eq(batches.status, 'open')));
        const reserved = group?.reserved ?? -1;
        await stream.until((progress) => progress.reservation_count === reserved, 10_000);
      } finally {
        stream.close();
        await store.stop();
      }
    }, 60_000);
  },
);
