import { defineModule, handles } from '../../module.ts';
import { sessionGuardModule } from '../auth/module.ts';
import { catalogModule } from '../catalog/module.ts';
import { settleRefundJob } from '../order-engine/service.ts';
import { dealAlertJobHandlers, dealAlertJobs } from './deal-alerts.ts';
import { mediaRoutes } from './media-routes.ts';
import { registerRefundSettlementSweep } from './refund-settlement.ts';
import { adminRoutes } from './routes.ts';
import { createAdminService, refundSettlementJobHandlers } from './service.ts';

/** The console: deals, groups, orders, shoppers, alerts and the audit log; uploaded pictures. */
export const adminModule = defineModule({
  name: 'admin',
  service: ({ db, clock, jobs, listingCache, payments, storage, config, use }) =>
    createAdminService({
      db,
      clock,
      jobs,
      listingCache,
      catalog: use(catalogModule),
      payments: payments.provider,
      storage,
      storeName: config.storeName,
      adminEmails: config.adminEmails,
      supportRefundLimitCents: config.supportRefundLimitCents,
    }),
  routes: (admin, { use }) => adminRoutes({ admin, guard: use(sessionGuardModule) }),
  siteRoutes: (_admin, { storage }) => mediaRoutes({ storage }),
  jobs: (_admin, { db, clock, jobs, push, payments }) => [
    handles(dealAlertJobs, dealAlertJobHandlers({ db, clock, jobs, push })),
    handles(
      [settleRefundJob],
      refundSettlementJobHandlers({ db, clock, jobs, payments: payments.provider }),
    ),
  ],
  // Refunds whose provider answer never came are settled in the background.
  sweeps: (_admin, { db, clock, jobs, payments }) =>
    registerRefundSettlementSweep({ db, clock, jobs, payments: payments.provider }),
});
