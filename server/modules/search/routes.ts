import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common.ts';
import { searchQuery, searchResponse } from '../../../contract/search.ts';
import type { CachedPage, ListingCache } from '../catalog/service.ts';
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
    app.get(
      '/products/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Active deals matching a query, forgiving typos and accents',
          querystring: searchQuery,
          response: { 200: searchResponse, 400: errorBody },
        },
      },
      async (request, reply) => {
        const { q, category, page } = request.query;
        // Keyed by the parsed query, so ' Mug', 'mug' and '?q=mug&page=1' share one entry.
        const key = `search:${JSON.stringify([q.toLowerCase(), category ?? null, page])}`;
        const cached = await listingCache.page(key, async () =>
          JSON.stringify(await search.search(request.query)),
        );
        return sendCached(request, reply, cached);
      },
    );
  };
}

/** The serialised page as it is, or 304 when the browser already has this very one. */
function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.header('etag', page.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(page.body);
}
