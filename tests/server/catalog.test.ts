import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealListResponse, DealResponse } from '../../contract/catalog.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

let t: TestApp;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const build = catalogBuilder(t.db, TEST_NOW);
  const electronics = await build.category('Electronics', { featuredRank: 2 });
  const fashion = await build.category('Fashion', { featuredRank: 1 });
  await build.category('Unfeatured');
  const audio = await build.subcategory(electronics.id, 'Audio');
  const phones = await build.subcategory(electronics.id, 'Phones');
  const shoes = await build.subcategory(fashion.id, 'Shoes');
  const soon = await build.deal(audio.id, { expiresInHours: 5, reserved: 3, groupSize: 4 });
  const later = await build.deal(phones.id, { expiresInHours: 48, reserved: null, groupSize: 2 });
  const shoesDeal = await build.deal(shoes.id, { expiresInHours: 30, reserved: 1, groupSize: 10 });
  const expired = await build.deal(audio.id, { expiresInHours: -1 });
  const inactive = await build.deal(audio.id, { expiresInHours: 10, status: 'inactive' });
  ids = {
    electronics: electronics.id,
    fashion: fashion.id,
    audio: audio.id,
    soon: soon.id,
    later: later.id,
    shoes: shoesDeal.id,
    expired: expired.id,
    inactive: inactive.id,
  };
});

afterAll(() => t.close());

async function get<T>(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
}

