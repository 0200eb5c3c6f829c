import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutRequest,
  checkoutResponse,
  paymentRefusedBody,
} from '../../../contract/checkout.ts';
import { errorBody } from '../../../contract/common.ts';
import { routesOf, sendBankChallenge } from '../../http/route.ts';
import type { AuthGuard } from '../auth/service.ts';
import type { CheckoutService } from './service.ts';

/** docs/product.md §7's POST /checkout/process, for guests and signed-in shoppers alike. */
export function checkoutRoutes({
  checkout,
  guard,
}: {
  checkout: CheckoutService;
  guard: AuthGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    routesOf(app, { tags: ['checkout'], errors: {} }).post(
      '/checkout/process',
      {
        summary: 'Records the order of a paid (solo) or held (group) checkout, once per payment',
        body: checkoutRequest,
        answers: {
          200: checkoutResponse,
          400: errorBody,
          401: errorBody,
          402: paymentRefusedBody,
          404: errorBody,
          409: errorBody,
        },
        // A guest may check out; a bad or expired token is still a 401, never a silent guest order.
        onRequest: guard.optionalSignIn,
      },
      async (request, reply) => {
        const outcome = await checkout.process(
          request.body,
          request.auth ? { userId: request.auth.userId } : null,
        );
        if (outcome.kind === 'requires_action') return sendBankChallenge(reply, outcome);
        return { success: true as const, message: outcome.message, data: outcome.data };
      },
    );
  };
}
