import { defineModule } from '../../module.ts';
import { sessionGuardModule } from '../auth/module.ts';
import { checkoutRoutes } from './routes.ts';
import { createCheckoutService } from './service.ts';

/** The checkout's card step and its order (docs/decisions/0017). */
export const checkoutModule = defineModule({
  name: 'checkout',
  service: ({ db, clock, payments, jobs, listingCache }) =>
    createCheckoutService({ db, clock, payments: payments.provider, jobs, listingCache }),
  routes: (checkout, { use }) => checkoutRoutes({ checkout, guard: use(sessionGuardModule) }),
});
