import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFuzzStore } from '../fixtures/fuzz/fuzz-store.ts';
import type { FuzzStore } from '../fixtures/fuzz/fuzz-store.ts';
import { allowedRefusedWrite } from '../fixtures/fuzz/allowed-writes.ts';
import { runFuzz, summarize } from '../fixtures/fuzz/run-fuzz.ts';

const REQUESTS = 2_200;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

let store: FuzzStore;

beforeAll(async () => {
  store = await createFuzzStore();
});
afterAll(() => store.t.close());

it('answers every operation of its API document, fed generated and hostile input by anonymous, shopper and admin callers, without a 5xx, with JSON error bodies, and without writing on a refusal', async () => {
  const report = await runFuzz(store, { seed, count: REQUESTS, allowedWrite: allowedRefusedWrite });
  const summary = summarize(report);
  console.warn(`api fuzz: ${summary.split('\n').slice(0, 2).join('; ')}`);
  expect(report.requests).toBe(REQUESTS);
  expect(report.operations).toBeGreaterThanOrEqual(40);
  expect(report.findings, summary).toEqual([]);
});
