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
import { routesOf, succeeded } from '../../http/route.ts';
import type { AuthGuard } from '../auth/service.ts';
import type { PaymentsService } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 402: errorBody, 404: errorBody, 409: errorBody };

/** docs/product.md §7's payment calls, and the test provider's card step while it is in force. */
export function paymentRoutes({
  payments,
  guard,
}: {
  payments: PaymentsService;
  guard: AuthGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['payments'], errors });

    if (payments.testCardsEnabled) {
      route.post(
        '/payments/test/payment-methods',
        {
          summary:
            "The test provider's card step (Stripe's test numbers); never stores the full number",
          body: createTestPaymentMethodRequest,
          answers: { 200: paymentMethodResponse },
          // A signed-in shopper's card is saved to them; a visitor's is not. A bad token is still a 401.
          onRequest: guard.optionalSignIn,
        },
        async (request) => {
          const { card, billing_details: billing } = request.body;
          return succeeded(
            await payments.createTestPaymentMethod({
              number: card.number,
              expMonth: card.exp_month,
              expYear: card.exp_year,
              userId: request.auth?.userId ?? null,
              billingName: billing?.name ?? null,
              billingEmail: billing?.email ?? null,
            }),
          );
        },
      );
    }

    route.post(
      '/payments/create-intent',
      {
        summary: 'Authorises the checkout amount, recomputed by the server',
        headers: idempotentWriteHeaders,
        body: createIntentRequest,
        answers: { 200: createIntentResponse, 422: errorBody, 429: errorBody },
        // A signed-in shopper's new card is saved to them; a guest's is not. A bad token is still a 401.
        onRequest: guard.optionalSignIn,
      },
      async (request) =>
        succeeded(
          await payments.createIntent(
            request.body,
            request.auth ? { userId: request.auth.userId } : null,
            { address: request.ip, idempotencyKey: idempotencyKeyOf(request) },
          ),
        ),
    );

    route.post(
      '/payments/confirm',
      {
        summary: 'The state of a payment intent confirmed with a card',
        body: confirmPaymentRequest,
        answers: { 200: confirmPaymentResponse },
        // A signed-in shopper's payment is confirmed by them alone. A bad token is still a 401.
        onRequest: guard.optionalSignIn,
      },
      async (request) =>
        succeeded(
          await payments.confirm(
            request.body.paymentIntentId,
            request.body.paymentMethodId,
            request.auth ? { userId: request.auth.userId } : null,
          ),
        ),
    );
  };
}
