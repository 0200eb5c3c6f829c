import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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
  cancelPlaceRequest,
  cancelPlaceResponse,
  dashboardQuery,
  dashboardResponse,
  refundOrderRequest,
  refundOrderResponse,
  sendDealAlertResponse,
  dealAlertAudienceResponse,
  paymentReminderResponse,
  shipOrderRequest,
  shipOrderResponse,
  shipOrdersRequest,
  shipOrdersResponse,
  shoppersQuery,
  shoppersResponse,
  subscribersResponse,
} from '../../../contract/admin-console.ts';
import { errorBody, idParams } from '../../../contract/common.ts';
import { ordersExportQuery } from '../../../contract/warehouse.ts';
import { IDEMPOTENCY_KEY_HEADER, keyedWriteHeaders } from '../../../contract/idempotency.ts';
import { requestFingerprint } from '../../http/idempotency.ts';
import { routesOf, succeeded } from '../../http/route.ts';
import { staffMember } from '../auth/service.ts';
import { RefundUnconfirmed } from './service.ts';
import type { AdminService } from './service.ts';
import { adminTexts } from './texts.ts';

/** What every admin call may answer besides its success: bad input, signed out, not an admin, ... */
export const adminErrors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};
const noQuery = z.object({}).strict();

/**
 * The operator console's calls beyond the catalogue writes and image uploads: orders, refunds,
 * shipping, groups, audit log, dashboard, shoppers and subscribers. Registered inside the admin
 * routes, so the same admin-only hooks run first.
 */
