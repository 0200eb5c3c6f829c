import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogBuilder, catalogShelf } from '../fixtures/catalog.ts';
import { useBuiltPwa } from '../fixtures/built-pwa.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../fixtures/test-app.ts';

/**
 * The public pages as a browser without JavaScript (or a link preview) gets them. The store is
 * built once for this file (browser files and the server's entry), as `npm start` builds it.
 */
const HOSTILE_TITLE = '</script><script>alert(1)</script> "quoted"';
const pwa = useBuiltPwa('server-rendering-test');
let t: TestApp;
let plainDeal: { encodedId: string; title: string };
let hostileDeal: { encodedId: string };

beforeAll(async () => {
  t = await createTestApp({ config: { staticDir: pwa.dir } });
  const { build, subcategoryId } = await catalogShelf(t.db, TEST_NOW, 'Kitchen', 'Mugs');
  const plain = await build.deal(subcategoryId, {
    title: 'Buy 1 Get 1 Free: Stoneware Mug',
    priceCents: 1_250,
  });
  const hostile = await build.deal(subcategoryId, { title: HOSTILE_TITLE, priceCents: 999 });
  plainDeal = { encodedId: plain.encodedId, title: plain.title };
  hostileDeal = { encodedId: hostile.encodedId };
  await catalogBuilder(t.db, TEST_NOW).category('Garden Tools', { featuredRank: 1 });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The data the page hands to the browser: the router's inline scripts. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');

describe('a shopper opening the store without JavaScript', () => {
  it('sees the deals of the home with their titles and prices, styled', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(plainDeal.title);
    expect(response.body).toContain('$12.50');
    // MUI's critical styles and the app's stylesheet are in the page, not behind a request.
    expect(response.body).toMatch(/<style data-emotion="css [^"]+">/);
    expect(response.body).toMatch(/<style data-href="\/assets\/[^"]+\.css">/);
    expect(response.body).not.toMatch(/<link rel="stylesheet"/);
  });

  it('finds the featured categories in the strip above the deals, not added after the page shows', async () => {
    const { body } = await get('/');
    const strip = /<div role="group" aria-label="Filter deals"[^>]*>([\s\S]*?)<\/div>/.exec(body);
    expect(strip?.[1]).toMatch(/<button[^>]*>[\s\S]*?Garden Tools<\/button>/);
  });

  it('sees a deal page with the deal, and the data the browser needs to take over', async () => {
    const response = await get(`/deal/${plainDeal.encodedId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(plainDeal.title);
    expect(response.body).toContain('$12.50');
    expect(inlineScripts(response.body).join('\n')).toContain(plainDeal.title);
    // The code that takes over is fetched once the first screen has loaded, not before.
    const loader = inlineScripts(response.body).find((script) => script.startsWith('(() =>'));
    expect(loader).toMatch(/script\.src = "\/assets\/index-[^"]+\.js"/);
  });

  it('is not tricked by a deal whose title closes the script and quotes', async () => {
    for (const url of ['/', `/deal/${hostileDeal.encodedId}`]) {
      const { body } = await get(url);
      expect(body).not.toContain('<script>alert(1)</script>');
      // The title reads as text on the page, escaped, and inside the data hand-over.
      expect(body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      for (const script of inlineScripts(body)) expect(script).not.toMatch(/<\/script/i);
    }
  });

  it('gets an unknown deal as a page that says so, with 404', async () => {
    const response = await get('/deal/zzzzzzzzzz');
    expect(response.statusCode).toBe(404);
  });
});

describe('a browser coming back to a public page', () => {
  it.each(['/deal/', `/deal/ENCODED/`, '/category/1/', '/login?redirect=//evil.example'])(
    'is sent on from %s to a page of the store, never left on a blank page',
    async (address) => {
      const response = await get(address.replace('ENCODED', plainDeal.encodedId));
      if (response.statusCode >= 300 && response.statusCode < 400) {
        const location = response.headers.location;
        expect(typeof location === 'string' && location.startsWith('/')).toBe(true);
        expect(location).not.toMatch(/^\/\//);
        const landed = await get(String(location));
        expect([200, 404]).toContain(landed.statusCode);
        expect(landed.body).toContain('</html>');
      } else {
        expect([200, 404]).toContain(response.statusCode);
        expect(response.body).toContain('</html>');
      }
    },
  );

  it('revalidates it by its ETag and gets 304 while nothing changed', async () => {
    const first = await get('/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('must-revalidate');
    const again = await get('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gets it compressed when it says it accepts brotli', async () => {
    const response = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it("runs only the page's own inline scripts, allowed by their hashes", async () => {
    const response = await get('/');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' ('sha256-[^']+' ?)+/);
  });
});

describe("a shopper's device installing the store", () => {
  /** The URLs in the built worker's precache list. */
  let precached: Set<string | undefined>;
  beforeAll(() => {
    const worker = fs.readFileSync(path.join(pwa.dir, 'sw.js'), 'utf8');
    precached = new Set([...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]));
  });

  it("precaches the store's files for offline use, and none of the operator console's", () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(pwa.dir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const fileOf = (source: string) =>
      Object.entries(manifest).find(([key]) => key.startsWith(source))?.[1].file;
    expect(precached).toContain(fileOf('src/routes/orders.tsx'));
    expect(precached).toContain(fileOf('src/routes/deal/$encodedDealId.tsx'));
    const consoleFiles = Object.entries(manifest)
      .filter(([key]) => key.startsWith('src/routes/admin/'))
      .map(([, chunk]) => chunk.file);
    expect(consoleFiles.length).toBeGreaterThan(0);
    for (const file of consoleFiles) expect(precached).not.toContain(file);
  });

  it('precaches none of the libraries only the console uses: its data grid and its charts', () => {
    const scripts = fs
      .readdirSync(path.join(pwa.dir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({
        url: `assets/${name}`,
        text: fs.readFileSync(path.join(pwa.dir, 'assets', name), 'utf8'),
      }));
    // Their class names survive minifying, so they find the chunks that carry the libraries.
    for (const library of ['MuiDataGrid', 'MuiChartsAxis']) {
      const carriers = scripts.filter((script) => script.text.includes(library));
      expect(carriers.length, library).toBeGreaterThan(0);
      for (const { url } of carriers) expect(precached, `${library} in ${url}`).not.toContain(url);
    }
  });
});

describe("a shopper's own screens", () => {
  it('come as the shell, whatever cookie or token the request carries', async () => {
    for (const url of ['/orders', '/profile', '/checkout', '/order-confirmation']) {
      const response = await get(url, {
        cookie: 'session=secret-cookie',
        authorization: 'Bearer secret-token',
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('$_TSR');
    }
  });

  it('never find a credential in a public page', async () => {
    const response = await get('/', { cookie: 'session=secret-cookie', authorization: 'Bearer x' });
    expect(response.body).not.toContain('secret-cookie');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
