import { defineModule } from '../../module.ts';
import { sessionGuardModule } from '../auth/module.ts';
import { catalogModule } from '../catalog/module.ts';
import { dealEventRoutes } from './events-routes.ts';
import { createDealProgressHub } from './progress-hub.ts';
import { groupRoutes } from './routes.ts';
import { createGroupsService } from './service.ts';

/** Joining, leaving and buying a whole group, and every group's live progress. */
export const groupsModule = defineModule({
  name: 'groups',
  service: ({ db, clock, payments, jobs, listingCache, use }) =>
    createGroupsService({
      db,
      clock,
      payments: payments.provider,
      jobs,
      listingCache,
      catalog: use(catalogModule),
    }),
  routes:
    (groups, { db, listen, idempotency, use }) =>
    async (api) => {
      await api.register(groupRoutes({ groups, guard: use(sessionGuardModule), idempotency }));
      const hub = createDealProgressHub({ listen, catalog: use(catalogModule), db });
      await api.register(dealEventRoutes({ hub }));
    },
});
