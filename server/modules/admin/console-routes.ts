import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_IMAGE_TYPES,
  adminDealDetailResponse,
  adminDealGroupsResponse,
  adminDealListResponse,
  adminDealsQuery,
  adminOrderListResponse,
  adminOrderResponse,
  adminOrdersQuery,
  auditListResponse,
  auditQuery,
  cancelGroupRequest,
  cancelGroupResponse,
  dashboardQuery,
  dashboardResponse,
  refundOrderRequest,
  refundOrderResponse,
  sendDealAlertResponse,
  shipOrderRequest,
  shipOrderResponse,
  shoppersQuery,
  shoppersResponse,
  subscribersResponse,
  uploadImageResponse,
} from '../../../contract/admin-console.ts';
import { errorBody, idParams } from '../../../contract/common.ts';
import { HttpError } from '../../http/errors.ts';
import { idempotencyKeyOf, requestFingerprint } from '../../http/idempotency.ts';
import { signedInUser } from '../auth/service.ts';
import type { AdminService } from './service.ts';
import type { ImageType } from './images.ts';
import { adminTexts } from './texts.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const csvQuery = adminOrdersQuery.omit({ page: true });

const isImageType = (type: string): type is ImageType =>
  (ADMIN_IMAGE_TYPES as readonly string[]).includes(type);

/** The bare media type of the request (no parameters), lower-cased. */
const mediaTypeOf = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The operator console's calls beyond the catalogue writes: orders, refunds, shipping, groups,
 * audit log, dashboard, shoppers, subscribers and image uploads. Registered inside the admin
 * routes, so the same admin-only hooks run first.
 */
