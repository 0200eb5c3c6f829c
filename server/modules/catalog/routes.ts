import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryListResponse,
  categoryResponse,
  dealListQuery,
  dealListResponse,
  dealResponse,
  scopedDealListQuery,
  shareResponse,
  subcategoryResponse,
} from '../../../contract/catalog.ts';
import type { DealListResponse, ScopedDealListQuery } from '../../../contract/catalog.ts';
import { errorBody, idParams } from '../../../contract/common.ts';
import type { CatalogService, DealScope } from './service.ts';
import type { ListingCache } from '../../http/listing-cache.ts';
import { sendCachedPage } from '../../http/listing-cache.ts';

const errors = { 400: errorBody, 404: errorBody };

/** SPEC 7's catalogue calls. Listings answer from the shared page cache with ETag / 304. */
export function catalogRoutes({
  catalog,
  listingCache,
}: {
  catalog: CatalogService;
  listingCache: ListingCache;
}): FastifyPluginAsyncZod {
  return async (app) => {
    /** The cached serialised page for this address, or 304 when the browser has it. */
    const sendCached = (
      request: FastifyRequest,
      reply: FastifyReply,
      produce: () => Promise<unknown>,
    ) => sendCachedPage(listingCache, request.url, { request, reply }, produce);

    function sendDealPage(
      request: FastifyRequest,
      reply: FastifyReply,
      scope: DealScope,
      query: ScopedDealListQuery,
    ) {
      return sendCached(request, reply, async (): Promise<DealListResponse> => {
        const result = await catalog.listDeals(scope, {
          includeExpired: query.include_expired === 'true',
          limit: query.limit,
          ...(query.cursor === undefined ? {} : { cursor: query.cursor }),
        });
        return { status: 'success', data: result.deals, next_cursor: result.nextCursor };
      });
    }

    app.get(
      '/ecommerce/active-deal',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Active deals, soonest expiry first, one page at a time',
          querystring: dealListQuery,
          response: { 200: dealListResponse, ...errors },
        },
      },
      (request, reply) => {
        const { category, ...page } = request.query;
        return sendDealPage(
          request,
          reply,
          category === undefined ? {} : { categoryId: category },
          page,
        );
      },
    );

    app.get(
      '/ecommerce/deals/:id',
      {
        schema: {
          tags: ['catalog'],
          summary: 'One deal with its product and open group',
          params: idParams,
          response: { 200: dealResponse, ...errors },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await catalog.getDeal(request.params.id),
      }),
    );

    app.post(
      '/ecommerce/deals/:id/share',
      {
        schema: {
          tags: ['catalog'],
          summary:
            'Counts one share of a deal; a repeat from the same address within the hour answers the unchanged count',
          params: idParams,
          response: { 200: shareResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { share_count: await catalog.shareDeal(request.params.id, request.ip) },
      }),
    );

    app.get(
      '/categories/dropdown',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Every category with its subcategories',
          response: { 200: categoryListResponse },
        },
      },
      (request, reply) =>
        sendCached(request, reply, async () => ({
          status: 'success',
          data: await catalog.listCategories(),
        })),
    );

    app.get(
      '/getfeatured',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Featured categories in display order',
          response: { 200: categoryListResponse },
        },
      },
      (request, reply) =>
        sendCached(request, reply, async () => ({
          status: 'success',
          data: await catalog.featuredCategories(),
        })),
    );

    app.get(
      '/categories/:id',
      {
        schema: {
          tags: ['catalog'],
          params: idParams,
          response: { 200: categoryResponse, ...errors },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await catalog.getCategory(request.params.id),
      }),
    );

    app.get(
      '/categories/:id/deals',
      {
        schema: {
          tags: ['catalog'],
          params: idParams,
          querystring: scopedDealListQuery,
          response: { 200: dealListResponse, ...errors },
        },
      },
      (request, reply) =>
        sendDealPage(request, reply, { categoryId: request.params.id }, request.query),
    );

    app.get(
      '/subcategories/:id',
      {
        schema: {
          tags: ['catalog'],
          params: idParams,
          response: { 200: subcategoryResponse, ...errors },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await catalog.getSubcategory(request.params.id),
      }),
    );

    app.get(
      '/subcategories/:id/deals',
      {
        schema: {
          tags: ['catalog'],
          params: idParams,
          querystring: scopedDealListQuery,
          response: { 200: dealListResponse, ...errors },
        },
      },
      (request, reply) =>
        sendDealPage(request, reply, { subcategoryId: request.params.id }, request.query),
    );
  };
}
