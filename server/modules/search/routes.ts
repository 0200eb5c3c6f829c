import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common.ts';
import { searchQuery, searchResponse } from '../../../contract/search.ts';
import type { ListingCache } from '../../http/listing-cache.ts';
import { sendCachedPage } from '../../http/listing-cache.ts';
import { routesOf } from '../../http/route.ts';
import type { SearchService } from './service.ts';

/**
 * GET /products/search. Results are a listing like any other: served from the shared page cache
 * (so a popular query costs the database once per cache period) with ETag / 304.
 */
export function searchRoutes({
  search,
  listingCache,
}: {
  search: SearchService;
  listingCache: ListingCache;
}): FastifyPluginAsyncZod {
  return async (app) => {
    routesOf(app, { tags: ['search'], errors: { 400: errorBody } }).get(
      '/products/search',
      {
        summary: 'Active deals matching a query, forgiving typos and accents',
        querystring: searchQuery,
        answers: { 200: searchResponse },
      },
      async (request, reply) => {
        const { q, category, page } = request.query;
        // Keyed by the parsed query, so ' Mug', 'mug' and '?q=mug&page=1' share one entry.
        const key = `search:${JSON.stringify([q.toLowerCase(), category ?? null, page])}`;
        return sendCachedPage(listingCache, key, { request, reply }, () =>
          search.search(request.query),
        );
      },
    );
  };
}
