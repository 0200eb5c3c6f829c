import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deletePushSubscriptionRequest,
  emailLinkParams,
  ordersSeenResponse,
  pushSubscriptionResponse,
  savePushSubscriptionRequest,
  subscribeEmailRequest,
  subscriptionResponse,
} from '../../../contract/alerts.ts';
import { errorBody } from '../../../contract/common.ts';
import { signedInUser } from '../auth/service.ts';
import type { AuthGuard } from '../auth/service.ts';
import type { AlertsService } from './service.ts';
import { alertTexts } from './texts.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody };

/** docs/product.md §7's e-mail subscription calls, their confirmation and one-click unsubscribe, and push. */
export function alertRoutes({
  alerts,
  guard,
}: {
  alerts: AlertsService;
  guard: AuthGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // RFC 8058: a mail app's one-click POST is a form whose only field is
    // List-Unsubscribe=One-Click; the signed token in the address is what decides.
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1_024 },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/subscribed-users/subscribeemail',
      {
        schema: {
          tags: ['alerts'],
          summary:
            'Asks an address to confirm deal alerts by e-mail (double opt-in); the answer is the same for every address',
          body: subscribeEmailRequest,
          response: { 200: subscriptionResponse, ...errors },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message: await alerts.subscribeEmail(request.body.email_id),
      }),
    );

    app.post(
      '/subscribed-users/confirm/:token',
      {
        schema: {
          tags: ['alerts'],
          summary: 'Starts the deal alerts of the address a confirmation link was made for',
          params: emailLinkParams,
          response: { 200: subscriptionResponse, ...errors },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message: await alerts.confirmSubscription(request.params.token),
      }),
    );

    const unsubscribe = async (request: { params: { token: string } }) => ({
      status: 'success' as const,
      message: await alerts.unsubscribe(request.params.token),
    });

    const unsubscribeRoute = (summary: string) => ({
      schema: {
        tags: ['alerts'],
        summary,
        params: emailLinkParams,
        response: { 200: subscriptionResponse, ...errors },
      },
    });
    const stops = 'Stops the alert e-mails of the address an unsubscribe link was made for';

    // The store's /unsubscribe/{token} screen posts here when the person presses Unsubscribe.
    app.post('/subscribed-users/unsubscribe/:token', unsubscribeRoute(stops), unsubscribe);
    app.post(
      '/subscribed-users/one-click-unsubscribe/:token',
      unsubscribeRoute(
        "One-click unsubscribe (RFC 8058): the mail app's POST of List-Unsubscribe=One-Click",
      ),
      unsubscribe,
    );

    // Mail scanners and link previews fetch addresses with a GET, which must never end a
    // subscription nobody asked to end (RFC 8058 for the one-click address; the same for ours).
    // The API document leaves these GETs out: a call that is always refused is none to make.
    const refusedGet = (path: string, summary: string, message: string) =>
      app.get(
        path,
        {
          schema: {
            hide: true,
            tags: ['alerts'],
            summary,
            params: emailLinkParams,
            response: { 405: errorBody, ...errors },
          },
        },
        async (_request, reply) =>
          reply
            .code(405)
            .header('allow', 'POST')
            .send({ success: false as const, message }),
      );
    refusedGet(
      '/subscribed-users/unsubscribe/:token',
      'Refused: unsubscribing takes the POST of the Unsubscribe button',
      alertTexts.unsubscribeNeedsPost,
    );
    refusedGet(
      '/subscribed-users/one-click-unsubscribe/:token',
      'Refused: one-click unsubscribe takes only the POST of a mail app',
      alertTexts.oneClickNeedsPost,
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
