import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminProductResponse } from '../../contract/admin.ts';
import type { DealListResponse, DealResponse } from '../../contract/catalog.ts';
import { products } from '../../server/db/schema.ts';
import { HOUR, TEST_NOW } from '../fixtures/test-app.ts';
import { useConsole } from '../fixtures/use-console.ts';

const c = useConsole();

const front = '/media/front.png';
const side = '/media/side.png';
const back = '/media/back.png';

async function productWith(pictures: object) {
  const created = await c.admin('POST', '/products', {
    name: 'Canvas Tote',
    description: 'Roomy.',
    regular_price_cents: 3_000,
    subcategory_id: c.subcategoryId,
    ...pictures,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as AdminProductResponse).data;
}

async function dealOf(productId: number) {
  const created = await c.admin('POST', '/deals', {
    product_id: productId,
    title: 'Buy 1 Get 1 Free: Canvas Tote',
    description: 'Two totes.',
    group_deal_price_cents: 2_000,
    total_units_needed: 2,
    expiry_date: new Date(TEST_NOW.getTime() + 48 * HOUR).toISOString(),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: number };
}

const shopperSees = async (dealId: number) =>
  (
    (
      await c.t.app.inject({ method: 'GET', url: `/api/v1/ecommerce/deals/${dealId}` })
    ).json() as DealResponse
  ).data.product;

describe('several pictures per product', () => {
  it('a merchant who uploads three pictures, then moves the side view first and removes the back, shows shoppers the side view on the card and both in the gallery, in that order', async () => {
    const product = await productWith({ image_urls: [front, side, back] });
    expect(product).toMatchObject({ image_url: front, image_urls: [front, side, back] });
    const deal = await dealOf(product.id);
    expect(await shopperSees(deal.id)).toMatchObject({
      image_url: front,
      image_urls: [front, side, back],
    });

    const saved = await c.admin('PATCH', `/products/${product.id}`, { image_urls: [side, front] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await shopperSees(deal.id)).toMatchObject({
      image_url: side,
      image_urls: [side, front],
    });
    const listed = await c.t.app.inject({ method: 'GET', url: '/api/v1/ecommerce/active-deal' });
    const card = (listed.json() as DealListResponse).data.find((one) => one.id === deal.id);
    expect(card?.product.image_url).toBe(side);
    const edited = await c.admin('GET', `/deals/${deal.id}`);
    expect(edited.body.data.product.image_urls).toEqual([side, front]);
  });

  it('a merchant who changes only the card picture keeps the other pictures', async () => {
    const product = await productWith({ image_urls: [front, side] });
    const saved = await c.admin('PATCH', `/products/${product.id}`, { image_url: back });
    expect((saved.body as AdminProductResponse).data.image_urls).toEqual([back, side]);
  });

  it('a product made with one picture shows it as its only gallery picture', async () => {
    const product = await productWith({ image_url: front });
    expect(product.image_urls).toEqual([front]);
  });

  it.each([
    ['no picture at all', {}, "Invalid field 'image_url': is required"],
    ['both fields', { image_url: front, image_urls: [side] }, "Invalid field 'image_url'"],
    ['an empty list', { image_urls: [] }, "Invalid field 'image_urls': must hold at least one"],
    [
      'eleven pictures',
      { image_urls: Array.from({ length: 11 }, (_, at) => `/media/p${at}.png`) },
      "Invalid field 'image_urls': must hold at most 10 pictures",
    ],
    ['a picture twice', { image_urls: [front, front] }, "Invalid field 'image_urls'"],
    [
      'a script address',
      { image_urls: [front, 'javascript:alert(1)'] },
      "Invalid field 'image_urls.1'",
    ],
  ])(
    'a merchant whose save has %s is told which field, and nothing is saved',
    async (_case, pictures, message) => {
      const before = await c.t.db.select({ id: products.id }).from(products);
      const refused = await c.admin('POST', '/products', {
        name: 'Canvas Tote',
        regular_price_cents: 3_000,
        subcategory_id: c.subcategoryId,
        ...pictures,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(message);
      expect(await c.t.db.select({ id: products.id }).from(products)).toEqual(before);
    },
  );

  it('the card picture is always the first of the list, whatever writes the row', async () => {
    const product = await productWith({ image_urls: [front, side] });
    await expect(
      c.t.db.update(products).set({ imageUrl: back }).where(eq(products.id, product.id)),
    ).rejects.toThrow();
  });
});
