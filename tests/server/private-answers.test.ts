import { describe, expect, it } from 'vitest';
import { bearer } from '../fixtures/sign-in.ts';
import { useConsole } from '../fixtures/use-console.ts';

const store = useConsole();

describe('answers about a person are never kept by a shared cache', () => {
  it("sends private, no-store with a shopper's profile, orders, deals and a deal's standing", async () => {
    const { deal, shoppers, orders } = await store.filledGroup(2, 1_000);
    const [shopper] = shoppers;
    const [order] = orders;
    if (!shopper || !order) throw new Error('no member');
    for (const url of [
      '/user/profile',
      '/orders',
      `/orders/${order.id}`,
      '/deals/user',
      `/deals/${deal.id}/status`,
    ]) {
      const response = await store.t.app.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: bearer(shopper.token),
      });
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([
        url,
        200,
        'private, no-store',
      ]);
    }
  });

  it("sends private, no-store with an operator's lists", async () => {
    for (const url of ['/orders', '/deals', '/dashboard']) {
      const response = await store.admin('GET', url);
      expect([url, response.status, response.headers['cache-control']]).toEqual([
        url,
        200,
        'private, no-store',
      ]);
    }
  });

  it('lets the public listings keep their own caching, by entity tag', async () => {
    const response = await store.t.app.inject({
      method: 'GET',
      url: '/api/v1/ecommerce/active-deal',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
  });
});
