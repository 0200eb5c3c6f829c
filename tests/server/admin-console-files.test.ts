import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_IMAGE_MAX_BYTES } from '../../contract/admin-limits.ts';
import { auditLog, emailSubscribers } from '../../server/db/schema.ts';
import { openConsole } from '../fixtures/admin-console.ts';
import type { Console } from '../fixtures/admin-console.ts';
import { bearer } from '../fixtures/sign-in.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let c: Console;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bogo-media-'));
  c = await openConsole({ config: { dataDir } });
});
afterAll(async () => {
  await c.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(bytes: Buffer, contentType: string) {
  const response = await c.t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/images',
    headers: { ...(await c.operatorHeaders()), 'content-type': contentType },
    payload: bytes,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('image uploads', () => {
  it('an operator uploads a PNG: it is kept re-encoded in the media folder under its hash and served back to anyone, cached for good', async () => {
    const stored = await upload(PNG, 'image/png');
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const name = String(stored.body.data.url).split('/').at(-1) ?? '';
    const file = await readFile(path.join(dataDir, 'media', name));
    expect(name).toBe(`${createHash('sha256').update(file).digest('hex')}.png`);
    expect(stored.body.data).toEqual({
      url: `/media/${name}`,
      content_type: 'image/png',
      bytes: file.length,
    });

    const served = await c.t.app.inject({ method: 'GET', url: stored.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.rawPayload, file)).toBe(0);

    const again = await upload(PNG, 'image/png');
    expect(again.body.data.url).toBe(stored.body.data.url);
    const audited = await c.t.db.select().from(auditLog).where(eq(auditLog.action, 'image.upload'));
    expect(audited.map((row) => row.entityId)).toContain(name);
  });

  it('refuses what is not a PNG, JPEG or WebP of at most 5 MB, saying why, and keeps nothing', async () => {
    const notAnImage = await upload(Buffer.from('GIF89a not really'), 'image/gif');
    expect(notAnImage.status).toBe(415);
    expect(notAnImage.body.message).toBe('That file is not a PNG, JPEG or WebP picture');

    const disguised = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(disguised.status).toBe(415);
    expect(disguised.body.message).toBe('That file is not a PNG, JPEG or WebP picture');

    const empty = await upload(Buffer.alloc(0), 'image/png');
    expect(empty.status).toBe(400);

    const huge = Buffer.concat([PNG, Buffer.alloc(ADMIN_IMAGE_MAX_BYTES)]);
    const tooLarge = await upload(huge, 'image/png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('That picture is over 5 MB');

    const unknown = await c.t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(64)}.png` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the subscribers export', () => {
  it('an operator exports the subscribers as CSV that a spreadsheet opens safely: commas and quotes escaped, formulas disarmed', async () => {
    const at = TEST_NOW;
    await c.t.db.insert(emailSubscribers).values([
      { email: 'plain@example.com', subscribedAt: at, confirmedAt: at },
      { email: '"last, first"@example.com', subscribedAt: at, confirmedAt: at },
      { email: '=HYPERLINK("http://evil.example")@example.com', subscribedAt: at, confirmedAt: at },
      { email: 'left@example.com', subscribedAt: at, confirmedAt: at, unsubscribedAt: at },
      // Never confirmed the mailed link: not a subscriber yet.
      { email: 'waiting@example.com', subscribedAt: at },
    ]);
    const response = await c.t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/subscribers/export.csv',
      headers: await c.operatorHeaders(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.split('\r\n')).toEqual([
      'email,subscribed_at',
      'plain@example.com,2026-06-01T12:00:00.000Z',
      '"""last, first""@example.com",2026-06-01T12:00:00.000Z',
      `"'=HYPERLINK(""http://evil.example"")@example.com",2026-06-01T12:00:00.000Z`,
      '',
    ]);
  });
});

describe('who may upload', () => {
  it('a shopper cannot upload an image (403)', async () => {
    const { signIn } = await import('../fixtures/sign-in.ts');
    const shopper = await signIn(c.t);
    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/images',
      headers: { ...bearer(shopper.tokens.accessToken), 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(response.statusCode).toBe(403);
  });
});
