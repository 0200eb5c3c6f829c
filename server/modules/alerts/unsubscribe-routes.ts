import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common.ts';
import { emailLinkParams, subscriptionResponse } from '../../../contract/alerts.ts';
import type { AlertsService } from './service.ts';
import { alertTexts } from './texts.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody };

/** Unsubscribing: the page's button and a mail app's one-click POST; a GET never unsubscribes. */
export function unsubscribeRoutes(alerts: AlertsService): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
