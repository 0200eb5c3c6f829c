import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { buildApp } from '../../server/app.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { CARDS, call, shopperWithCard } from '../fixtures/groups.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

type Progress = {
  deal_id: number;
  reservation_count: number;
  remaining_units: number;
  progress_percentage: number;
};

let t: TestApp;
let base: string;
let subcategoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const build = catalogBuilder(t.db, TEST_NOW);
  const category = await build.category('Sports');
  subcategoryId = (await build.subcategory(category.id, 'Yoga')).id;
});
afterAll(() => t.close());

/** Reads a deal's event stream the way a browser's EventSource would, one event at a time. */
async function openStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (!response.body) throw new Error('no stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    response,
    async next(): Promise<Progress> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.startsWith('event: progress') && data)
            return JSON.parse(data.slice(6)) as Progress;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    },
    close: () => controller.abort(),
  };
}

describe('following a deal live', () => {
  it('sends the group progress at once and again when a shopper joins or leaves', async () => {
    const deal = await catalogBuilder(t.db, TEST_NOW).deal(subcategoryId, {
      groupSize: 4,
      reserved: null,
    });
    const shopper = await shopperWithCard(t, CARDS.succeeds, 'watcher');
    const stream = await openStream(`${base}/api/v1/deals/${deal.id}/events`);
    try {
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      expect(await stream.next()).toMatchObject({
        deal_id: deal.id,
        reservation_count: 0,
        remaining_units: 4,
      });
      expect(
        (await call(t, 'POST', `/deals/${deal.id}/join`, shopper.token, { quantity: 3 })).status,
      ).toBe(200);
      expect(await stream.next()).toMatchObject({
        reservation_count: 3,
        remaining_units: 1,
        progress_percentage: 75,
      });
      expect((await call(t, 'DELETE', `/deals/${deal.id}/leave`, shopper.token)).status).toBe(200);
      expect(await stream.next()).toMatchObject({ reservation_count: 0, remaining_units: 4 });
    } finally {
      stream.close();
    }
  });

  it('answers 404 for a deal that does not exist', async () => {
    const response = await fetch(`${base}/api/v1/deals/999999/events`);
    expect(response.status).toBe(404);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'hears a join made through another server process on the same PostgreSQL',
    async () => {
      if (!t.databaseUrl) throw new Error('no database url');
      const other = await openDatabase({ databaseUrl: t.databaseUrl });
      const otherApp = await buildApp({
        db: other.db,
        listen: other.listen,
        clock: t.clock,
        config: { staticDir: '/nonexistent', storeName: 'BOGO Together' },
      });
      const deal = await catalogBuilder(t.db, TEST_NOW).deal(subcategoryId, {
        groupSize: 5,
        reserved: null,
      });
      const shopper = await shopperWithCard(t, CARDS.succeeds, 'elsewhere');
      const stream = await openStream(`${base}/api/v1/deals/${deal.id}/events`);
      try {
        await stream.next();
        const joined = await otherApp.inject({
          method: 'POST',
          url: `/api/v1/deals/${deal.id}/join`,
          headers: { authorization: `Bearer ${shopper.token}` },
          payload: { quantity: 2 },
        });
        expect(joined.statusCode, joined.body).toBe(200);
        expect(await stream.next()).toMatchObject({ reservation_count: 2, remaining_units: 3 });
      } finally {
        stream.close();
        await otherApp.close();
        await other.close();
      }
    },
  );
});
