import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common.ts';
import {
  confirmPaymentRequest,
  confirmPaymentResponse,
  createIntentRequest,
  createIntentResponse,
  createTestPaymentMethodRequest,
  paymentMethodResponse,
} from '../../../contract/payments.ts';
import { idempotentWriteHeaders } from '../../../contract/idempotency.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import type { AuthGuard } from '../auth/service.ts';
import { bearerToken } from '../auth/service.ts';
import type { PaymentsService } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 402: errorBody, 404: errorBody, 409: errorBody };

/** SPEC 7's payment calls, and the test provider's card step while it is in force. */
export function paymentRoutes({
  payments,
  guard,
}: {
  payments: PaymentsService;
  guard: AuthGuard;
}): FastifyPluginAsyncZod {
  const optionalSignIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (bearerToken(request)) await guard.authenticate(request, reply);
  };

  return async (app) => {
    if (payments.testCardsEnabled) {
      app.post(
        '/payments/test/payment-methods',
        {
          // A signed-in shopper's card is saved to them; a visitor's is not. A bad token is still a 401.
          onRequest: optionalSignIn,
          schema: {
            tags: ['payments'],
            summary:
              "The test provider's card step (Stripe's test numbers); never stores the full number",
            body: createTestPaymentMethodRequest,
            response: { 200: paymentMethodResponse, ...errors },
          },
        },
        async (request) => {
          const { card, billing_details: billing } = request.body;
          return {
            success: true as const,
            data: await payments.createTestPaymentMethod({
              number: card.number,
              expMonth: card.exp_month,
              expYear: card.exp_year,
              userId: request.auth?.userId ?? null,
              billingName: billing?.name ?? null,
              billingEmail: billing?.email ?? null,
            }),
          };
        },
      );
    }

    app.post(
      '/payments/create-intent',
      {
        // A signed-in shopper's new card is saved to them; a guest's is not. A bad token is still a 401.
        onRequest: optionalSignIn,
        schema: {
          tags: ['payments'],
          summary: 'Authorises the checkout amount, recomputed by the server',
          headers: idempotentWriteHeaders,
          body: createIntentRequest,
          response: { 200: createIntentResponse, ...errors, 422: errorBody, 429: errorBody },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments.createIntent(
          request.body,
          request.auth ? { userId: request.auth.userId } : null,
          { address: request.ip, idempotencyKey: idempotencyKeyOf(request) },
        ),
      }),
    );

    app.post(
      '/payments/confirm',
      {
        schema: {
          tags: ['payments'],
          summary: 'The state of a payment intent confirmed with a card',
          body: confirmPaymentRequest,
          response: { 200: confirmPaymentResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments.confirm(request.body.paymentIntentId, request.body.paymentMethodId),
      }),
    );
  };
}
