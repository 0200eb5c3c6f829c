import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common.ts';
import {
  emailLinkParams,
  subscribeEmailRequest,
  subscriptionResponse,
} from '../../../contract/alerts.ts';
import type { AlertsService } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody };

/** Deal alerts by e-mail: asking for them (double opt-in) and the confirmation link's call. */
export function subscriptionRoutes(alerts: AlertsService): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
