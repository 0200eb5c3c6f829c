import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deletePushSubscriptionRequest,
  pushSubscriptionResponse,
  savePushSubscriptionRequest,
  subscribeEmailRequest,
  subscriptionResponse,
  unsubscribeParams,
} from '../../../contract/alerts.ts';
import { errorBody } from '../../../contract/common.ts';
import { bearerToken } from '../auth/service.ts';
import type { AuthGuard } from '../auth/service.ts';
import type { AlertsService } from './service.ts';
import { alertTexts } from './texts.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody };

/** SPEC 7's e-mail subscription calls and this browser's push subscription. */
export function alertRoutes({
  alerts,
  guard,
}: {
  alerts: AlertsService;
  guard: AuthGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/subscribed-users/subscribeemail',
      {
        schema: {
          tags: ['alerts'],
          summary: 'Subscribes an e-mail address to deal alerts',
          body: subscribeEmailRequest,
          response: { 200: subscriptionResponse, ...errors },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message: await alerts.subscribeEmail(request.body.email_id),
      }),
    );

    app.get(
      '/subscribed-users/unsubscribe/:token',
      {
        schema: {
          tags: ['alerts'],
          summary: 'Ends the deal alerts of the address an unsubscribe link was made for',
          params: unsubscribeParams,
          response: { 200: subscriptionResponse, ...errors },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message: await alerts.unsubscribe(request.params.token),
      }),
    );

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
        preHandler: async (request, reply) => {
          if (bearerToken(request)) await guard.authenticate(request, reply);
        },
      },
      async (request) => {
        const { subscription, email, categories } = request.body;
        await alerts.savePushSubscription(
          subscription,
          { userId: request.auth?.userId ?? null, email: email ?? null },
          categories,
        );
        return { success: true as const, message: alertTexts.pushSaved };
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
      },
      async (request) => {
        await alerts.deletePushSubscription(request.body.endpoint);
        return { success: true as const, message: alertTexts.pushDeleted };
      },
    );
  };
}
