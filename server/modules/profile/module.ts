import { defineModule } from '../../module.ts';
import { sessionGuardModule } from '../auth/module.ts';
import { roleResolver } from '../auth/service.ts';
import { profileRoutes } from './routes.ts';
import { createProfileService } from './service.ts';

/** My Profile: the shopper's details and notification choices. */
export const profileModule = defineModule({
  name: 'profile',
  service: ({ db, clock, config }) =>
    createProfileService({ db, clock, roleOf: roleResolver(config.adminEmails) }),
  routes: (profile, { use }) => profileRoutes({ profile, guard: use(sessionGuardModule) }),
});
