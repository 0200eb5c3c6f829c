import { defineModule } from '../../module.ts';
import { sessionGuardModule, staffDirectoryModule } from '../auth/module.ts';
import { profileRoutes } from './routes.ts';
import { createProfileService } from './service.ts';

/** My Profile: the shopper's details and notification choices. */
export const profileModule = defineModule({
  name: 'profile',
  service: ({ db, clock, use }) =>
    createProfileService({ db, clock, roleOf: use(staffDirectoryModule).roleOf }),
  routes: (profile, { use }) => profileRoutes({ profile, guard: use(sessionGuardModule) }),
});
