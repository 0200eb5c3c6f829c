import { describe, expect, it } from 'vitest';
import {
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
} from '../../contract/search.ts';
import * as pwaLimits from '../../src/features/search/search-params.ts';
import { searchSavedDeals } from '../../sw/offline-search.ts';
import { strategyFor } from '../../sw/routing.ts';
import { makeDeal } from '../app/fixtures.ts';

const now = new Date('2026-06-01T12:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

const mugs = makeDeal({
  id: 1,
  title: 'Buy 1 Get 1 Free: Kilnhouse Stoneware Mug Set',
  product: { name: 'Kilnhouse Stoneware Mug Set' },
  category: { id: 3, name: 'Home & Living' },
  expiry_date: inHours(30),
});
const torch = makeDeal({
  id: 2,
  title: 'Crème Brûlée Torch',
  product: { name: 'Crème Brûlée Torch' },
  category: { id: 4, name: 'Food & Drink' },
  expiry_date: inHours(10),
});
const mugMention = makeDeal({
  id: 3,
  title: 'Camping Stove',
  description: 'Boils water for a mug of tea.',
  category: { id: 5, name: 'Outdoors' },
  expiry_date: inHours(5),
});
const expired = makeDeal({
  id: 4,
  title: 'Kilnhouse Teapot',
  expiry_date: inHours(-1),
});
const inactive = makeDeal({ id: 5, title: 'Kilnhouse Bowl', status: 'inactive' });
const saved = [mugs, torch, mugMention, expired, inactive, mugs];

const find = (q: string, category: number | null = null, page = 1) =>
  searchSavedDeals(saved, { q, category, page }, now);
const ids = (q: string) => find(q).data.map((deal) => deal.id);

describe('searching the deals saved on this device', () => {
  it('asks the network first and falls back to the saved deals for search, and only for search', () => {
    const origin = 'https://store.example';
    expect(strategyFor(new URL('/api/v1/products/search?q=mug', origin), 'GET', origin)).toBe(
      'search',
    );
    expect(strategyFor(new URL('/api/v1/products/search', origin), 'POST', origin)).toBe(
      'network-only',
    );
  });

  it.each([
    ['a typo', 'stonware'],
    ['the first letters', 'kilnh'],
    ['another case', 'KILNHOUSE'],
    ['two words, one of them begun', 'stoneware mu'],
  ])('finds a saved deal from %s: %s', (_kind, q) => {
    expect(ids(q)).toContain(mugs.id);
  });

  it('ignores accents on either side', () => {
    expect(ids('creme brulee')).toEqual([torch.id]);
    expect(ids('BRÛLÉE')).toEqual([torch.id]);
  });

  it('needs every word to match', () => {
    expect(ids('stoneware kettle')).toEqual([]);
  });

  it('ranks a deal named for the word above one that mentions it, and lists each deal once', () => {
    expect(ids('mug')).toEqual([mugs.id, mugMention.id]);
  });

  it('never shows an expired or inactive deal', () => {
    expect(ids('kilnhouse')).toEqual([mugs.id]);
  });

  it('counts per category, filters by one and pages like the server', () => {
    const all = find('mug');
    expect(all.categories).toEqual([
      { id: 3, name: 'Home & Living', count: 1 },
      { id: 5, name: 'Outdoors', count: 1 },
    ]);
    expect(find('mug', 5)).toMatchObject({ total: 1, data: [{ id: mugMention.id }] });
    expect(find('mug', null, 2).data).toEqual([]);
    expect(all.page_size).toBe(SEARCH_PAGE_SIZE);
  });

  it('keeps the limits the PWA and the worker check in step with the API', () => {
    expect(pwaLimits.SEARCH_QUERY_MAX_LENGTH).toBe(SEARCH_QUERY_MAX_LENGTH);
    expect(pwaLimits.SEARCH_MAX_PAGE).toBe(SEARCH_MAX_PAGE);
  });
});
