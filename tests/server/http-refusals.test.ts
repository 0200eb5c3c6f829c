import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../../server/http/error-handler.ts';
import { refusal } from '../fixtures/groups.ts';
import { openTestDatabase } from '../fixtures/test-database.ts';
import { createTestApp } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

let t: TestApp;
let staticDir: string;
let port: number;

beforeAll(async () => {
  staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bogo-static-'));
  await fs.writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>BOGO</title>');
  await fs.writeFile(path.join(staticDir, '.env'), 'SECRET=1');
  await fs.mkdir(path.join(staticDir, 'assets'));
  await fs.writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ config: { staticDir } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  port = address.port;
});
afterAll(async () => {
  await t.close();
  await fs.rm(staticDir, { recursive: true, force: true });
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown };
}

/** Writes `request` as is on a fresh connection and reads the answer until the server closes. */
function rawRequest(request: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      try {
        resolve({ status, body: JSON.parse(body) as unknown });
      } catch {
        reject(new Error(`not a JSON answer: ${text.slice(0, 200)}`));
      }
    });
    socket.end(request);
  });
}

describe('requests refused before any route', () => {
  it('answers a path with malformed percent-encoding with a 400 in the API error body', async () => {
    expect(await get('/api/v1/ecommerce/deals/%E0%A4%A')).toEqual(
      refusal(400, 'Invalid address: the path has malformed percent-encoding'),
    );
  });

  it('answers an address longer than the server reads with a 414 in the API error body', async () => {
    const answer = await rawRequest(
      `GET /api/v1/ecommerce/active-deal?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: store\r\n\r\n`,
    );
    expect(answer).toEqual(refusal(414, 'The address is too long'));
  });

  it('answers oversized headers with a 431 in the API error body', async () => {
    const answer = await rawRequest(
      `GET /api/v1/health HTTP/1.1\r\nHost: store\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toEqual(refusal(431, 'The request headers are too large'));
  });

  it('answers a request the HTTP parser cannot read with a 400 in the API error body', async () => {
    const answer = await rawRequest('GET /api/v1/health HTTP/1.1\r\nHost store\r\n\r\n');
    expect(answer).toEqual(refusal(400, 'Malformed HTTP request'));
  });
});

describe('static files', () => {
  it('refuses dotfiles and paths outside the build with 403 Forbidden, and still serves the build', async () => {
    for (const url of ['/.env', '/assets/..%2f..%2fetc%2fpasswd', '/assets/.%2e/.env'])
      expect(await get(url), url).toEqual(refusal(403, 'Forbidden'));
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
  });
});

describe('a value PostgreSQL refuses', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await openTestDatabase();
    close = database.close;
    app = Fastify();
    app.setErrorHandler(handleError);
    // Stands for any query the contract failed to guard: the text and number go to the database as sent.
    app.get<{ Querystring: { text?: string; number?: string } }>('/probe', async (request) => {
      const { text = '', number = '0' } = request.query;
      await database.db.execute(sql`select ${text}::text, ${number}::int4`);
      return { success: true };
    });
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it.each([
    ['a NUL byte', '/probe?text=a%00b', 'invalid byte sequence'],
    ['an integer beyond its column', '/probe?number=2147483648', 'out of range'],
  ])('answers %s with a 400 naming the problem, never a 500', async (_case, url, problem) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toContain(problem);
  });
});
