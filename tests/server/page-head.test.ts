import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, shopperWithCard } from '../fixtures/groups.ts';
import { catalogShelf } from '../fixtures/catalog.ts';
import { useBuiltPwa } from '../fixtures/built-pwa.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../fixtures/test-app.ts';

/** The head of the public pages as a link preview or a crawler (no JavaScript) reads it. */
const HOSTILE_TITLE = '</script><script>alert(1)</script> "quoted" & more';
/** The store's configured address; requests name another Host, as anyone may. */
const PUBLIC_URL = 'https://bogo.example';
const pwa = useBuiltPwa('page-head-test');
let t: TestApp;
let mug: { id: number; encodedId: string };
let hostile: { encodedId: string };

beforeAll(async () => {
  t = await createTestApp({ config: { staticDir: pwa.dir, publicUrl: PUBLIC_URL } });
  const { build, subcategoryId } = await catalogShelf(t.db, TEST_NOW, 'Kitchen', 'Mugs');
  const plain = await build.deal(subcategoryId, {
    title: 'Buy 1 Get 1 Free: Stoneware Mug',
    priceCents: 2_400,
    regularPriceCents: 4_800,
    groupSize: 2,
    reserved: 1,
  });
  mug = { id: plain.id, encodedId: plain.encodedId };
  hostile = { encodedId: (await build.deal(subcategoryId, { title: HOSTILE_TITLE })).encodedId };
});

afterAll(async () => {
  await t?.close();
});

const page = async (url: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'attacker.example' },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head(html))?.[1];

describe('the head of a server-rendered page', () => {
  it("names the home by the store's own title, once", async () => {
    const html = await page('/');
    expect(head(html).match(/<title>/g)).toHaveLength(1);
    expect(head(html)).toContain('<title>BOGO Together: group deals, better together</title>');
    expect(metaContent(html, 'description')).toContain('Join group deals on BOGO Together');
  });

  it('gives a deal page its title, share tags and Product data with the price', async () => {
    const html = await page(`/deal/${mug.encodedId}`);
    expect(head(html).match(/<title>/g)).toHaveLength(1);
    expect(head(html)).toContain('<title>Buy 1 Get 1 Free: Stoneware Mug · BOGO Together</title>');
    expect(metaContent(html, 'og:title')).toBe('Buy 1 Get 1 Free: Stoneware Mug');
    expect(metaContent(html, 'og:description')).toBe(
      '$24.00 each when 2 join (save 50%) · 1 of 2 joined',
    );
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/deal/${mug.encodedId}`);
    expect(metaContent(html, 'og:image')).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/v1/deals/${mug.id}/share-image\\.png\\?v=\\w+$`),
    );
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(String(ld))).toMatchObject({
      '@type': 'Product',
      name: 'Buy 1 Get 1 Free: Stoneware Mug',
      offers: {
        '@type': 'Offer',
        price: '24.00',
        priceCurrency: 'USD',
        url: `${PUBLIC_URL}/deal/${mug.encodedId}`,
      },
    });
    expect(head(html)).not.toContain('attacker.example');
  });

  it("offers the store's own address as the deal link to copy, whatever Host the request named", async () => {
    const html = await page(`/deal/${mug.encodedId}`);
    expect(html).not.toContain('attacker.example');
    expect(html).toContain(`value="${PUBLIC_URL}/deal/${mug.encodedId}"`);
  });

  it('links a new share image once someone joins, so a pasted invite shows the new count', async () => {
    const before = metaContent(await page(`/deal/${mug.encodedId}`), 'og:image');
    const shopper = await shopperWithCard(t);
    const joined = await call(t, 'POST', `/deals/${mug.id}/join`, shopper.token, { quantity: 1 });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const after = metaContent(await page(`/deal/${mug.encodedId}`), 'og:image');
    expect(after).toMatch(/\?v=\w+$/);
    expect(after).not.toBe(before);
  });

  it('keeps a hostile deal title inert in the title, the tags and the structured data', async () => {
    const html = await page(`/deal/${hostile.encodedId}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(metaContent(html, 'og:title')).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; more',
    );
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(String(ld)).name).toBe(HOSTILE_TITLE);
  });
});
