import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../server/adapters/clock.ts';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { batches } from '../../server/db/schema.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';
import { openTestDatabase } from '../fixtures/test-database.ts';
import { configWith } from '../../server/config.ts';

/** Short, so the test waits well under a second for what takes 30 s in production. */
const REQUEST_TIMEOUT_MS = 300;
/** Long enough that an uncut connection is unmistakable, short enough to keep the suite fast. */
const PATIENCE_MS = 3_000;

let database: Database;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    listen: database.listen,
    clock: fixedClock(TEST_NOW),
    config: configWith({ staticDir: '/nonexistent' }),
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A raw connection that records what the server sends and whether it hung up. */
async function connect() {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  let closed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closing = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  void closing.then(() => (closed = true));
  return {
    socket,
    received: () => received,
    isClosed: () => closed,
    /** Resolves true if the server hangs up within `ms`, false if the connection is still open. */
    closesWithin: (ms: number) =>
      Promise.race([
        closing.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
      ]),
  };
}

/** Writes one piece of `text` every 100 ms until the connection closes or the text runs out. */
function trickle(socket: net.Socket, pieces: string[]) {
  const timer = setInterval(() => {
    const piece = pieces.shift();
    if (piece === undefined || socket.destroyed) clearInterval(timer);
    else socket.write(piece);
  }, 100);
  socket.once('close', () => clearInterval(timer));
}

describe('clients that send their request slowly', () => {
  it('cuts a client that sends its headers and then trickles the body', async () => {
    const client = await connect();
    const body = JSON.stringify({ email: 'slow@example.com', remember_me: true });
    client.socket.write(
      'POST /api/v1/auth/sendOtp HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    trickle(client.socket, [...body]);

    expect(await client.closesWithin(PATIENCE_MS)).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a client that trickles its headers', async () => {
    const client = await connect();
    client.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
    trickle(
      client.socket,
      Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: a\r\n`),
    );

    expect(await client.closesWithin(PATIENCE_MS)).toBe(true);
    expect(client.received()).not.toMatch(/^HTTP\/1\.1 200 /);
  });

  it('keeps a deal event stream open and sending long after the request timeout', async () => {
    const build = catalogBuilder(database.db, TEST_NOW);
    const category = await build.category('Kitchen');
    const subcategory = await build.subcategory(category.id, 'Knives');
    const deal = await build.deal(subcategory.id, { groupSize: 4, reserved: 0 });
    const client = await connect();
    client.socket.write(`GET /api/v1/deals/${deal.id}/events HTTP/1.1\r\nHost: localhost\r\n\r\n`);

    expect(await client.closesWithin(4 * REQUEST_TIMEOUT_MS)).toBe(false);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(client.received()).toContain('"reservation_count":0');

    await database.db.update(batches).set({ reservedUnits: 2 }).where(eq(batches.dealId, deal.id));
    await expect
      .poll(() => client.received(), { timeout: PATIENCE_MS })
      .toContain('"reservation_count":2');
    expect(client.isClosed()).toBe(false);
    client.socket.destroy();
  });
});
