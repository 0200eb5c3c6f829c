import { defineModule } from '../../module.ts';
import { systemRoutes } from './routes.ts';
import { createSystemService } from './service.ts';

/** Health and the settings the PWA needs before anything else (store name, payment keys). */
export const systemModule = defineModule({
  name: 'system',
  service: ({ db }) => createSystemService({ db }),
  routes: (system, { config, payments, vapid }) =>
    systemRoutes({
      system,
      publicConfig: async () => ({
        storeName: config.storeName,
        paymentProvider: payments.provider.name,
        stripePublishableKey: payments.stripe ? config.stripePublishableKey : null,
        vapidPublicKey: (await vapid()).publicKey,
      }),
    }),
});
