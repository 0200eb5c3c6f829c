/**
 * bench/placement: group joins through the PWA's own path (the test card step, then
 * POST /payments/create-intent, then POST /checkout/process), 20 shoppers at a time, as guests
 * and signed in, on one hot deal and spread over many, on PGlite and PostgreSQL, and with two
 * server processes on one PostgreSQL. Beside each, in the same run on the same database, the
 * bare hot row: a node:http route whose request is one statement reserving a unit of one batch
 * row and recording an order. Prints joins/s, server CPU and SQL statements per join, p50/p99,
 * the oversold and double-charged counts, and the ratio to the bare hot row.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { withScratchDatabase } from './scratch-database.ts';
import type { Ask, Money } from './placement-server.ts';
import { writeResult } from './results.ts';

const CONCURRENCY = 20;
const JOINS = Number(process.env.BENCH_JOINS ?? 600);
const BARE_REQUESTS = Number(process.env.BENCH_BARE_REQUESTS ?? 3000);
const WARM_UP = 60;
const DEALS = 20;
const SIGNED_IN_SHOPPERS = 100;
/** The bench deals' products come in one size and colour (bench/bulk-catalog.ts). */
const UNIT = { size: 'M', color: 'Blue' };

type Usage = { cpu: NodeJS.CpuUsage; statements: number };
type BenchDeal = { id: number; priceCents: number; size: number };

type Server = {
  base: string;
  ask<T>(question: Ask): Promise<T>;
  stop(): Promise<void>;
};

