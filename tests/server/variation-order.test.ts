import { describe, expect, it } from 'vitest';
import type { DealResponse } from '../../contract/catalog.ts';
import type { AdminProductResponse } from '../../contract/admin.ts';
import { useConsole } from '../fixtures/use-console.ts';
import { TEST_NOW, HOUR } from '../fixtures/test-app.ts';

const c = useConsole();

/** A merchant's variations, their attributes in the order they typed them, not alphabetical. */
const typed = [
  { id: 'scarf-red-s', 'Farbe 🎨': 'Rot', Colour: 'Crimson', Size: 'S' },
  { id: 'scarf-blue-m', 'Farbe 🎨': 'Blau', Colour: 'Navy', Size: 'M' },
];
const attributesOf = (variation: object | undefined) =>
  Object.keys(variation ?? {}).filter(
    (key) => !['id', 'image', 'image_url', 'upc_code'].includes(key),
  );

async function productWithTypedVariations() {
  const created = await c.admin('POST', '/products', {
    name: 'Wool Scarf',
    description: 'Warm.',
    regular_price_cents: 3_000,
    image_url: '/images/products/scarf.svg',
    variations: typed,
    subcategory_id: c.subcategoryId,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as AdminProductResponse).data;
}

describe('variations as the merchant typed them', () => {
  it('a merchant who types Farbe 🎨, Colour, then Size sees them in that order, names untouched, in the console and on the deal page', async () => {
    const product = await productWithTypedVariations();
    expect(attributesOf(product.variations[0])).toEqual(['Farbe 🎨', 'Colour', 'Size']);

    const deal = await c.admin('POST', '/deals', {
      product_id: product.id,
      title: 'Buy 1 Get 1 Free: Wool Scarf',
      description: 'Two scarves.',
      group_deal_price_cents: 2_000,
      total_units_needed: 2,
      expiry_date: new Date(TEST_NOW.getTime() + 48 * HOUR).toISOString(),
    });
    expect(deal.status, JSON.stringify(deal.body)).toBe(201);
    const shown = await c.t.app.inject({
      method: 'GET',
      url: `/api/v1/ecommerce/deals/${deal.body.data.id}`,
    });
    const variations = (shown.json() as DealResponse).data.product.variations;
    expect(attributesOf(variations[0])).toEqual(['Farbe 🎨', 'Colour', 'Size']);
    expect(variations.map((variation) => variation['Farbe 🎨'])).toEqual(['Rot', 'Blau']);

    const edited = await c.admin('GET', `/deals/${deal.body.data.id}`);
    expect(attributesOf(edited.body.data.product.variations[0])).toEqual([
      'Farbe 🎨',
      'Colour',
      'Size',
    ]);
  });

  it('a merchant who reorders the attributes on a later save sees the new order kept', async () => {
    const product = await productWithTypedVariations();
    const reordered = typed.map(({ id, Size, Colour, ...rest }) => ({ id, ...rest, Size, Colour }));
    const saved = await c.admin('PATCH', `/products/${product.id}`, { variations: reordered });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(attributesOf((saved.body as AdminProductResponse).data.variations[0])).toEqual([
      'Farbe 🎨',
      'Size',
      'Colour',
    ]);
  });
});
