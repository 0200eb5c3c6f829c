import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealListResponse } from '../../contract/catalog.ts';
import type { SearchResponse } from '../../contract/search.ts';
import { deals, products } from '../../server/db/schema.ts';
import { seedCatalog } from '../../server/db/seed/seed.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

let t: TestApp;
let build: ReturnType<typeof catalogBuilder>;
let lanterns: { id: number }[];
let lanternMention: { id: number };
let gardenId: number;

async function search(query: string) {
  const response = await t.app.inject({ url: `/api/v1/products/search?${query}` });
  return { status: response.statusCode, body: response.json<SearchResponse>() };
}

const titlesOf = (body: SearchResponse) => body.data.map((deal) => deal.product.name);

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db, TEST_NOW);
  build = catalogBuilder(t.db, TEST_NOW);
  const garden = await build.category('Zephyr Garden');
  gardenId = garden.id;
  const lights = await build.subcategory(garden.id, 'Lights');
  lanterns = [
    await build.deal(lights.id, { title: 'Buy 1 Get 1 Free: Zephyrlamp', expiresInHours: 50 }),
    await build.deal(lights.id, { title: 'Buy 1 Get 1 Free: Zephyrlamp', expiresInHours: 10 }),
  ];
  lanternMention = await build.deal(lights.id, { title: 'Camping Stove', expiresInHours: 5 });
  // Only its description mentions the word: a weaker match than a title.
  await t.db
    .update(deals)
    .set({ description: 'Cooks dinner by the light of a zephyrlamp.' })
    .where(eq(deals.id, lanternMention.id));
});

afterAll(() => t.close());

describe('finding a deal by what the shopper types', () => {
  it('finds the Kilnhouse Stoneware Mug Set when the shopper misspells it as stonware', async () => {
    const { status, body } = await search('q=stonware');
    expect(status).toBe(200);
    // Only the deal the shopper meant: not every deal with a word that looks a little alike.
    expect(titlesOf(body)).toEqual(['Kilnhouse Stoneware Mug Set']);
  });

  it('finds headphones typed as hedphnes and sneakers typed as sneker: two slips in a longer word, one in a shorter', async () => {
    const audio = await build.subcategory(gardenId, 'Audio');
    const headphones = await build.deal(audio.id, { title: 'Quietwave Headphones' });
    const sneakers = await build.deal(audio.id, { title: 'Trailrunner Sneakers' });
    for (const [typed, meant, word] of [
      ['hedphnes', headphones, /headphones/i],
      ['sneker', sneakers, /sneakers/i],
    ] as const) {
      const found = (await search(`q=${typed}`)).body.data;
      expect(found.map((deal) => deal.id)).toContain(meant.id);
      // Only deals with the word the shopper meant, as the demo catalogue has some too.
      for (const deal of found) expect(`${deal.title} ${deal.product.name}`).toMatch(word);
    }
    // Two slips in a short word would let it stand for too many others.
    expect((await search('q=snkr')).body.total).toBe(0);
  });

  it("offers 'did you mean' the nearest words when a query further off finds nothing", async () => {
    const audio = await build.subcategory(gardenId, 'Speakers');
    await build.deal(audio.id, { title: 'Loudbox Headphones' });
    const { body } = await search('q=loudbox%20hedfones');
    expect(body.total).toBe(0);
    expect(body.did_you_mean).toBe('loudbox headphones');
    expect((await search(`q=${encodeURIComponent(body.did_you_mean ?? '')}`)).body.total).toBe(1);
    // Nothing near: nothing offered.
    expect((await search('q=qqqxzzv')).body.did_you_mean).toBeUndefined();
  });

  it('finds it from the first letters of a word: kilnh', async () => {
    const { body } = await search('q=kilnh');
    expect(titlesOf(body)).toEqual(['Kilnhouse Stoneware Mug Set']);
    expect(body.total).toBe(1);
  });

  it('needs every word: a typo and a prefix together still find it, another word narrows it away', async () => {
    expect(titlesOf((await search('q=stonware%20mu')).body)).toContain(
      'Kilnhouse Stoneware Mug Set',
    );
    expect((await search('q=stoneware%20kettle')).body.total).toBe(0);
  });

  it('ignores accents and case on both sides', async () => {
    const sweets = await build.subcategory(gardenId, 'Sweets');
    const torch = await build.deal(sweets.id, { title: 'Crème Brûlée Torch' });
    for (const q of ['CREME%20brulee', 'cr%C3%A8me', 'BR%C3%9BL%C3%89E']) {
      const { body } = await search(`q=${q}`);
      expect(body.data.map((deal) => deal.id)).toContain(torch.id);
    }
  });

  it('ranks deals named for the words above deals that only mention them, then soonest to expire', async () => {
    const { body } = await search('q=zephyrlamp');
    expect(body.data.map((deal) => deal.id)).toEqual([
      lanterns[1]?.id,
      lanterns[0]?.id,
      lanternMention.id,
    ]);
    expect(body.total).toBe(3);
  });

  it('answers in the deal shape of every listing', async () => {
    const { body } = await search('q=kilnhouse');
    const listing = await t.app.inject({ url: '/api/v1/ecommerce/active-deal?limit=100' });
    const sameDeal = listing
      .json<DealListResponse>()
      .data.find((deal) => deal.id === body.data[0]?.id);
    expect(body.data[0]).toEqual(sameDeal);
  });

  it('finds a product by its new name as soon as it is renamed', async () => {
    const [deal] = lanterns;
    if (!deal) throw new Error('no deal');
    const [row] = await t.db.select().from(deals).where(eq(deals.id, deal.id));
    if (!row) throw new Error('no row');
    await t.db
      .update(products)
      .set({ name: 'Quillfeather Lantern' })
      .where(eq(products.id, row.productId));
    const { body } = await search('q=quillfeather');
    expect(body.data.map((found) => found.id)).toEqual([deal.id]);
  });
});

