import { defineModule } from '../../module.ts';
import { sessionGuardModule } from '../auth/module.ts';
import { groupsModule } from '../groups/module.ts';
import { orderLinkRoutes } from './order-link-routes.ts';
import { orderRoutes } from './routes.ts';
import { createOrdersService } from './service.ts';

/** My Orders, a guest's order link, cancelling a reservation. */
export const ordersModule = defineModule({
  name: 'orders',
  service: ({ db, clock, keys, use }) =>
    createOrdersService({ db, clock, groups: use(groupsModule), keys }),
  routes:
    (orders, { idempotency, use }) =>
    async (api) => {
      await api.register(orderLinkRoutes({ orders }));
      await api.register(orderRoutes({ orders, guard: use(sessionGuardModule), idempotency }));
    },
});
