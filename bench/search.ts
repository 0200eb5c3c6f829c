/**
 * bench/search: search at 100 and at 100,000 deals in the same run. Latency of searches the
 * cache cannot answer (each a different shopper's query: typos, prefixes, two words), whose p95
 * at 100,000 deals must stay within 2x of the p95 at 100; and requests per second of one
 * popular search (served from the listing cache) against the hello-world route.
 */
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { serveForBench } from './api-server.ts';
import { writeResult } from './results.ts';
import { brandOf, BRANDS, productName } from './search-catalog.ts';
import { insertSearchableDeals } from './search-catalog.ts';

const SIZES = [100, 100_000];
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const TARGET_P95_GROWTH = 2;
const TARGET_RATIO = 0.3;

if (process.argv[2] === 'serve') await serve(Number(process.argv[3]));
else await main();

/** The server under measurement, in its own process so the load generator does not slow it. */
function serve(dealCount: number) {
  return serveForBench((db) => insertSearchableDeals(db, dealCount, new Date()));
}

/** What shoppers type for the n-th deal: its brand misspelt, its brand begun, brand and thing. */
function queryFor(n: number, kind: number): string {
  const brand = brandOf(n % BRANDS).toLowerCase();
  if (kind === 0) return brand.slice(0, 2) + brand.slice(3); // a letter missed
  if (kind === 1) return brand.slice(0, Math.max(4, brand.length - 2)); // still typing
  return `${brand} ${productName(n).split(' ').at(-1) ?? ''}`.toLowerCase();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function startServer(dealCount: number) {
  const child = fork(import.meta.filename, ['serve', String(dealCount)], { stdio: 'inherit' });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function rps(url: string): Promise<number> {
  // autocannon ignores its `path` option: the full URL goes in `url`.
  const result = await autocannon({ url, connections: 20, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function benchSize(dealCount: number) {
  const started = Date.now();
  const server = await startServer(dealCount);
  const loadSeconds = (Date.now() - started) / 1000;
  try {
    const search = (q: string) =>
      fetch(`${server.base}/api/v1/products/search?q=${encodeURIComponent(q)}`);
    // Warm-up: JIT, connections, the planner's caches. Different deals than the measured ones.
    for (let i = 0; i < 30; i++) await (await search(queryFor(BRANDS - 1 - i, i % 3))).text();
    const latencies: number[] = [];
    let found = 0;
    for (let i = 0; i < SEARCHES; i++) {
      const n = Math.floor((i * 7_919) % Math.min(dealCount, BRANDS));
      const before = performance.now();
      const response = await search(queryFor(n, i % 3));
      const body = (await response.json()) as { total?: number };
      latencies.push(performance.now() - before);
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      if ((body.total ?? 0) > 0) found++;
    }
    latencies.sort((a, b) => a - b);
    const hello = await rps(`${server.base}/bench/hello`);
    const popular = await rps(`${server.base}/api/v1/products/search?q=stoneware%20mug`);
    return {
      deals: dealCount,
      loadSeconds: Math.round(loadSeconds),
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p95Ms: Number(percentile(latencies, 95).toFixed(1)),
      foundShare: Number((found / SEARCHES).toFixed(2)),
      helloRps: Math.round(hello),
      searchRps: Math.round(popular),
      ratio: Number((popular / hello).toFixed(3)),
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const rows = [];
  for (const size of SIZES) rows.push(await benchSize(size));
  const [small, large] = rows;
  const growth = small && large ? Number((large.p95Ms / small.p95Ms).toFixed(2)) : null;
  console.table(rows);
  const met = growth !== null && growth <= TARGET_P95_GROWTH;
  console.log(
    `p95 at ${large?.deals} deals is ${growth}x the p95 at ${small?.deals} (target <= ${TARGET_P95_GROWTH}x): ${met ? 'met' : 'NOT met'}`,
  );
  writeResult('search', {
    searches: SEARCHES,
    durationSeconds: DURATION_S,
    targetP95Growth: TARGET_P95_GROWTH,
    targetRatio: TARGET_RATIO,
    p95Growth: growth,
    met,
    rows,
  });
  if (!met) process.exitCode = 1;
}