describe('what search never shows', () => {
  it('leaves out expired and inactive deals, even when their names match exactly', async () => {
    const all = await t.app.inject({
      url: '/api/v1/ecommerce/active-deal?include_expired=true&limit=100',
    });
    const closed = all.json<DealListResponse>().data.filter((deal) => deal.status !== 'active');
    expect(closed.map((deal) => deal.status)).toEqual(
      expect.arrayContaining(['expired', 'inactive']),
    );
    for (const deal of closed) {
      const { body } = await search(`q=${encodeURIComponent(deal.product.name)}`);
      expect(body.data.map((found) => found.id)).not.toContain(deal.id);
    }
  });

  it('drops a deal whose expiry passes while it is still stored as active', async () => {
    const sweets = await build.subcategory(gardenId, 'Snacks');
    const lastCall = await build.deal(sweets.id, {
      title: 'Vortexberry Jam',
      expiresInHours: 1,
    });
    expect((await search('q=vortexberry')).body.data.map((deal) => deal.id)).toEqual([lastCall.id]);
    t.clock.advance(2 * 3_600_000);
    // A different page of the same query, so the cached answer of a moment ago is not reused.
    expect((await search('q=vortexberry&page=2')).body.total).toBe(0);
    t.clock.set(TEST_NOW);
  });
});

describe('narrowing and paging', () => {
  it('counts matches per category and filters by one', async () => {
    const { body } = await search('q=set');
    expect(body.categories.length).toBeGreaterThan(1);
    const [first, second] = body.categories;
    if (!first || !second) throw new Error('expected two categories');
    expect(body.total).toBe(body.categories.reduce((sum, category) => sum + category.count, 0));
    const filtered = (await search(`q=set&category=${second.id}`)).body;
    expect(filtered.total).toBe(second.count);
    expect(filtered.data.every((deal) => deal.category.id === second.id)).toBe(true);
    // The chips stay the same whichever is chosen, so the shopper can switch between them.
    expect(filtered.categories).toEqual(body.categories);
  });

  it('pages through many matches without repeating a deal', async () => {
    const shelf = await build.subcategory(gardenId, 'Shelf');
    for (let i = 0; i < 30; i++) await build.deal(shelf.id, { title: `Glimmerbox ${i}` });
    const first = (await search('q=glimmerbox')).body;
    const second = (await search('q=glimmerbox&page=2')).body;
    expect(first.total).toBe(30);
    expect(first.data).toHaveLength(first.page_size);
    expect(second.data).toHaveLength(30 - first.page_size);
    const ids = [...first.data, ...second.data].map((deal) => deal.id);
    expect(new Set(ids).size).toBe(30);
  });

  it('answers 304 when the browser already has the results', async () => {
    const first = await t.app.inject({ url: '/api/v1/products/search?q=kilnhouse' });
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await t.app.inject({
      url: '/api/v1/products/search?q=kilnhouse',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('bad queries', () => {
  it.each([
    ['no q at all', '', "Invalid query parameter 'q'"],
    ['an empty q', 'q=', "Invalid query parameter 'q': must not be empty"],
    ['only spaces', 'q=%20%20%20', "Invalid query parameter 'q': must not be empty"],
    [
      'more than 100 characters',
      `q=${'a'.repeat(101)}`,
      "Invalid query parameter 'q': must be at most 100 characters",
    ],
    [
      'a NUL character',
      'q=mug%00',
      "Invalid query parameter 'q': must not contain control characters",
    ],
    ['a page past the last one', 'q=mug&page=41', "Invalid query parameter 'page'"],
    ['an unknown parameter', 'q=mug&sort=price', "Unknown query parameter 'sort'"],
  ])('answers 400 naming the problem for %s', async (_name, query, message) => {
    const response = await t.app.inject({ url: `/api/v1/products/search?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining(message) });
  });

  it('answers an empty result, not an error, for a query with no words in it', async () => {
    const { status, body } = await search('q=%21%3F');
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: [], total: 0, categories: [] });
  });
});
