import { defineModule } from '../../module.ts';
import { sessionGuardModule } from '../auth/module.ts';
import { paymentsModule } from '../payments/module.ts';
import { paymentRecoveryRoutes } from './routes.ts';
import { createPaymentRecoveryService } from './service.ts';

/** A new card for a group charge that failed, within its 24-hour window. */
export const paymentRecoveryModule = defineModule({
  name: 'payment-recovery',
  service: ({ db, clock, payments, jobs, use }) =>
    createPaymentRecoveryService({
      db,
      clock,
      payments: payments.provider,
      knownPaymentMethod: use(paymentsModule).knownPaymentMethod,
      jobs,
    }),
  routes: (recovery, { use }) =>
    paymentRecoveryRoutes({ recovery, guard: use(sessionGuardModule) }),
});
