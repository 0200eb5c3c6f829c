import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryListResponse,
  categoryResponse,
  dealListQuery,
  dealListResponse,
  dealNotFoundBody,
  dealResponse,
  groupMembersResponse,
  scopedDealListQuery,
  shareResponse,
  subcategoryResponse,
} from '../../../contract/catalog.ts';
import type { DealListResponse, ScopedDealListQuery } from '../../../contract/catalog.ts';
import { errorBody, idParams } from '../../../contract/common.ts';
import { DealNotOpenYet } from './service.ts';
import type { CatalogService, DealScope } from './service.ts';
import type { ListingCache } from '../../http/listing-cache.ts';
import { sendCachedPage } from '../../http/listing-cache.ts';
import { routesOf, succeeded } from '../../http/route.ts';

const errors = { 400: errorBody, 404: errorBody };
/** The catalogue's success envelope, docs/product.md §7's `status: 'success'` (its other calls say `success`). */
const found = <Data>(data: Data) => ({ status: 'success' as const, data });

/** docs/product.md §7's catalogue calls. Listings answer from the shared page cache with ETag / 304. */
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
        return { ...found(result.deals), next_cursor: result.nextCursor };
      });
    }

    const route = routesOf(app, { tags: ['catalog'], errors });
    /** The whole lists are never wrong to ask for: they answer no errors of their own. */
    const listRoute = routesOf(app, { tags: ['catalog'], errors: {} });

    route.get(
      '/ecommerce/active-deal',
      {
        summary: 'Active deals, soonest expiry first, one page at a time',
        querystring: dealListQuery,
        answers: { 200: dealListResponse },
      },
      (request, reply) => {
        const { category, ...page } = request.query;
        const scope = category === undefined ? {} : { categoryId: category };
        return sendDealPage(request, reply, scope, page);
      },
    );

    /** A deal's 404 may say when it opens, so its page can tell the shopper when to come back. */
    const dealRoute = routesOf(app, {
      tags: ['catalog'],
      errors: { 400: errorBody, 404: dealNotFoundBody },
    });
    dealRoute.get(
      '/ecommerce/deals/:id',
      {
        summary: 'One deal with its product and open group; a deal not open yet says when it opens',
        params: idParams,
        answers: { 200: dealResponse },
      },
      async (request, reply) => {
        try {
          return found(await catalog.getDeal(request.params.id));
        } catch (error) {
          if (error instanceof DealNotOpenYet) return reply.code(404).send(error.body);
          throw error;
        }
      },
    );

    route.get(
      '/ecommerce/deals/:id/members',
      {
        summary:
          "Who is in a deal's open group: joins in the last hour, the initials members show, how many others",
        params: idParams,
        answers: { 200: groupMembersResponse, 404: errorBody },
      },
      async (request) => succeeded(await catalog.groupMembers(request.params.id)),
    );

    route.post(
      '/ecommerce/deals/:id/share',
      {
        summary:
          'Counts one share of a deal; a repeat from the same address within the hour answers the unchanged count',
        params: idParams,
        answers: { 200: shareResponse },
      },
      async (request) =>
        succeeded({ share_count: await catalog.shareDeal(request.params.id, request.ip) }),
    );

    listRoute.get(
      '/categories/dropdown',
      { summary: 'Every category with its subcategories', answers: { 200: categoryListResponse } },
      (request, reply) =>
        sendCached(request, reply, async () => found(await catalog.listCategories())),
    );

    listRoute.get(
      '/getfeatured',
      { summary: 'Featured categories in display order', answers: { 200: categoryListResponse } },
      (request, reply) =>
        sendCached(request, reply, async () => found(await catalog.featuredCategories())),
    );

    route.get(
      '/categories/:id',
      {
        summary: 'A category with its subcategories',
        params: idParams,
        answers: { 200: categoryResponse },
      },
      async (request) => found(await catalog.getCategory(request.params.id)),
    );

    route.get(
      '/categories/:id/deals',
      {
        summary: "A page of the category's deals",
        params: idParams,
        querystring: scopedDealListQuery,
        answers: { 200: dealListResponse },
      },
      (request, reply) =>
        sendDealPage(request, reply, { categoryId: request.params.id }, request.query),
    );

    route.get(
      '/subcategories/:id',
      {
        summary: 'A subcategory with the category it belongs to',
        params: idParams,
        answers: { 200: subcategoryResponse },
      },
      async (request) => found(await catalog.getSubcategory(request.params.id)),
    );

    route.get(
      '/subcategories/:id/deals',
      {
        summary: "A page of the subcategory's deals",
        params: idParams,
        querystring: scopedDealListQuery,
        answers: { 200: dealListResponse },
      },
      (request, reply) =>
        sendDealPage(request, reply, { subcategoryId: request.params.id }, request.query),
    );
  };
}
