import { defineModule } from '../../module.ts';
import type { Platform } from '../../module.ts';
import { sessionGuardModule } from '../auth/module.ts';
import { paymentRoutes } from './routes.ts';
import { createPaymentsService } from './service.ts';
import { createStripeWebhookService } from './webhook.ts';
import { stripeWebhookRoutes } from './webhook-routes.ts';

/** Saved cards and the payment provider's own calls: the test card form or Stripe's webhook. */
export const paymentsModule = defineModule({
  name: 'payments',
  service: ({ db, clock, payments }) =>
    createPaymentsService({
      db,
      clock,
      payments: payments.provider,
      testProvider: payments.test,
      stripeProvider: payments.stripe,
    }),
  routes: (payments, platform) => async (api) => {
    await api.register(paymentRoutes({ payments, guard: platform.use(sessionGuardModule) }));
    if (platform.payments.stripe)
      await api.register(stripeWebhookRoutes({ webhook: webhookOf(platform) }));
  },
});

/** Stripe tells of lapsed or cancelled holds here; without its secret the endpoint answers 503. */
function webhookOf({ db, clock, jobs, config, log }: Platform) {
  const webhook = createStripeWebhookService({
    db,
    clock,
    jobs,
    secret: config.stripeWebhookSecret,
  });
  if (!webhook.configured)
    log.warn(
      'STRIPE_WEBHOOK_SECRET is not set: POST /api/v1/payments/webhook answers 503, so lapsed or cancelled holds are not noticed',
    );
  return webhook;
}
