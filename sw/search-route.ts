/// <reference lib="webworker" />
import type { Deal } from '../contract/catalog.ts';
import { searchSavedDeals } from './offline-search.ts';
import type { SavedSearchQuery } from './offline-search.ts';
import { OFFLINE_SEARCH_HEADER } from './routing.ts';

/** As the catalogue: a network that has not answered in 3 s is treated as no network. */
const NETWORK_TIMEOUT_MS = 3_000;

/** The deal reads whose saved copies hold deals: lists and single deals. */
const savedDealReads = [
  /^\/api\/v1\/ecommerce\/active-deal$/,
  /^\/api\/v1\/ecommerce\/deals\/\d+$/,
  /^\/api\/v1\/(?:sub)?categories\/\d+\/deals$/,
];

function dealsIn(body: unknown): Deal[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data as Deal[];
  return data && typeof data === 'object' ? [data as Deal] : [];
}

/** Every deal in the worker's saved catalogue reads, freshest copy first. */
async function savedDeals(cacheName: string): Promise<Deal[]> {
  const cache = await caches.open(cacheName);
  const requests = (await cache.keys()).filter((request) =>
    savedDealReads.some((path) => path.test(new URL(request.url).pathname)),
  );
  const bodies = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      const fetchedAt = Date.parse(response?.headers.get('date') ?? '') || 0;
      const body: unknown = await response?.json().catch(() => null);
      return { fetchedAt, deals: dealsIn(body) };
    }),
  );
  return bodies.sort((a, b) => b.fetchedAt - a.fetchedAt).flatMap((entry) => entry.deals);
}

function queryOf(url: URL): SavedSearchQuery | null {
  const q = url.searchParams.get('q')?.trim() ?? '';
  const category = Number(url.searchParams.get('category') ?? Number.NaN);
  const page = Number(url.searchParams.get('page') ?? 1);
  if (q === '' || q.length > 100 || !Number.isInteger(page) || page < 1) return null;
  return { q, category: Number.isInteger(category) && category > 0 ? category : null, page };
}

/**
 * Search answers from the network; when there is none, from the deals this device has saved,
 * marked with OFFLINE_SEARCH_HEADER so the page can say whose results these are.
 */
export function searchWithSavedDeals(cacheName: string) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    try {
      return await fetch(request, { signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS) });
    } catch (error) {
      const query = queryOf(new URL(request.url));
      if (!query) throw error;
      const saved = await savedDeals(cacheName);
      const results = searchSavedDeals(saved, query, new Date());
      return new Response(JSON.stringify(results), {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          [OFFLINE_SEARCH_HEADER]: String(new Set(saved.map((deal) => deal.id)).size),
        },
      });
    }
  };
}
