import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Deal, DealListResponse } from '../../contract/catalog.ts';
import { FAVOURITE_CATEGORIES } from '../../contract/constants.ts';
import { seedCatalog } from '../../server/db/seed/seed.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

let t: TestApp;
let deals: Deal[];

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db, TEST_NOW);
  const response = await t.app.inject({
    url: '/api/v1/ecommerce/active-deal?include_expired=true&limit=100',
  });
  deals = response.json<DealListResponse>().data;
});

afterAll(() => t.close());

describe('the demo catalogue a new store starts with', () => {
  it('is seeded once: a second start leaves it as it is', async () => {
    expect(await seedCatalog(t.db, TEST_NOW)).toEqual({ seeded: false });
  });

  it('a shopper sees every demo deal typed by its offer, a full group paying exactly its paid-for units', () => {
    for (const deal of deals) {
      expect(deal.deal_type).toBe('buy_x_get_y');
      expect(deal.title).toContain(`Buy ${deal.buy_units} Get ${deal.free_units} Free`);
      const groupPays = Math.round(Number(deal.group_deal_price) * 100) * deal.total_units_needed;
      const paidFor = Math.round(Number(deal.product.regular_price) * 100) * (deal.buy_units ?? 0);
      expect(groupPays).toBe(paidFor);
    }
  });

  it('has the favourite categories of the profile among at least 8, each with subcategories', async () => {
    const response = await t.app.inject({ url: '/api/v1/categories/dropdown' });
    const categories = response.json<{ data: Category[] }>().data;
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining([...FAVOURITE_CATEGORIES]),
    );
    for (const category of categories) expect(category.subcategories.length).toBeGreaterThan(0);
  });

  it('shows every state the screens know: urgent, expiring today, almost full, expired, inactive', () => {
    const active = deals.filter((deal) => deal.status === 'active');
    expect(deals.length).toBeGreaterThanOrEqual(40);
    expect(active.filter((deal) => deal.expiry_left_hours <= 6).length).toBeGreaterThan(0);
    expect(
      active.filter((deal) => deal.expiry_left_hours > 6 && deal.expiry_left_hours <= 24).length,
    ).toBeGreaterThan(0);
    expect(
      active.filter((deal) => deal.reservation_count / deal.total_units_needed >= 0.8).length,
    ).toBeGreaterThan(0);
    expect(deals.some((deal) => deal.status === 'expired')).toBe(true);
    expect(deals.some((deal) => deal.status === 'inactive')).toBe(true);
    const sizes = new Set(deals.map((deal) => deal.total_units_needed));
    expect(Math.min(...sizes)).toBe(2);
    expect(Math.max(...sizes)).toBe(10);
  });

  it('offers products with size and colour, with colour only, and without variations', () => {
    const attributeSets = new Set(
      deals.map((deal) =>
        Object.keys(deal.product.variations[0] ?? {})
          .filter((key) => !['id', 'image', 'image_url', 'upc_code'].includes(key))
          .sort()
          .join('+'),
      ),
    );
    expect([...attributeSets]).toEqual(expect.arrayContaining(['color+size', 'color', '']));
  });

  it('serves an image for every product from the store itself', () => {
    for (const deal of deals) {
      expect(deal.product.image_url).toMatch(/^\/images\/products\/[\w-]+\.svg$/);
      expect(fs.existsSync(`public${deal.product.image_url}`)).toBe(true);
    }
  });
});
