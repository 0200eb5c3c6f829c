import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common.ts';
import type { ShareImagesService } from './service.ts';

/** The picture a deal's link unfurls with in chats and social sites (its og:image). */
export function shareImageRoutes({
  shareImages,
}: {
  shareImages: ShareImagesService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/deals/:id/share-image.png',
      {
        schema: {
          tags: ['catalog'],
          summary: "The deal's 1200×630 share image (image/png), redrawn when the deal changes",
          params: idParams,
          // No response schemas: a PNG's bytes would not fit one; errors still get SPEC's envelope.
        },
      },
      async (request, reply) => {
        const image = await shareImages.imageOf(request.params.id);
        // Public and short-lived: a new member changes the picture, the tag says when.
        reply.header('etag', image.etag).header('cache-control', 'public, max-age=60');
        if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
        return reply.type('image/png').send(await image.png());
      },
    );
  };
}
