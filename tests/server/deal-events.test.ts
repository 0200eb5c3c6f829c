import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { handleError } from '../../server/http/error-handler.ts';
import { createListingCache } from '../../server/http/listing-cache.ts';
import { createCatalogService } from '../../server/modules/catalog/service.ts';
import { dealEventRoutes } from '../../server/modules/groups/events-routes.ts';
import { createDealProgressHub } from '../../server/modules/groups/progress-hub.ts';
import { EVENT_STREAM_CAPS } from '../../server/modules/groups/stream-caps.ts';
import { streamTexts } from '../../server/modules/groups/texts.ts';
import { openEventStream } from '../fixtures/event-stream.ts';
import type { EventStream } from '../fixtures/event-stream.ts';
import { CARDS, call, shopperWithCard } from '../fixtures/groups.ts';
import { useListeningStore } from '../fixtures/use-store.ts';
import { openSecondProcess } from '../fixtures/test-app.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

const store = useListeningStore('Sports', 'Yoga');

describe('following a deal live', () => {
  it('sends the group progress at once and again when a shopper joins or leaves', async () => {
    const deal = await store.newDeal({ groupSize: 4 });
    const shopper = await shopperWithCard(store.t, CARDS.succeeds, 'watcher');
    const stream = await openEventStream(`${store.base}/api/v1/deals/${deal.id}/events`);
    try {
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      expect(await stream.next()).toMatchObject({
        deal_id: deal.id,
        reservation_count: 0,
        remaining_units: 4,
      });
      expect(
        (await call(store.t, 'POST', `/deals/${deal.id}/join`, shopper.token, { quantity: 3 }))
          .status,
      ).toBe(200);
      expect(await stream.next()).toMatchObject({
        reservation_count: 3,
        remaining_units: 1,
        progress_percentage: 75,
      });
      expect((await call(store.t, 'DELETE', `/deals/${deal.id}/leave`, shopper.token)).status).toBe(
        200,
      );
      expect(await stream.next()).toMatchObject({ reservation_count: 0, remaining_units: 4 });
    } finally {
      stream.close();
    }
  });

  it('shows the same progress on the live stream as on the deal status: 66 %, not 67 %, for 2 of 3', async () => {
    const deal = await store.newDeal({ groupSize: 3 });
    const shopper = await shopperWithCard(store.t, CARDS.succeeds, 'two-of-three');
    const stream = await openEventStream(`${store.base}/api/v1/deals/${deal.id}/events`);
    try {
      await stream.next();
      await call(store.t, 'POST', `/deals/${deal.id}/join`, shopper.token, { quantity: 2 });
      const status = await call(store.t, 'GET', `/deals/${deal.id}/status`, shopper.token);
      expect(status.body).toMatchObject({ data: { progress_percentage: 66 } });
      expect(await stream.next()).toMatchObject({ reservation_count: 2, progress_percentage: 66 });
    } finally {
      stream.close();
    }
  });

  it('answers 404 for a deal that does not exist', async () => {
    const response = await fetch(`${store.base}/api/v1/deals/999999/events`);
    expect(response.status).toBe(404);
  });

  it.skipIf(!onPostgres)(
    'hears a join made through another server process on the same PostgreSQL',
    async () => {
      const other = await openSecondProcess(store.t);
      const deal = await store.newDeal({ groupSize: 5 });
      const shopper = await shopperWithCard(store.t, CARDS.succeeds, 'elsewhere');
      const stream = await openEventStream(`${store.base}/api/v1/deals/${deal.id}/events`);
      try {
        await stream.next();
        const joined = await other.app.inject({
          method: 'POST',
          url: `/api/v1/deals/${deal.id}/join`,
          headers: { authorization: `Bearer ${shopper.token}` },
          payload: { quantity: 2 },
        });
        expect(joined.statusCode, joined.body).toBe(200);
        expect(await stream.next()).toMatchObject({ reservation_count: 2, remaining_units: 3 });
      } finally {
        stream.close();
        await other.close();
      }
    },
  );
});

