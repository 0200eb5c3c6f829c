/**
 * A server process of bench/placement: either the store (the real app, with its jobs running, as
 * `npm start` runs it) or the bare hot row (node:http and one statement that reserves a unit of
 * one batch row and records an order). It counts the SQL statements it sends to a PostgreSQL
 * server (every one goes through pg.Client#query, BEGIN and COMMIT included) and answers the
 * parent's questions over IPC: sign-in codes, its CPU time and statements, the money check.
 */
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { systemClock } from '../server/adapters/clock.ts';
import { createJobQueue } from '../server/adapters/jobs/queue.ts';
import { createOutboxMailer } from '../server/adapters/mail/outbox.ts';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import type { Db } from '../server/db/client.ts';
import { insertManyDeals } from './bulk-catalog.ts';
import { configWith } from '../server/config.ts';

export type Ask =
  { ask: 'code'; email: string } | { ask: 'usage' } | { ask: 'money' } | { ask: 'deals' };
export type Question = { id: number } & Ask;

export type Money = { oversold: number; doubleCharged: number; chargedWithoutOrder: number };

let statements = 0;
const countedQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (countedQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Every reservation in a batch belongs to a live order; every capture to one order, once. */
async function moneyCheck(db: Db): Promise<Money> {
  const [row] = rowsOf<Money>(
    await db.execute(sql`select
      (select count(*)::int from batches b
        where b.reserved_units > b.size
           or b.reserved_units <> coalesce((select sum(o.quantity) from orders o
                where o.batch_id = b.id and o.status not in ('cancelled', 'reservation_expired')), 0))
        as "oversold",
      (select count(*)::int from (select order_id from payment_captures
        where status = 'succeeded' group by order_id having count(*) > 1) twice)
        + (select count(*)::int from orders o where (select count(*) from payment_intents i
            where i.status = 'succeeded' and i.metadata->>'orderId' = o.id::text) > 1)
        as "doubleCharged",
      (select count(*)::int from payment_intents i where i.status = 'succeeded'
        and not exists (select 1 from orders o where o.payment_intent_id = i.id))
        as "chargedWithoutOrder"`),
  );
  if (!row) throw new Error('no money check');
  return row;
}

function answer(id: number, value: unknown) {
  process.send?.({ id, value });
}

async function serveStore() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: 'memory' });
  await database.migrate();
  if (process.env.BENCH_SEED_DEALS)
    await insertManyDeals(database.db, Number(process.env.BENCH_SEED_DEALS), new Date(), {
      partlyReserved: false,
    });
  const codes = new Map<string, string>();
  const mailer = createOutboxMailer({
    db: database.db,
    clock: systemClock,
    print(line) {
      const code = /^Sign-in code for (\S+): (\d+)/.exec(line);
      if (code?.[1] && code[2]) codes.set(code[1], code[2]);
    },
  });
  const jobs = createJobQueue({ db: database.db, clock: systemClock });
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    mailer,
    jobs,
    // Each shopper arrives from an address of its own, as phones do, through one proxy.
    config: configWith({ staticDir: '/nonexistent', trustProxy: 1 }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  jobs.start();
  process.on('message', async (question: Question) => {
    if (question.ask === 'code') answer(question.id, codes.get(question.email) ?? null);
    if (question.ask === 'usage') answer(question.id, { cpu: process.cpuUsage(), statements });
    if (question.ask === 'money') {
      await jobs.runDueJobs();
      answer(question.id, await moneyCheck(database.db));
    }
    if (question.ask === 'deals') {
      const deals = rowsOf<{ id: number; priceCents: number; size: number }>(
        await database.db.execute(
          sql`select id, group_deal_price_cents as "priceCents", total_units_needed as "size"
            from deals order by id`,
        ),
      );
      answer(question.id, deals);
    }
  });
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
  return app.server.address();
}

const BARE_TABLES = [
  `create table if not exists bare_batches (id serial primary key, deal_id int not null,
    size int not null, reserved int not null, status text not null)`,
  `create unique index if not exists bare_batches_open on bare_batches (deal_id) where status = 'open'`,
  `create table if not exists bare_orders (id serial primary key, batch_id int not null, quantity int not null)`,
];
/** The hot row at its fastest: one statement reserves a unit and records its order. */
const BARE_RESERVE = `with batch as (
    insert into bare_batches as b (deal_id, size, reserved, status) values ($1, 4, 1, 'open')
    on conflict (deal_id) where status = 'open' do update
      set reserved = b.reserved + 1,
        status = case when b.reserved + 1 = b.size then 'filled' else 'open' end
      where b.reserved + 1 <= b.size
    returning b.id)
  insert into bare_orders (batch_id, quantity) select id, 1 from batch returning batch_id`;

async function serveBare() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : null;
  const lite = pool ? null : new PGlite();
  const query = (text: string, params: unknown[] = []) =>
    pool ? pool.query(text, params) : (lite as PGlite).query(text, params);
  for (const statement of BARE_TABLES) await query(statement);
  const server = http.createServer((request, response) => {
    const dealId = Number(new URL(request.url ?? '/', 'http://bench').searchParams.get('deal'));
    request.resume();
    request.on('end', () => {
      query(BARE_RESERVE, [dealId]).then(
        (result) => {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ batchId: result.rows[0] }));
        },
        (error: unknown) => {
          response.statusCode = 503;
          response.end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', (question: Question) => {
    if (question.ask === 'usage') answer(question.id, { cpu: process.cpuUsage(), statements });
  });
  process.on('SIGTERM', () => {
    server.close();
    void (pool ? pool.end() : (lite as PGlite).close()).then(() => process.exit(0));
  });
  return server.address();
}

const address = process.env.BENCH_ROLE === 'bare' ? await serveBare() : await serveStore();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
process.send?.({ port: address.port });
