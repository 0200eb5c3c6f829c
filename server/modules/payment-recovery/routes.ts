import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '../../../contract/common.ts';
import { fixPaymentRequest, fixPaymentResponse } from '../../../contract/orders.ts';
import { routesOf } from '../../http/route.ts';
import type { AuthGuard } from '../auth/service.ts';
import { signedInUser } from '../auth/service.ts';
import type { PaymentRecoveryService } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 402: errorBody, 404: errorBody, 409: errorBody };

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
      async (request) => {
        const { order, message } = await recovery.fixPayment(
          signedInUser(request).userId,
          request.params.id,
          request.body.paymentMethodId,
        );
        return { success: true as const, message, data: order };
      },
    );
  };
}
