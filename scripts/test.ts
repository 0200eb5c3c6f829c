/**
 * `npm test`: everything a fresh machine can run, in order, with one closing count.
 * Server tests run on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set;
 * the browser suite runs when a Chromium is found. What is skipped is said, with how to run it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bogo-test-'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
const skippedSuites: string[] = [];

function run(label: string, command: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${label} ===`);
  const [program = 'node', ...args] = command;
  const result = spawnSync(program === 'node' ? process.execPath : program, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  if (!ok) failedSteps.push(label);
  return ok;
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
};

function vitest(label: string, project: string, env: NodeJS.ProcessEnv = {}) {
  const reportFile = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  run(
    label,
    [
      'node',
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
    ],
    env,
  );
  if (!fs.existsSync(reportFile)) return;
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as VitestReport;
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

run('typecheck (app, service worker, server)', ['npm', 'run', '-s', 'typecheck']);
run('lint', ['npm', 'run', '-s', 'lint']);
vitest('server tests on PGlite', 'server');
if (process.env.TEST_DATABASE_URL) {
  vitest('server tests on PostgreSQL', 'server', { TEST_DB: 'postgres' });
} else {
  skippedSuites.push(
    'server tests on PostgreSQL: set TEST_DATABASE_URL=postgres://user@host:5432/db (a database the tests may create databases beside) to run them',
  );
}
vitest('app and service-worker tests', 'app');
if (fs.existsSync(chromePath)) {
  vitest('end-to-end tests in Chromium', 'e2e', { CHROME_PATH: chromePath });
} else {
  skippedSuites.push(
    `end-to-end tests: no Chromium at ${chromePath}; install one (Debian: apt-get install chromium) or set CHROME_PATH`,
  );
}

fs.rmSync(reportDir, { recursive: true, force: true });
console.log('');
for (const suite of skippedSuites) console.log(`SKIPPED ${suite}`);
for (const step of failedSteps) console.log(`FAILED  ${step}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exitCode = failedSteps.length > 0 || totals.failed > 0 ? 1 : 0;