describe.runIf(onPostgres)('live progress through a database blip (PostgreSQL only)', () => {
  it("resumes on an open stream after the listener's database connection is terminated", async () => {
    if (!store.t.databaseUrl) throw new Error('no database url');
    const deal = await store.newDeal({ groupSize: 6 });
    const shopper = await shopperWithCard(store.t, CARDS.succeeds, 'blip');
    const stream = await openEventStream(`${store.base}/api/v1/deals/${deal.id}/events`);
    const admin = new pg.Client({ connectionString: store.t.databaseUrl });
    await admin.connect();
    try {
      await stream.next();
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`,
      );
      expect(rowCount, 'the listener must have been found').toBeGreaterThan(0);
      // The join may land before the listener is back, its notification lost with the connection.
      const joined = await call(store.t, 'POST', `/deals/${deal.id}/join`, shopper.token, {
        quantity: 2,
      });
      expect(joined.status).toBe(200);
      await stream.until((progress) => progress.reservation_count === 2);
      expect((await call(store.t, 'DELETE', `/deals/${deal.id}/leave`, shopper.token)).status).toBe(
        200,
      );
      await stream.until((progress) => progress.reservation_count === 0);
    } finally {
      stream.close();
      await admin.end();
    }
  });
});

/** Opens streams until one is admitted: the server counts a stream out only once it sees it close. */
async function reopen(url: string, headers: Record<string, string> = {}) {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const stream = await openEventStream(url, { headers });
    if (stream.response.status === 200 || Date.now() > deadline) return stream;
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('limits on live streams', () => {
  it('refuses one address more than its share of streams with 429, and admits it again once one closes', async () => {
    const deal = await store.newDeal();
    const url = `${store.base}/api/v1/deals/${deal.id}/events`;
    const streams: EventStream[] = [];
    try {
      for (let n = 0; n < EVENT_STREAM_CAPS.perAddress; n++) {
        streams.push(await openEventStream(url));
        expect(streams.at(-1)?.response.status).toBe(200);
      }
      const refused = await fetch(url);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        success: false,
        message: streamTexts.tooManyFromAddress(EVENT_STREAM_CAPS.perAddress),
      });

      streams.shift()?.close();
      streams.push(await reopen(url));
      expect(streams.at(-1)?.response.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('refuses streams past the process total with 503 whatever the address, and counts closed ones out', async () => {
    const deal = await store.newDeal();
    const catalog = createCatalogService({
      db: store.t.db,
      clock: store.t.clock,
      listingCache: createListingCache({ clock: store.t.clock }),
    });
    // A small process, so its total is reached with a handful of streams. The refused requests'
    // keep-alive connections would otherwise hold its close for the client's keep-alive timeout.
    const app = Fastify({ trustProxy: true, forceCloseConnections: true });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    await app.register(
      dealEventRoutes({
        hub: createDealProgressHub({ listen: store.t.listen, catalog, db: store.t.db }),
        caps: { perAddress: 2, total: 3 },
      }),
      { prefix: '/api/v1' },
    );
    const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/deals/${deal.id}/events`;
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const streams: EventStream[] = [];
    try {
      for (const address of ['10.0.0.1', '10.0.0.1', '10.0.0.2']) {
        streams.push(await openEventStream(url, { headers: from(address) }));
        expect(streams.at(-1)?.response.status).toBe(200);
      }
      const crowded = await fetch(url, { headers: from('10.0.0.3') });
      expect(crowded.status).toBe(503);
      expect(await crowded.json()).toEqual({ success: false, message: streamTexts.tooManyOpen });

      streams.shift()?.close();
      streams.push(await reopen(url, from('10.0.0.3')));
      expect(streams.at(-1)?.response.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
      await app.close();
    }
  });
});