export function consoleRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const operator = (request: FastifyRequest) => admin.operator(signedInUser(request).userId);

    // Images arrive as their raw bytes; the type is proved from the bytes by the upload itself.
    app.addContentTypeParser(
      [...ADMIN_IMAGE_TYPES],
      { parseAs: 'buffer', bodyLimit: ADMIN_IMAGE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.get(
      '/admin/orders',
      {
        schema: {
          tags,
          summary: 'Orders by status, type and order number or e-mail, newest first',
          querystring: adminOrdersQuery,
          response: { 200: adminOrderListResponse, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await admin.listOrders(request.query) }),
    );

    app.get(
      '/admin/orders/export.csv',
      {
        schema: {
          tags,
          summary: 'The filtered orders as CSV (text/csv), every page',
          querystring: csvQuery,
          // No response schemas: the CSV is streamed text; errors still get the API's envelope.
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="orders.csv"')
          .send(Readable.from(admin.ordersCsv(request.query))),
    );

    app.get(
      '/admin/orders/:id',
      {
        schema: {
          tags,
          summary: "An order's page: lines, money, shopper, shipment, refunds and timeline",
          params: idParams,
          response: { 200: adminOrderResponse, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await admin.order(request.params.id) }),
    );

    app.post(
      '/admin/orders/:id/refund',
      {
        schema: {
          tags,
          summary:
            'Refunds part or all of what was captured, through the payment provider (Idempotency-Key honoured)',
          params: idParams,
          body: refundOrderRequest,
          response: { 200: refundOrderResponse, ...errors, 422: errorBody },
        },
      },
      async (request) => {
        const key = { key: idempotencyKeyOf(request), fingerprint: requestFingerprint(request) };
        const { order, message } = await admin.refundOrder(
          await operator(request),
          request.params.id,
          request.body,
          key,
        );
        return { success: true as const, message, data: order };
      },
    );

    app.post(
      '/admin/orders/:id/ship',
      {
        schema: {
          tags,
          summary: 'Records carrier and tracking number and marks the order fulfilled',
          params: idParams,
          body: shipOrderRequest,
          response: { 200: shipOrderResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: adminTexts.shipped,
        data: await admin.shipOrder(await operator(request), request.params.id, request.body),
      }),
    );

    app.get(
      '/admin/deals',
      {
        schema: {
          tags,
          summary: 'Deals by status, category and title, newest first',
          querystring: adminDealsQuery,
          response: { 200: adminDealListResponse, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await admin.listDeals(request.query) }),
    );

    app.get(
      '/admin/deals/:id',
      {
        schema: {
          tags,
          summary: 'A deal with its whole product, for the edit form',
          params: idParams,
          response: { 200: adminDealDetailResponse, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await admin.deal(request.params.id) }),
    );

    app.get(
      '/admin/deals/:id/groups',
      {
        schema: {
          tags,
          summary: "A deal's open group and past groups with their members",
          params: idParams,
          response: { 200: adminDealGroupsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await admin.dealGroups(request.params.id),
      }),
    );

    app.post(
      '/admin/deals/:id/alert',
      {
        schema: {
          tags,
          summary: "Announces an active deal to its category's followers, once per deal",
          params: idParams,
          response: { 200: sendDealAlertResponse, ...errors },
        },
      },
      async (request) => {
        const queued = await admin.sendDealAlert(await operator(request), request.params.id);
        return {
          success: true as const,
          message: queued ? adminTexts.alertQueued : adminTexts.alertAlreadySent,
          data: { queued },
        };
      },
    );

    app.post(
      '/admin/groups/:id/cancel',
      {
        schema: {
          tags,
          summary: 'Cancels an open group: every hold released, every member told why',
          params: idParams,
          body: cancelGroupRequest,
          response: { 200: cancelGroupResponse, ...errors },
        },
      },
      async (request) => {
        const data = await admin.cancelGroup(
          await operator(request),
          request.params.id,
          request.body.reason,
        );
        return {
          success: true as const,
          message: adminTexts.groupCancelled(data.group.members.length),
          data,
        };
      },
    );

    app.get(
      '/admin/audit',
      {
        schema: {
          tags,
          summary: 'Every admin action, newest first, by actor, action, entity and time',
          querystring: auditQuery,
          response: { 200: auditListResponse, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await admin.audit(request.query) }),
    );

    app.get(
      '/admin/dashboard',
      {
        schema: {
          tags,
          summary: 'Sales, orders, groups, refunds and subscribers over a period, by day',
          querystring: dashboardQuery,
          response: { 200: dashboardResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await admin.dashboard(request.query.from, request.query.to),
      }),
    );

    app.get(
      '/admin/shoppers',
      {
        schema: {
          tags,
          summary: 'Shoppers whose e-mail contains q, with their orders',
          querystring: shoppersQuery,
          response: { 200: shoppersResponse, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await admin.shoppers(request.query) }),
    );

    app.get(
      '/admin/subscribers',
      {
        schema: {
          tags,
          summary: 'How many e-mails get deal alerts',
          querystring: z.object({}).strict(),
          response: { 200: subscribersResponse, ...errors },
        },
      },
      async () => ({ success: true as const, data: await admin.subscribers() }),
    );

    app.get(
      '/admin/subscribers/export.csv',
      {
        schema: {
          tags,
          summary: 'Every current subscriber as CSV (text/csv)',
          querystring: z.object({}).strict(),
          // No response schemas: the CSV is streamed text; errors still get the API's envelope.
        },
      },
      async (_request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="subscribers.csv"')
          .send(Readable.from(admin.subscribersCsv())),
    );

    app.post(
      '/admin/images',
      {
        schema: {
          tags,
          summary: `Uploads an image: the raw bytes as the body (${ADMIN_IMAGE_TYPES.join(', ')}, at most ${ADMIN_IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
          consumes: [...ADMIN_IMAGE_TYPES],
          response: { 201: uploadImageResponse, ...errors, 413: errorBody, 415: errorBody },
        },
      },
      async (request, reply) => {
        const type = mediaTypeOf(request);
        if (!isImageType(type) || !Buffer.isBuffer(request.body))
          throw new HttpError(415, adminTexts.imageUnsupported);
        const data = await admin.uploadImage(await operator(request), request.body, type);
        return reply
          .code(201)
          .send({ success: true as const, message: adminTexts.imageStored, data });
      },
    );
  };
}