describe('browsing active deals', () => {
  it('lists only active, unexpired deals, soonest expiry first', async () => {
    const { status, body } = await get<DealListResponse>('/api/v1/ecommerce/active-deal');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.data.map((deal) => deal.id)).toEqual([ids.soon, ids.shoes, ids.later]);
    expect(body.next_cursor).toBeNull();
  });

  it('includes expired and inactive deals when include_expired is true', async () => {
    const { body } = await get<DealListResponse>(
      '/api/v1/ecommerce/active-deal?include_expired=true',
    );
    const byId = new Map(body.data.map((deal) => [deal.id, deal]));
    expect(byId.get(ids.expired ?? 0)?.status).toBe('expired');
    expect(byId.get(ids.inactive ?? 0)?.status).toBe('inactive');
  });

  it('filters by category', async () => {
    const { body } = await get<DealListResponse>(
      `/api/v1/ecommerce/active-deal?category=${ids.fashion}`,
    );
    expect(body.data.map((deal) => deal.id)).toEqual([ids.shoes]);
  });

  it('pages with a cursor until the last page has no next cursor', async () => {
    const first = await get<DealListResponse>('/api/v1/ecommerce/active-deal?limit=2');
    expect(first.body.data.map((deal) => deal.id)).toEqual([ids.soon, ids.shoes]);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await get<DealListResponse>(
      `/api/v1/ecommerce/active-deal?limit=2&cursor=${first.body.next_cursor}`,
    );
    expect(second.body.data.map((deal) => deal.id)).toEqual([ids.later]);
    expect(second.body.next_cursor).toBeNull();
  });

  it('answers 304 when the browser already has the current page', async () => {
    const first = await get<DealListResponse>('/api/v1/ecommerce/active-deal');
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ecommerce/active-deal',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('a deal in detail', () => {
  it('describes its open group: reserved units, units left and hours left', async () => {
    const { status, body } = await get<DealResponse>(`/api/v1/ecommerce/deals/${ids.soon}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: ids.soon,
      status: 'active',
      group_deal_price: '10.00',
      total_units_needed: 4,
      reservation_count: 3,
      remaining_units: 1,
      expiry_left_hours: 5,
      product: { regular_price: '20.00', discount_percentage: 50 },
    });
    expect(body.data.encoded_id).toMatch(/^[A-Za-z0-9]{6,}$/);
  });

  it('counts a deal with no open group as empty with the whole group left', async () => {
    const { body } = await get<DealResponse>(`/api/v1/ecommerce/deals/${ids.later}`);
    expect(body.data).toMatchObject({ reservation_count: 0, remaining_units: 2 });
  });

  it('shows a deal as expired once its expiry passes, whatever its stored status', async () => {
    t.clock.advance(5 * 3_600_000);
    try {
      const { body } = await get<DealResponse>(`/api/v1/ecommerce/deals/${ids.soon}`);
      expect(body.data).toMatchObject({ status: 'expired', expiry_left_hours: 0 });
    } finally {
      t.clock.advance(-5 * 3_600_000);
    }
  });

  it('counts shares and shows the new count in listings at once', async () => {
    const before = await get<DealListResponse>('/api/v1/ecommerce/active-deal');
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ecommerce/deals/${ids.later}/share`,
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual({ success: true, data: { share_count: 1 } });
    const after = await get<DealListResponse>('/api/v1/ecommerce/active-deal');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.data.find((deal) => deal.id === ids.later)?.share_count).toBe(1);
  });
});

describe('categories', () => {
  it('lists every category with its subcategories for the dropdown', async () => {
    const { body } = await get<{ data: { name: string; subcategories: { name: string }[] }[] }>(
      '/api/v1/categories/dropdown',
    );
    expect(body.data.map((category) => category.name)).toEqual([
      'Electronics',
      'Fashion',
      'Unfeatured',
    ]);
    expect(body.data[0]?.subcategories.map((sub) => sub.name)).toEqual(['Audio', 'Phones']);
  });

  it('lists featured categories in their featured order', async () => {
    const { body } = await get<{ data: { name: string }[] }>('/api/v1/getfeatured');
    expect(body.data.map((category) => category.name)).toEqual(['Fashion', 'Electronics']);
  });

  it('shows one category and its deals', async () => {
    const category = await get<{ data: { name: string } }>(`/api/v1/categories/${ids.electronics}`);
    expect(category.body.data.name).toBe('Electronics');
    const { body } = await get<DealListResponse>(`/api/v1/categories/${ids.electronics}/deals`);
    expect(body.data.map((deal) => deal.id)).toEqual([ids.soon, ids.later]);
  });

  it('shows one subcategory with its category, and its deals', async () => {
    const sub = await get<{ data: unknown }>(`/api/v1/subcategories/${ids.audio}`);
    expect(sub.body.data).toEqual({
      id: ids.audio,
      name: 'Audio',
      category: { id: ids.electronics, name: 'Electronics' },
    });
    const { body } = await get<DealListResponse>(`/api/v1/subcategories/${ids.audio}/deals`);
    expect(body.data.map((deal) => deal.id)).toEqual([ids.soon]);
  });
});

describe('bad input', () => {
  it.each([
    ['/api/v1/ecommerce/deals/999999', 404, 'Deal not found'],
    ['/api/v1/categories/999999', 404, 'Category 999999 not found'],
    ['/api/v1/categories/999999/deals', 404, 'Category 999999 not found'],
    ['/api/v1/subcategories/999999', 404, 'Subcategory 999999 not found'],
    ['/api/v1/ecommerce/active-deal?category=999999', 404, 'Category 999999 not found'],
    ['/api/v1/ecommerce/deals/abc', 400, "Invalid path parameter 'id'"],
    ['/api/v1/ecommerce/deals/-3', 400, "Invalid path parameter 'id'"],
    ['/api/v1/ecommerce/deals/1.5', 400, "Invalid path parameter 'id'"],
    [`/api/v1/ecommerce/deals/${'9'.repeat(400)}`, 400, "Invalid path parameter 'id'"],
    ['/api/v1/ecommerce/active-deal?limit=0', 400, "Invalid query parameter 'limit'"],
    ['/api/v1/ecommerce/active-deal?limit=101', 400, "Invalid query parameter 'limit'"],
    [
      '/api/v1/ecommerce/active-deal?include_expired=yes',
      400,
      "Invalid query parameter 'include_expired'",
    ],
    ['/api/v1/ecommerce/active-deal?category=x', 400, "Invalid query parameter 'category'"],
    ['/api/v1/ecommerce/active-deal?cursor=bm9wZQ', 400, "Invalid query parameter 'cursor'"],
    [
      `/api/v1/ecommerce/active-deal?cursor=${'a'.repeat(300)}`,
      400,
      "Invalid query parameter 'cursor'",
    ],
    ['/api/v1/ecommerce/active-deal?sort=price', 400, "Unknown query parameter 'sort'"],
    ['/api/v1/categories/1/deals?category=2', 400, "Unknown query parameter 'category'"],
    ['/api/v1/no-such-call', 404, 'No route for GET /api/v1/no-such-call'],
  ])('GET %s answers %i naming the problem', async (url, status, message) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    const body = response.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toContain(message);
  });

  it('refuses to count a share of a deal that does not exist', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ecommerce/deals/999999/share',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('operations', () => {
  it('reports health when the database answers', async () => {
    const { status, body } = await get('/api/v1/health');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { database: 'ok' } });
  });

  it('tells the PWA which payment provider and push key are in force', async () => {
    const { body } = await get<{ data: { paymentProvider: string; vapidPublicKey: string } }>(
      '/api/v1/config',
    );
    expect(body.data.paymentProvider).toBe('test');
    expect(body.data.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });

  it('publishes the OpenAPI document of the catalogue calls', async () => {
    const { status, body } = await get<{ paths: Record<string, unknown> }>('/api/docs/json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/ecommerce/active-deal',
        '/api/v1/ecommerce/deals/{id}',
        '/api/v1/getfeatured',
      ]),
    );
  });
});
