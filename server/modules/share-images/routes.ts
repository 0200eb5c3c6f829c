import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/common.ts';
import { routesOf } from '../../http/route.ts';
import type { ShareImagesService } from './service.ts';

/** The address of a deal's current picture never shows another: it may be kept for good. */
const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Without its version (or with an old one) the address shows what is current: briefly kept. */
const UNVERSIONED_CACHE_CONTROL = 'public, max-age=60';

const shareImageQuery = z.object({
  v: z
    .string()
    .max(32)
    .optional()
    .describe('The version of the picture a page links (og:image), for caches to keep it by'),
});

/** The picture a deal's link unfurls with in chats and social sites (its og:image). */
export function shareImageRoutes({
  shareImages,
}: {
  shareImages: ShareImagesService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Its answer is written, not serialised: a PNG's bytes would not fit a schema; errors still get
    // docs/product.md's envelope.
    routesOf(app, { tags: ['catalog'], errors: {} }).get(
      '/deals/:id/share-image.png',
      {
        summary: "The deal's 1200×630 share image (image/png), redrawn when the deal changes",
        params: idParams,
        querystring: shareImageQuery,
        written: { 200: { description: 'The share image', contentType: 'image/png' } },
      },
      async (request, reply) => {
        const image = await shareImages.imageOf(request.params.id);
        const current = request.query.v === image.version;
        reply
          .header('etag', image.etag)
          .header('cache-control', current ? VERSIONED_CACHE_CONTROL : UNVERSIONED_CACHE_CONTROL);
        if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
        return reply.type('image/png').send(await image.png());
      },
    );
  };
}
