import { lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../server/db/schema.ts';
import { refusal } from '../fixtures/groups.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { freshIp } from '../fixtures/sign-in.ts';
import { createTestApp, HOUR, withSecondProcess, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

let t: TestApp;
let subcategoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const build = catalogBuilder(t.db, TEST_NOW);
  const category = await build.category('Garden');
  subcategoryId = (await build.subcategory(category.id, 'Tools')).id;
});
afterAll(() => t.close());

const newDeal = async () =>
  (await catalogBuilder(t.db, TEST_NOW).deal(subcategoryId, { expiresInHours: 48 })).id;

async function share(dealId: number, ip: string, app: FastifyInstance = t.app) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/ecommerce/deals/${dealId}/share`,
    remoteAddress: ip,
  });
  return { status: response.statusCode, body: response.json() };
}

const counts = (results: { status: number; body: { data?: { share_count: number } } }[]) =>
  results.map((result) => result.body.data?.share_count);

describe('counting shares of a deal', () => {
  it('counts one share per address and deal an hour, answering repeats with the unchanged count', async () => {
    const dealId = await newDeal();
    const script = freshIp();
    const results = await Promise.all(Array.from({ length: 25 }, () => share(dealId, script)));
    expect(results.map((result) => result.status)).toEqual(Array(25).fill(200));
    expect(Math.max(...counts(results).map(Number))).toBe(1);
    expect(counts([await share(dealId, script)])).toEqual([1]);

    expect(counts([await share(dealId, freshIp())])).toEqual([2]);
    t.clock.advance(HOUR);
    expect(counts([await share(dealId, script)])).toEqual([3]);
  });

  it('counts at most 20 shares an hour from one address across the catalogue, not spent by made-up deals', async () => {
    const script = freshIp();
    for (let i = 0; i < 21; i++) {
      expect(await share(900_000 + i, script)).toEqual(refusal(404, 'Deal not found'));
    }
    const dealIds = [];
    for (let i = 0; i < 22; i++) dealIds.push(await newDeal());
    const results = [];
    for (const dealId of dealIds) results.push(await share(dealId, script));
    expect(counts(results)).toEqual([...Array(20).fill(1), 0, 0]);
    const last = dealIds.at(-1) ?? 0;
    expect(counts([await share(last, freshIp())])).toEqual([1]);
  });

  it('clears counted shares that no longer count as new ones come in, so the record stays small', async () => {
    const now = t.clock.now();
    const longAgo = new Date(now.getTime() - 2 * HOUR);
    await t.db.insert(rateLimitHits).values(
      Array.from({ length: 50 }, (_, i) => ({
        key: `share-deal:192.0.2.${i}:1`,
        at: longAgo,
        expiresAt: new Date(longAgo.getTime() + HOUR),
      })),
    );
    const expired = async () =>
      (await t.db.select().from(rateLimitHits).where(lte(rateLimitHits.expiresAt, now))).length;
    const before = await expired();

    // One counted share is two hits (its deal, its address), each clearing up to 20 old ones.
    expect(counts([await share(await newDeal(), freshIp())])).toEqual([1]);
    expect(await expired()).toBe(before - 40);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'counts one share per address across two server processes on one PostgreSQL',
    async () => {
      await withSecondProcess(t, async ({ app: other }) => {
        const dealId = await newDeal();
        const script = freshIp();
        const results = await Promise.all(
          Array.from({ length: 12 }, (_, i) => share(dealId, script, i % 2 ? other : t.app)),
        );
        expect(Math.max(...counts(results).map(Number))).toBe(1);
        expect(counts([await share(dealId, script, other)])).toEqual([1]);
      });
    },
    60_000,
  );
});
