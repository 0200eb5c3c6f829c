/**
 * bench/api-fuzz: the API fuzz of tests/server/api-fuzz.test.ts at a larger scale. Every
 * operation of the OpenAPI document, generated and hostile input, anonymous, shopper and admin
 * callers; counts requests, 5xx answers, malformed error bodies, refused requests that wrote, and
 * answers per status. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * is set. FUZZ_REQUESTS (10,000) and FUZZ_SEED choose the run.
 */
import { allowedRefusedWrite } from '../tests/fixtures/fuzz/allowed-writes.ts';
import { createFuzzStore } from '../tests/fixtures/fuzz/fuzz-store.ts';
import { runFuzz, summarize } from '../tests/fixtures/fuzz/run-fuzz.ts';
import { writeResult } from './results.ts';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const databases: { label: string; env: NodeJS.ProcessEnv }[] = [
  { label: 'PGlite', env: { TEST_DB: 'pglite' } },
  ...(serverUrl
    ? [{ label: 'PostgreSQL', env: { TEST_DB: 'postgres', TEST_DATABASE_URL: serverUrl } }]
    : []),
];
if (!serverUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');

const rows = [];
let failed = false;
for (const { label, env } of databases) {
  // The test fixtures pick their database from the environment when they open one.
  Object.assign(process.env, env);
  const store = await createFuzzStore();
  const started = performance.now();
  try {
    const report = await runFuzz(store, {
      seed,
      count: REQUESTS,
      allowedWrite: allowedRefusedWrite,
    });
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      database: label,
      seed,
      requests: report.requests,
      hostile: report.hostile,
      operations: report.operations,
      serverErrors: report.serverErrors,
      findings: report.findings.length,
      seconds: Number(seconds.toFixed(1)),
      byStatus: report.byStatus,
    });
    if (report.findings.length > 0) {
      failed = true;
      console.log(`\n${label}:\n${summarize(report)}`);
    }
  } finally {
    await store.t.close();
  }
}

console.table(
  rows.map(({ byStatus, ...figures }) => ({ ...figures, statuses: JSON.stringify(byStatus) })),
);
writeResult('api-fuzz', { requestsPerDatabase: REQUESTS, rows });
if (failed) process.exitCode = 1;
