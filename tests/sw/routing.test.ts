import { describe, expect, it } from 'vitest';
import { markSavedPage, SAVED_PAGE_META, strategyFor } from '../../sw/routing.ts';

const origin = 'https://store.example';
const decide = (path: string, method = 'GET', from = origin) =>
  strategyFor(new URL(path, from), method, origin);

describe('what the service worker keeps for offline use', () => {
  it.each([
    '/api/v1/ecommerce/active-deal',
    '/api/v1/ecommerce/active-deal?category=3&include_expired=false',
    '/api/v1/ecommerce/deals/42',
    '/api/v1/categories/dropdown',
    '/api/v1/categories/3',
    '/api/v1/categories/3/deals?cursor=abc',
    '/api/v1/subcategories/9',
    '/api/v1/subcategories/9/deals',
    '/api/v1/getfeatured',
  ])('serves the catalogue read %s from the network first, then the saved copy', (path) => {
    expect(decide(path)).toBe('catalogue');
  });

  it('serves product images from the cache first', () => {
    expect(decide('/images/products/aurora-headphones.svg')).toBe('image');
  });

  it.each([
    '/api/v1/auth/verifyOtp',
    '/api/v1/orders',
    '/api/v1/orders?status=reservation',
    '/api/v1/user/profile',
    '/api/v1/user/notifications',
    '/api/v1/payments/create-intent',
    '/api/v1/checkout/process',
    '/api/v1/deals/42/status',
    '/api/v1/config',
  ])("never keeps a shopper's own data: %s goes to the network only", (path) => {
    expect(decide(path)).toBe('network-only');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'never caches a %s, even to a catalogue address',
    (method) => {
      expect(decide('/api/v1/ecommerce/deals/42/share', method)).toBe('network-only');
      expect(decide('/api/v1/ecommerce/active-deal', method)).toBe('network-only');
    },
  );

  it('leaves other hosts and the precached shell to their own handling', () => {
    expect(decide('/api/v1/ecommerce/active-deal', 'GET', 'https://elsewhere.example')).toBeNull();
    expect(decide('/assets/index-abc.js')).toBeNull();
  });
});

describe('a page the worker serves from its saved copy', () => {
  it('says in its head when it was fetched', () => {
    const marked = markSavedPage(
      '<html lang="en"><head><title>Deals</title></head><body></body></html>',
      'Sat, 21 Nov 2026 09:05:00 GMT',
    );
    expect(marked).toContain(
      `<head><meta name="${SAVED_PAGE_META}" content="2026-11-21T09:05:00.000Z"><title>`,
    );
  });

  it('is left as it is when the copy has no readable date', () => {
    const html = '<html><head></head><body></body></html>';
    expect(markSavedPage(html, null)).toBe(html);
    expect(markSavedPage(html, '"><script>')).toBe(html);
  });
});
