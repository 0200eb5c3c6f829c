import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentRefusedBody } from '../../../contract/checkout.ts';
import { errorBody, idParams } from '../../../contract/common.ts';
import { fixPaymentRequest, fixPaymentResponse } from '../../../contract/orders.ts';
import { routesOf, sendBankChallenge } from '../../http/route.ts';
import type { AuthGuard } from '../auth/service.ts';
import { signedInUser } from '../auth/service.ts';
import type { PaymentRecoveryService } from './service.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  402: paymentRefusedBody,
  404: errorBody,
  409: errorBody,
};

/** The link in a "your payment needs attention" alert ends here, with the shopper's new card. */
export function paymentRecoveryRoutes({
  recovery,
  guard,
}: {
  recovery: PaymentRecoveryService;
  guard: AuthGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    routesOf(app, { tags: ['orders'], errors }).post(
      '/orders/:id/payment',
      {
        summary: 'Pays an order whose payment needs action with a new card',
        params: idParams,
        body: fixPaymentRequest,
        answers: { 200: fixPaymentResponse },
        onRequest: guard.authenticate,
      },
      async (request, reply) => {
        const outcome = await recovery.fixPayment(
          signedInUser(request).userId,
          request.params.id,
          request.body.paymentMethodId,
          request.body.paymentIntentId,
        );
        if (outcome.kind === 'requires_action') return sendBankChallenge(reply, outcome);
        return { success: true as const, message: outcome.message, data: outcome.order };
      },
    );
  };
}