async function startServer(env: Record<string, string>): Promise<Server> {
  const child: ChildProcess = fork(new URL('./placement-server.ts', import.meta.url), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, (value: unknown) => void>();
  let asked = 0;
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on('message', (message: { port?: number; id?: number; value?: unknown }) => {
      if (message.port !== undefined) resolve(message.port);
      if (message.id !== undefined) waiting.get(message.id)?.(message.value);
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    ask: <T>(question: Ask) =>
      new Promise<T>((resolve) => {
        const id = ++asked;
        waiting.set(id, (value) => resolve(value as T));
        child.send({ ...question, id });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function post<T>(url: string, body: unknown, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

type Shopper = { email: string; address: string; token: string | null };

/** One join as the PWA makes it: card step, hold, checkout; each call to the next process. */
async function join(bases: string[], shopper: Shopper, deal: BenchDeal, n: number) {
  const base = (step: number) => `${bases[(n + step) % bases.length]}/api/v1`;
  const headers: Record<string, string> = {
    'x-forwarded-for': shopper.address,
    ...(shopper.token ? { authorization: `Bearer ${shopper.token}` } : {}),
  };
  const card = await post<{ data: { id: string; card: { last4: string; brand: string } } }>(
    `${base(0)}/payments/test/payment-methods`,
    {
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' },
      billing_details: { name: 'Bench Shopper' },
    },
    headers,
  );
  const intent = await post<{ data: { paymentIntentId: string } }>(
    `${base(1)}/payments/create-intent`,
    {
      idempotencyKey: randomUUID(),
      amount: deal.priceCents,
      currency: 'usd',
      orderType: 'group',
      customerEmail: shopper.email,
      paymentMethodId: card.data.id,
      metadata: { dealId: deal.id, orderType: 'group', customerName: 'Bench Shopper', quantity: 1 },
    },
    headers,
  );
  const address = {
    fullName: 'Bench Shopper',
    email: shopper.email,
    phone: '555-0100',
    addressLine1: '1 Bench Street',
    addressLine2: '',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    country: 'US',
  };
  await post(
    `${base(2)}/checkout/process`,
    {
      cartItems: [
        {
          dealId: deal.id,
          productName: 'Bench product',
          quantity: 1,
          pricePerUnit: deal.priceCents / 100,
          variants: { unit_1: UNIT },
          type: 'group',
          totalUnits: deal.size,
        },
      ],
      orderType: 'group',
      personalInfo: { fullName: address.fullName, email: shopper.email, phone: address.phone },
      shippingAddress: address,
      paymentInfo: {
        paymentMethodId: card.data.id,
        paymentIntentId: intent.data.paymentIntentId,
        cardLast4: card.data.card.last4,
        cardBrand: card.data.card.brand,
      },
      totalAmount: deal.priceCents / 100,
      shippingCost: 0,
      agreedToTerms: true,
    },
    headers,
  );
}

async function signIn(server: Server, n: number): Promise<Shopper> {
  const email = `bench-shopper-${n}@example.com`;
  const address = addressOf(50_000 + n);
  const headers = { 'x-forwarded-for': address };
  await post(`${server.base}/api/v1/auth/sendOtp`, { email, remember_me: true }, headers);
  const otp = await server.ask<string>({ ask: 'code', email });
  const session = await post<{ data: { tokens: { accessToken: string } } }>(
    `${server.base}/api/v1/auth/verifyOtp`,
    { email, otp, remember_me: true },
    headers,
  );
  return { email, address, token: session.data.tokens.accessToken };
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/** `count` calls of `one`, CONCURRENCY at a time; rate, latencies and the servers' usage. */
async function measure(servers: Server[], count: number, one: (n: number) => Promise<unknown>) {
  const usage = () => Promise.all(servers.map((server) => server.ask<Usage>({ ask: 'usage' })));
  const before = await usage();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const n = next++;
        const at = performance.now();
        await one(n);
        latencies.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await usage();
  let cpuMicros = 0;
  let statements = 0;
  after.forEach((now, i) => {
    const then = before[i];
    if (!then) return;
    cpuMicros += now.cpu.user + now.cpu.system - then.cpu.user - then.cpu.system;
    statements += now.statements - then.statements;
  });
  latencies.sort((a, b) => a - b);
  return {
    perS: Math.round(count / seconds),
    cpuMsPerJoin: Math.round(cpuMicros / count / 10) / 100,
    statementsPerJoin: Math.round((statements / count) * 10) / 10,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}

type Row = {
  database: string;
  processes: number;
  shopper: 'guest' | 'signed in' | 'bare hot row';
  deals: 'one hot deal' | `spread over ${number}`;
} & Awaited<ReturnType<typeof measure>>;

async function benchOn(database: string, databaseUrl: string | null): Promise<Row[]> {
  const env: Record<string, string> = databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {};
  const bare = await startServer({ ...env, BENCH_ROLE: 'bare' });
  const reserve = () => post(`${bare.base}/reserve?deal=1`, {}, {});
  await measure([bare], WARM_UP, reserve);
  const bareRow = await measure([bare], BARE_REQUESTS, reserve);
  await bare.stop();
  const rows: Row[] = [
    { database, processes: 1, shopper: 'bare hot row', deals: 'one hot deal', ...bareRow },
  ];

  const first = await startServer({ ...env, BENCH_SEED_DEALS: String(DEALS) });
  const deals = await first.ask<BenchDeal[]>({ ask: 'deals' });
  const hot = deals[0];
  if (!hot) throw new Error('no bench deal');
  let guests = 0;
  const guest = (): Shopper => {
    const n = guests++;
    return { email: `bench-guest-${n}@example.com`, address: addressOf(n), token: null };
  };
  const signedIn: Shopper[] = [];
  for (let n = 0; n < SIGNED_IN_SHOPPERS; n++) signedIn.push(await signIn(first, n));

  async function run(servers: Server[], shopper: Row['shopper'], spread: boolean) {
    const bases = servers.map((server) => server.base);
    const dealOf = (n: number) => (spread ? (deals[n % deals.length] ?? hot) : hot) as BenchDeal;
    const shopperOf = (n: number) =>
      shopper === 'guest' ? guest() : (signedIn[n % signedIn.length] as Shopper);
    const one = (n: number) => join(bases, shopperOf(n), dealOf(n), n);
    await measure(servers, WARM_UP, one);
    const measured = await measure(servers, JOINS, one);
    rows.push({
      database,
      processes: servers.length,
      shopper,
      deals: spread ? `spread over ${deals.length}` : 'one hot deal',
      ...measured,
    });
  }

  await run([first], 'guest', false);
  await run([first], 'guest', true);
  await run([first], 'signed in', false);
  if (databaseUrl) {
    const second = await startServer(env);
    await run([first, second], 'guest', false);
    await second.stop();
  }
  const money = await first.ask<Money>({ ask: 'money' });
  await first.stop();
  return rows.map((row) => ({
    ...row,
    ratioToBare: Math.round((row.perS / bareRow.perS) * 100) / 100,
    ...(row.shopper === 'bare hot row' ? {} : money),
  }));
}

const rows = process.env.BENCH_SKIP_PGLITE ? [] : await benchOn('PGlite', null);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  rows.push(
    ...(await withScratchDatabase(serverUrl, 'bogo_placement', (url) =>
      benchOn('PostgreSQL', url),
    )),
  );
} else {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it.');
}
console.table(
  rows.map((row) => ({
    ...row,
    statementsPerJoin: row.database === 'PGlite' ? '—' : row.statementsPerJoin,
  })),
);
console.log(
  `${JOINS} joins a row (${BARE_REQUESTS} bare reservations), ${CONCURRENCY} shoppers at a time; ` +
    'statements are counted where they cross to a PostgreSQL server; oversold and double-charged ' +
    'are counted over every row of the database after its jobs ran.',
);
writeResult('placement', { joins: JOINS, concurrency: CONCURRENCY, rows });
