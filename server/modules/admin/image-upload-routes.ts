import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadImageResponse } from '../../../contract/admin-console.ts';
import {
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_IMAGE_MAX_PIXELS,
  ADMIN_IMAGE_TYPES,
  adminImageTexts,
} from '../../../contract/admin-limits.ts';
import { errorBody } from '../../../contract/common.ts';
import type { ErrorBody } from '../../../contract/common.ts';
import { handleError } from '../../http/error-handler.ts';
import { routesOf } from '../../http/route.ts';
import { staffMember } from '../auth/service.ts';
import { adminErrors } from './console-routes.ts';
import type { AdminService } from './service.ts';
import { adminTexts } from './texts.ts';

/**
 * POST /admin/images, in a scope of its own: the body is read as bytes whatever its
 * Content-Type says (the upload decodes them to learn what they are), and a body over the
 * limit is refused in the merchant's words rather than Fastify's.
 */
export function imageUploadRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: ADMIN_IMAGE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply
          .code(413)
          .send({ success: false, message: adminImageTexts.tooLarge } satisfies ErrorBody);
      return handleError(error, request, reply);
    });

    const route = routesOf(app, { tags: ['admin'], errors: adminErrors });
    route.post(
      '/admin/images',
      {
        summary: `Uploads an image: the raw bytes as the body (${ADMIN_IMAGE_TYPES.join(', ')}, at most ${ADMIN_IMAGE_MAX_BYTES / 1024 / 1024} MB and ${ADMIN_IMAGE_MAX_PIXELS / 1_000_000} megapixels); it is kept re-encoded, upright and without metadata`,
        consumes: [...ADMIN_IMAGE_TYPES],
        answers: { 201: uploadImageResponse, 413: errorBody, 415: errorBody },
      },
      async (request, reply) => {
        const operator = staffMember(request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const data = await admin.uploadImage(operator, bytes);
        return reply
          .code(201)
          .send({ success: true as const, message: adminTexts.imageStored, data });
      },
    );
  };
}
