import { defineModule, handles } from '../../module.ts';
import { sessionGuardModule } from '../auth/module.ts';
import { alertJobHandlers, alertJobs, registerAlertSweeps } from './jobs.ts';
import { alertRoutes } from './routes.ts';
import { createAlertsService } from './service.ts';

/** Deal alerts and order news by push, e-mail and the in-app list (docs/architecture.md §6). */
export const alertsModule = defineModule({
  name: 'alerts',
  service: ({ db, clock, jobs, keys, config }) =>
    createAlertsService({
      db,
      clock,
      jobs,
      keys,
      allowPrivatePushEndpoints: config.pushAllowPrivateEndpoints,
    }),
  routes: (alerts, { use }) => alertRoutes({ alerts, guard: use(sessionGuardModule) }),
  jobs: (_alerts, { db, clock, jobs, push, mailer, keys, config }) => [
    handles(
      alertJobs,
      alertJobHandlers({
        db,
        clock,
        jobs,
        push,
        mailer,
        keys,
        storeName: config.storeName,
        publicUrl: config.publicUrl,
      }),
    ),
  ],
  sweeps: (_alerts, { db, clock, jobs }) => registerAlertSweeps({ db, clock, jobs }),
});
