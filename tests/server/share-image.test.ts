import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../contract/catalog.ts';
import { shareImagePath } from '../../contract/share-image.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { call, shopperWithCard } from '../fixtures/groups.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

let t: TestApp;
let staticDir: string;
let build: ReturnType<typeof catalogBuilder>;
let subcategoryId: number;

/** The picture of the catalogue builder's first product, as the built PWA would hold it. */
const PICTURE = 'aster-canvas-tote.svg';
const PLACEHOLDER_RGB = [0xff, 0xed, 0xd5];

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bogo-share-'));
  fs.mkdirSync(path.join(staticDir, 'images', 'products'), { recursive: true });
  fs.copyFileSync(
    path.join('public', 'images', 'products', PICTURE),
    path.join(staticDir, 'images', 'products', 'product-1.svg'),
  );
  t = await createTestApp({ config: { staticDir } });
  build = catalogBuilder(t.db, TEST_NOW);
  const category = await build.category('Kitchen');
  subcategoryId = (await build.subcategory(category.id, 'Mugs')).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const shareImage = (dealId: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/deals/${dealId}/share-image.png`, headers });

/** Width and height from a PNG's header chunk, after checking its signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The RGB of one pixel, decoded by drawing the PNG again. */
function pixelAt(png: Buffer, x: number, y: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image width="1200" height="630" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const pixels = new Resvg(svg).render().pixels;
  const at = (y * 1200 + x) * 4;
  return [pixels[at], pixels[at + 1], pixels[at + 2]];
}

describe("a deal's share image", () => {
  it('is a 1200×630 PNG with the product picture on it, cacheable with an entity tag', async () => {
    const deal = await build.deal(subcategoryId, { groupSize: 2, reserved: 1 });
    const response = await shareImage(deal.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    const picture = [100, 315, 500].map((x) => pixelAt(response.rawPayload, x, 315));
    expect(picture.some((rgb) => rgb.join() !== PLACEHOLDER_RGB.join())).toBe(true);

    const again = await shareImage(deal.id, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('is drawn afresh when a shopper joins the group, so an invite link shows the new count', async () => {
    const deal = await build.deal(subcategoryId, { groupSize: 3, reserved: null });
    const before = await shareImage(deal.id);
    const shopper = await shopperWithCard(t);
    const joined = await call(t, 'POST', `/deals/${deal.id}/join`, shopper.token, { quantity: 1 });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);

    const stale = await shareImage(deal.id, { 'if-none-match': String(before.headers.etag) });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).not.toBe(before.headers.etag);
    expect(stale.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(pngSize(stale.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('is linked at an address that changes with the deal, and kept for good at that address', async () => {
    const deal = await build.deal(subcategoryId, { groupSize: 3, reserved: null });
    const linked = async () =>
      shareImagePath((await call(t, 'GET', `/ecommerce/deals/${deal.id}`)).body.data as Deal);
    const before = await linked();
    expect(before).toMatch(new RegExp(`^/api/v1/deals/${deal.id}/share-image\\.png\\?v=\\w+$`));
    const image = await t.app.inject({ method: 'GET', url: before });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(image.rawPayload)).toEqual({ width: 1200, height: 630 });

    const shopper = await shopperWithCard(t);
    const joined = await call(t, 'POST', `/deals/${deal.id}/join`, shopper.token, { quantity: 1 });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const after = await linked();
    expect(after).not.toBe(before);
    // The old address now shows the new count: a cache may keep that only briefly.
    const old = await t.app.inject({ method: 'GET', url: before });
    expect(old.headers['cache-control']).toBe('public, max-age=60');
    expect(old.rawPayload.equals(image.rawPayload)).toBe(false);
    const current = await t.app.inject({ method: 'GET', url: after });
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.rawPayload.equals(old.rawPayload)).toBe(true);
  });

  it('answers 404 for a deal the store does not have, and 400 for an id that is not one', async () => {
    const missing = await shareImage(987_654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Deal not found' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/deals/abc/share-image.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
  });

  it.each([
    ['emoji', 'Party pack 🎉🎈 for 👨‍👩‍👧 families'],
    ['a very long title', `Buy 3 Get 1 Free: ${'Extraordinarily comfortable '.repeat(30)}`],
    ['markup and quotes', '</script><script>alert(1)</script> "quoted" & \'single\' <b>'],
    ['control characters and right-to-left text', 'Tea\u0007 set\u001b שלום مرحبا'],
  ])('draws a valid image for a deal titled with %s', async (_kind, title) => {
    const deal = await build.deal(subcategoryId, { title, groupSize: 2, reserved: 1 });
    const response = await shareImage(deal.id);
    expect(response.statusCode).toBe(200);
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('is listed in the API document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{ paths: Record<string, object> }>();
    expect(Object.keys(document.paths)).toContain('/api/v1/deals/{id}/share-image.png');
  });
});
