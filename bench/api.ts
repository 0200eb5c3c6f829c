/**
 * bench/api: throughput of the first page of active deals (10,000 deals seeded) against a
 * hello-world route of the same server in the same run, on PGlite and on PostgreSQL.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { withScratchDatabase } from './scratch-database.ts';
import { writeResult } from './results.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const TARGET_RATIO = 0.3;

async function startServer(env: NodeJS.ProcessEnv) {
  const child = fork(path.join(import.meta.dirname, 'api-server.ts'), {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function measure(url: string): Promise<number> {
  // autocannon ignores its `path` option: the full URL goes in `url`.
  const result = await autocannon({ url, connections: 20, duration: DURATION_S, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function benchOne(label: string, env: NodeJS.ProcessEnv) {
  const server = await startServer(env);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    await measure(`${base}/api/v1/ecommerce/active-deal`); // warm-up: JIT and first cache fill
    const hello = await measure(`${base}/bench/hello`);
    const activeDeal = await measure(`${base}/api/v1/ecommerce/active-deal`);
    return {
      database: label,
      helloRps: Math.round(hello),
      activeDealRps: Math.round(activeDeal),
      ratio: Number((activeDeal / hello).toFixed(3)),
    };
  } finally {
    await server.stop();
  }
}

const rows = [await benchOne('PGlite', {})];
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  rows.push(
    await withScratchDatabase(postgresUrl, 'bogo_bench', (url) =>
      benchOne('PostgreSQL', { BENCH_DATABASE_URL: url }),
    ),
  );
} else {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it.');
}
console.table(
  rows.map((row) => ({ ...row, target: `>= ${TARGET_RATIO}`, met: row.ratio >= TARGET_RATIO })),
);
writeResult('api', { durationSeconds: DURATION_S, targetRatio: TARGET_RATIO, rows });
