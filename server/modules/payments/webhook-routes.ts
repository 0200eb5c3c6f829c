import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common.ts';
import { webhookResponse } from '../../../contract/payments.ts';
import type { StripeWebhookService } from './webhook.ts';

/**
 * POST /payments/webhook. Its own plugin, because the signature covers the exact bytes Stripe
 * sent: here, and only here, the body is kept raw instead of parsed as JSON.
 */
export function stripeWebhookRoutes({
  webhook,
}: {
  webhook: StripeWebhookService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    app.post(
      '/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: "Stripe's events, verified by signature and handled once per event id",
          response: { 200: webhookResponse, 400: errorBody, 503: errorBody },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return {
          success: true as const,
          data: await webhook.receive(body, typeof signature === 'string' ? signature : undefined),
        };
      },
    );
  };
}
