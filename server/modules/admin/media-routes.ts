import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_NAME } from '../../adapters/storage/storage.ts';
import type { MediaStorage } from '../../adapters/storage/storage.ts';
import { notFound } from '../../http/errors.ts';
import { CONTENT_TYPES } from './images.ts';
import { adminTexts } from './texts.ts';

const mediaParams = z
  .object({
    name: z
      .string()
      .max(80, 'must be at most 80 characters')
      .regex(MEDIA_NAME, 'must be a media file name such as <sha-256>.png'),
  })
  .strict();

/**
 * GET /media/<hash>.<ext>: an uploaded image, for anyone. The name is the hash of the bytes, so
 * the answer never changes: cached for a year, immutable.
 */
export function mediaRoutes({ storage }: { storage: MediaStorage }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/media/:name',
      {
        schema: {
          tags: ['media'],
          summary: 'An uploaded image (immutable)',
          params: mediaParams,
          // No response schemas: the image's bytes would not fit one; errors keep the API's envelope.
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        const content = await storage.get(name);
        if (!content) throw notFound(adminTexts.imageNotFound);
        const extension = name.slice(name.lastIndexOf('.') + 1);
        return reply
          .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(content);
      },
    );
  };
}
