import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuard } from '../auth/service.ts';
import { pushRoutes } from './push-routes.ts';
import type { AlertsService } from './service.ts';
import { subscriptionRoutes } from './subscription-routes.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

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
    await app.register(subscriptionRoutes(alerts));
    await app.register(unsubscribeRoutes(alerts));
    await app.register(pushRoutes({ alerts, guard }));
  };
}
