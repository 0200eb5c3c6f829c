/**
 * bench/contention: group joins per second through the real app (in-process, app.inject) on one
 * hot deal and spread over many deals, on PGlite and PostgreSQL, with the oversell count after
 * each run (must be 0). Every join is a different shopper's reservation with a card hold.
 */
import { sql } from 'drizzle-orm';
import { withScratchDatabase } from './scratch-database.ts';
import { createOutboxMailer } from '../server/adapters/mail/outbox.ts';
import { systemClock } from '../server/adapters/clock.ts';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import type { DatabaseLocation } from '../server/db/client.ts';
import { insertManyDeals } from './bulk-catalog.ts';
import { writeResult } from './results.ts';

const SHOPPERS = 100;
const JOINS = Number(process.env.BENCH_JOINS ?? 800);
const CONCURRENCY = 20;
const GROUP_SIZE = 4;
const TARGET_HOT_JOINS_PER_S = 800;
/** The bench deals' products come in one size and colour (bench/bulk-catalog.ts). */
const JOIN = { quantity: 1, variants: [{ size: 'M', color: 'Blue' }] };

async function benchOn(label: string, location: DatabaseLocation) {
  const database = await openDatabase(location);
  await database.migrate();
  // Empty groups: every reserved unit then belongs to an order this run made, so the oversell check is exact.
  await insertManyDeals(database.db, 100, new Date(), { partlyReserved: false });
  const lines: string[] = [];
  const mailer = createOutboxMailer({
    db: database.db,
    clock: systemClock,
    print: (line) => lines.push(line),
  });
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    mailer,
    config: { staticDir: '/nonexistent', storeName: 'BOGO Together' },
  });
  const inject = async (
    method: 'POST',
    url: string,
    payload: object,
    token?: string,
    ip = '127.0.0.1',
  ) => {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      remoteAddress: ip,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ data: { tokens: { accessToken: string } } }>();
  };

  const tokens: string[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const email = `bench${i}@example.com`;
    const ip = `10.9.${i >> 8}.${i & 255}`;
    await inject('POST', '/auth/sendOtp', { email, remember_me: true }, undefined, ip);
    const otp =
      lines.findLast((line) => line.startsWith(`Sign-in code for ${email}: `))?.split(': ')[1] ??
      '';
    const token = (
      await inject('POST', '/auth/verifyOtp', { email, otp, remember_me: true }, undefined, ip)
    ).data.tokens.accessToken;
    await inject(
      'POST',
      '/payments/test/payment-methods',
      {
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' },
        billing_details: { name: `Bench shopper ${i}` },
      },
      token,
    );
    tokens.push(token);
  }
  const dealIds = (await database.db.execute(sql`select id from deals order by id`)) as unknown as {
    rows: { id: number }[];
  };
  const ids = dealIds.rows.map((row) => row.id);

  /** Joins per second, and this process's CPU time per join (what bounds one process). */
  async function run(pickDeal: (n: number) => number) {
    let next = 0;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < JOINS) {
          const n = next++;
          await inject('POST', `/deals/${pickDeal(n)}/join`, JOIN, tokens[n % tokens.length]);
        }
      }),
    );
    const cpu = process.cpuUsage(cpuBefore);
    return {
      joinsPerS: Math.round(JOINS / ((performance.now() - started) / 1000)),
      cpuMsPerJoin: Math.round((cpu.user + cpu.system) / 10 / JOINS) / 100,
    };
  }

  const hot = await run(() => ids[0] ?? 0);
  const spread = await run((n) => ids[n % ids.length] ?? 0);
  const oversold = (await database.db.execute(sql`
    select count(*)::int as n from batches b
    where b.reserved_units > b.size
       or b.reserved_units <> coalesce((select sum(o.quantity) from orders o
            where o.batch_id = b.id and o.status not in ('cancelled', 'reservation_expired')), 0)`)) as unknown as {
    rows: { n: number }[];
  };
  await app.close();
  await database.close();
  return {
    database: label,
    hotDealJoinsPerS: hot.joinsPerS,
    spreadJoinsPerS: spread.joinsPerS,
    oversold: oversold.rows[0]?.n ?? -1,
    processCpuMsPerJoin: Math.max(hot.cpuMsPerJoin, spread.cpuMsPerJoin),
  };
}

const rows = [await benchOn('PGlite', { dataDir: 'memory' })];
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  rows.push(
    await withScratchDatabase(serverUrl, 'bogo_contention', (databaseUrl) =>
      benchOn('PostgreSQL', { databaseUrl }),
    ),
  );
} else {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it.');
}
console.table(
  rows.map((row) => ({ ...row, groupSize: GROUP_SIZE, joins: JOINS, concurrency: CONCURRENCY })),
);
const postgres = rows.find((row) => row.database === 'PostgreSQL');
if (postgres) {
  const share = Math.round((postgres.hotDealJoinsPerS / TARGET_HOT_JOINS_PER_S) * 100);
  console.log(
    `hot deal on PostgreSQL: ${postgres.hotDealJoinsPerS} joins/s, ${share}% of the target ${TARGET_HOT_JOINS_PER_S}; ` +
      `one process spending ${postgres.processCpuMsPerJoin} ms of CPU per join tops out near ` +
      `${Math.round(1000 / postgres.processCpuMsPerJoin)} joins/s`,
  );
}
writeResult('contention', {
  joins: JOINS,
  concurrency: CONCURRENCY,
  shoppers: SHOPPERS,
  targetHotJoinsPerS: TARGET_HOT_JOINS_PER_S,
  rows,
});
