/**
 * bench/db-faults: fault injection on PostgreSQL. Each trial starts a real store process
 * (server/main.ts), has shoppers join and leave group deals through it while every backend of
 * the store is terminated (pg_terminate_backend) every few dozen milliseconds, then checks that
 * the process lives, that no answer was a 5xx other than 503, that every acknowledged order is
 * stored and every open group's units match its pending orders, and that health answers at once.
 * Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL).
 */
import { ordersNotIntact, runDatabaseFaultStorm } from '../tests/fixtures/database-faults.ts';
import { startStoreProcess } from '../tests/fixtures/store-process.ts';
import { writeResult } from './results.ts';

const TRIALS = Number(process.env.BENCH_TRIALS ?? 10);
const TRIAL_MS = Number(process.env.BENCH_TRIAL_MS ?? 8_000);
const TERMINATE_EVERY_MS = 50;
const SHOPPERS = 12;
const DEALS = 4;
const APP_NAME = 'bogo-db-faults';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it.');
  process.exit(0);
}
// The test fixtures open a database of their own on this server and drop it afterwards.
process.env.TEST_DB = 'postgres';
process.env.TEST_DATABASE_URL = serverUrl;
const { createTestApp } = await import('../tests/fixtures/test-app.ts');
const { catalogBuilder } = await import('../tests/fixtures/catalog.ts');
const { CARDS, shopperWithCard } = await import('../tests/fixtures/groups.ts');

const t = await createTestApp();
/** One line per trial, every figure a count (healthAfter: the status of the first health check). */
const rows: Record<string, number>[] = [];
try {
  if (!t.databaseUrl) throw new Error('no database url');
  t.clock.set(new Date());
  const build = catalogBuilder(t.db, t.clock.now());
  const category = await build.category('Outdoors');
  const subcategory = await build.subcategory(category.id, 'Camping');
  const shoppers = [];
  for (let n = 0; n < SHOPPERS; n++) shoppers.push(await shopperWithCard(t, CARDS.succeeds));

  for (let trial = 1; trial <= TRIALS; trial++) {
    // Fresh groups each trial, as big as a group may be, so none fills and each open group's
    // units can be checked against its pending orders.
    const deals = [];
    for (let n = 0; n < DEALS; n++) {
      deals.push(await build.deal(subcategory.id, { groupSize: 1_000, reserved: null }));
    }
    const dealIds = deals.map((deal) => deal.id);
    const store = await startStoreProcess({ databaseUrl: t.databaseUrl, appName: APP_NAME });
    try {
      const storm = await runDatabaseFaultStorm({
        store,
        shoppers,
        deals,
        durationMs: TRIAL_MS,
        terminateEveryMs: TERMINATE_EVERY_MS,
      });
      const health = store.exit() ? 0 : (await fetch(`${store.baseUrl}/api/v1/health`)).status;
      const problems = await ordersNotIntact(t.db, storm, dealIds);
      const count = (test: (status: number) => boolean) =>
        Object.entries(storm.statuses)
          .filter(([status]) => test(Number(status)))
          .reduce((sum, [, n]) => sum + n, 0);
      rows.push({
        trial,
        requests: storm.requests,
        ok: count((status) => status < 400),
        '4xx': count((status) => status >= 400 && status < 500),
        '503': count((status) => status === 503),
        'other 5xx': count((status) => status >= 500 && status !== 503),
        unanswered: storm.unanswered,
        terminated: storm.terminated,
        inTransaction: storm.terminatedInTransaction,
        crashed: store.exit() ? 1 : 0,
        healthAfter: health,
        ordersAcknowledged: storm.joinedOrderIds.size,
        ordersNotIntact: problems.length,
      });
      for (const problem of [...storm.badAnswers, ...problems].slice(0, 5)) console.log(problem);
    } finally {
      await store.stop();
    }
  }
} finally {
  await t.close();
}

console.table(rows);
const sum = (key: string) => rows.reduce((total, row) => total + (row[key] ?? 0), 0);
const totals = {
  trials: rows.length,
  requests: sum('requests'),
  unavailable503: sum('503'),
  other5xx: sum('other 5xx'),
  unanswered: sum('unanswered'),
  backendsTerminated: sum('terminated'),
  terminatedInTransaction: sum('inTransaction'),
  crashes: sum('crashed'),
  ordersAcknowledged: sum('ordersAcknowledged'),
  ordersNotIntact: sum('ordersNotIntact'),
  healthyAfter: rows.filter((row) => row.healthAfter === 200).length,
};
console.log(
  `${totals.trials} trials, ${totals.requests} requests, ${totals.backendsTerminated} backends ` +
    `terminated (${totals.terminatedInTransaction} mid-transaction): ${totals.crashes} crashes, ` +
    `${totals.other5xx} 5xx other than 503 (${totals.unavailable503} 503), ` +
    `${totals.ordersNotIntact} of ${totals.ordersAcknowledged} acknowledged orders not intact, ` +
    `healthy at once after ${totals.healthyAfter} of ${totals.trials}`,
);
writeResult('db-faults', {
  trialMs: TRIAL_MS,
  terminateEveryMs: TERMINATE_EVERY_MS,
  shoppers: SHOPPERS,
  ...totals,
  rows,
});
if (totals.crashes + totals.other5xx + totals.unanswered + totals.ordersNotIntact > 0) {
  process.exitCode = 1;
}
