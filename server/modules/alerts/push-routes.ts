import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common.ts';
import {
  deletePushSubscriptionRequest,
  ordersSeenResponse,
  pushSubscriptionResponse,
  savePushSubscriptionRequest,
} from '../../../contract/alerts.ts';
import { signedInUser } from '../auth/service.ts';
import type { AuthGuard } from '../auth/service.ts';
import type { AlertsService } from './service.ts';
import { alertTexts } from './texts.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody };

/** A browser's push subscription, kept and forgotten, and the app badge's "orders seen". */
export function pushRoutes({
  alerts,
  guard,
}: {
  alerts: AlertsService;
  guard: AuthGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/push/subscriptions',
      {
        schema: {
          tags: ['alerts'],
          summary: "Keeps this browser's push subscription, for the shopper or a subscriber e-mail",
          body: savePushSubscriptionRequest,
          response: { 200: pushSubscriptionResponse, ...errors },
        },
        // Signed-in shoppers get alerts on their account; visitors name their subscriber e-mail.
        preHandler: guard.optionalSignIn,
      },
      async (request) => {
        const { subscription, email, categories } = request.body;
        await alerts.savePushSubscription(
          subscription,
          {
            userId: request.auth?.userId ?? null,
            sessionId: request.auth?.sessionId ?? null,
            email: email ?? null,
          },
          categories,
        );
        return { success: true as const, message: alertTexts.pushSaved };
      },
    );

    app.post(
      '/alerts/orders-seen',
      {
        schema: {
          tags: ['alerts'],
          summary:
            'Notes that the shopper opened My Orders: the groups completed so far leave the app badge',
          response: { 200: ordersSeenResponse, ...errors },
        },
        preHandler: guard.authenticate,
      },
      async (request) => {
        await alerts.ordersSeen(signedInUser(request).userId);
        return { success: true as const };
      },
    );

    app.delete(
      '/push/subscriptions',
      {
        schema: {
          tags: ['alerts'],
          summary: "Forgets this browser's push subscription",
          body: deletePushSubscriptionRequest,
          response: { 200: pushSubscriptionResponse, ...errors },
        },
        // The signed-in owner may forget their browser's subscription; anyone else needs its keys.
        preHandler: guard.optionalSignIn,
      },
      async (request) => {
        await alerts.deletePushSubscription(request.body.endpoint, {
          auth: request.body.auth ?? null,
          userId: request.auth?.userId ?? null,
        });
        return { success: true as const, message: alertTexts.pushDeleted };
      },
    );
  };
}