export function consoleRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['admin'], errors: adminErrors });
    const operator = staffMember;

    route.get(
      '/admin/orders',
      {
        summary: 'Orders by status, type and order number or e-mail, newest first',
        querystring: adminOrdersQuery,
        answers: { 200: adminOrderListResponse },
      },
      async (request) => succeeded(await admin.listOrders(request.query)),
    );

    // CSV downloads document no answers: the CSV is streamed text; errors still get the envelope.
    const csvRoute = routesOf(app, { tags: ['admin'], errors: {} });
    const sendCsv = (reply: FastifyReply, filename: string, rows: AsyncIterable<string>) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(Readable.from(rows));

    csvRoute.get(
      '/admin/orders/export.csv',
      {
        summary:
          'The filtered orders as CSV (text/csv), every page, with what a warehouse ships by: address, product, variations, amounts in dollars, tracking; times in `tz`',
        querystring: ordersExportQuery,
        written: { 200: { description: 'The orders, one a row', contentType: 'text/csv' } },
      },
      async (request, reply) => sendCsv(reply, 'orders.csv', admin.ordersCsv(request.query)),
    );

    route.get(
      '/admin/orders/:id',
      {
        summary: "An order's page: lines, money, shopper, shipment, refunds and timeline",
        params: idParams,
        answers: { 200: adminOrderResponse },
      },
      async (request) => succeeded(await admin.order(request.params.id)),
    );

    // Written, not serialised, as the receipts are: a PDF's bytes fit no schema.
    const pdfRoute = routesOf(app, { tags: ['admin'], errors: {} });
    pdfRoute.get(
      '/admin/orders/:id/packing-slip.pdf',
      {
        summary:
          "The order's packing slip (application/pdf): ship-to address, order number, items with their options and counts, no prices",
        params: idParams,
        written: { 200: { description: 'The packing slip', contentType: 'application/pdf' } },
      },
      async (request, reply) => {
        const { orderNumber, content } = await admin.packingSlip(request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="packing-slip-${orderNumber}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(content);
      },
    );

    route.post(
      '/admin/orders/:id/refund',
      {
        summary:
          'Refunds part or all of what was captured, through the payment provider, once per Idempotency-Key (required)',
        params: idParams,
        // Required: a second part refund may be meant, so only the key tells a retry from it.
        headers: keyedWriteHeaders,
        body: refundOrderRequest,
        answers: { 200: refundOrderResponse, 422: errorBody, 503: errorBody },
      },
      async (request, reply) => {
        const key = {
          key: request.headers[IDEMPOTENCY_KEY_HEADER],
          fingerprint: requestFingerprint(request),
        };
        const { order, message } = await admin
          .refundOrder(operator(request), request.params.id, request.body, key)
          .catch((error: unknown) => {
            if (error instanceof RefundUnconfirmed)
              reply.header('retry-after', String(error.retryAfterSeconds));
            throw error;
          });
        return { success: true as const, message, data: order };
      },
    );

    route.post(
      '/admin/orders/ship',
      {
        summary:
          'Marks several orders shipped, each with its carrier and tracking number: all of them, or none when one cannot ship',
        body: shipOrdersRequest,
        answers: { 200: shipOrdersResponse },
      },
      async (request) => {
        const shipped = await admin.shipOrders(operator(request), request.body);
        return {
          success: true as const,
          message: adminTexts.shippedMany(shipped.length),
          data: { order_ids: shipped },
        };
      },
    );

    route.post(
      '/admin/orders/:id/ship',
      {
        summary: 'Records carrier and tracking number and marks the order fulfilled',
        params: idParams,
        body: shipOrderRequest,
        answers: { 200: shipOrderResponse },
      },
      async (request) => ({
        success: true as const,
        message: adminTexts.shipped,
        data: await admin.shipOrder(operator(request), request.params.id, request.body),
      }),
    );

    route.get(
      '/admin/deals',
      {
        summary: 'Deals by status, category and title, newest first',
        querystring: adminDealsQuery,
        answers: { 200: adminDealListResponse },
      },
      async (request) => succeeded(await admin.listDeals(request.query)),
    );

    route.get(
      '/admin/deals/:id',
      {
        summary: 'A deal with its whole product, for the edit form',
        params: idParams,
        answers: { 200: adminDealDetailResponse },
      },
      async (request) => succeeded(await admin.deal(request.params.id)),
    );

    route.get(
      '/admin/deals/:id/groups',
      {
        summary: "A deal's open group and past groups with their members",
        params: idParams,
        answers: { 200: adminDealGroupsResponse },
      },
      async (request) => succeeded(await admin.dealGroups(request.params.id)),
    );

    route.post(
      '/admin/deals/:id/alert',
      {
        summary:
          "Sends an active deal's alert to its category's followers, once per Idempotency-Key (required)",
        params: idParams,
        headers: keyedWriteHeaders,
        answers: { 200: sendDealAlertResponse },
      },
      async (request) => {
        const sent = await admin.sendDealAlert(
          operator(request),
          request.params.id,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        );
        return {
          success: true as const,
          message: sent.queued
            ? adminTexts.alertQueued(sent.audience)
            : adminTexts.alertAlreadySent,
          data: sent,
        };
      },
    );

    route.post(
      '/admin/orders/:id/payment-reminder',
      {
        summary:
          'Reminds the shopper of an order whose group charge failed how to fix their card; at most once an hour',
        params: idParams,
        answers: { 200: paymentReminderResponse },
      },
      async (request) => {
        const { remindedAt, nextReminderAt } = await admin.remindToFixPayment(
          operator(request),
          request.params.id,
        );
        return {
          success: true as const,
          message: adminTexts.reminded,
          data: {
            reminded_at: remindedAt.toISOString(),
            next_reminder_at: nextReminderAt.toISOString(),
          },
        };
      },
    );

    route.post(
      '/admin/orders/:id/cancel-place',
      {
        summary:
          'Cancels the place of a shopper whose group charge failed, with the reason they are told; once, however often asked',
        params: idParams,
        body: cancelPlaceRequest,
        answers: { 200: cancelPlaceResponse },
      },
      async (request) => {
        const { order, cancelledNow } = await admin.cancelPlace(
          await operator(request),
          request.params.id,
          request.body.reason,
        );
        return {
          success: true as const,
          message: cancelledNow ? adminTexts.placeCancelled : adminTexts.placeCancelledBefore,
          data: order,
        };
      },
    );

    route.get(
      '/admin/deals/:id/alert-audience',
      {
        summary:
          "Who a send of the deal's alert would reach now: its category's followers, counted",
        params: idParams,
        answers: { 200: dealAlertAudienceResponse },
      },
      async (request) => succeeded(await admin.dealAlertAudience(request.params.id)),
    );

    route.post(
      '/admin/groups/:id/cancel',
      {
        summary: 'Cancels an open group: every hold released, every member told why',
        params: idParams,
        body: cancelGroupRequest,
        answers: { 200: cancelGroupResponse },
      },
      async (request) => {
        const data = await admin.cancelGroup(
          operator(request),
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

    route.get(
      '/admin/audit',
      {
        summary: 'Every admin action, newest first, by actor, action, entity and time',
        querystring: auditQuery,
        answers: { 200: auditListResponse },
      },
      async (request) => succeeded(await admin.audit(request.query)),
    );

    route.get(
      '/admin/dashboard',
      {
        summary: 'Sales, orders, groups, refunds and subscribers over a period, by day',
        querystring: dashboardQuery,
        answers: { 200: dashboardResponse },
      },
      async (request) => succeeded(await admin.dashboard(request.query.from, request.query.to)),
    );

    route.get(
      '/admin/shoppers',
      {
        summary: 'Shoppers whose e-mail contains q, with their orders',
        querystring: shoppersQuery,
        answers: { 200: shoppersResponse },
      },
      async (request) => succeeded(await admin.shoppers(request.query)),
    );

    route.get(
      '/admin/subscribers',
      {
        summary: 'How many e-mails get deal alerts',
        querystring: noQuery,
        answers: { 200: subscribersResponse },
      },
      async () => succeeded(await admin.subscribers()),
    );

    csvRoute.get(
      '/admin/subscribers/export.csv',
      {
        summary: 'Every current subscriber as CSV (text/csv)',
        querystring: noQuery,
        written: { 200: { description: 'The subscribers, one a row', contentType: 'text/csv' } },
      },
      async (_request, reply) => sendCsv(reply, 'subscribers.csv', admin.subscribersCsv()),
    );
  };
}
