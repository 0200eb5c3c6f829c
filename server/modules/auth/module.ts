import { defineModule } from '../../module.ts';
import { createAuthGuard } from './guard.ts';
import { roleResolver } from './roles.ts';
import { authRoutes } from './routes.ts';
import { createAuthService } from './service.ts';

/** Sign-in by e-mailed code, sessions and their tokens (docs/architecture.md §5). */
export const authModule = defineModule({
  name: 'auth',
  service: ({ db, clock, mailer, keys, config }) =>
    createAuthService({
      db,
      clock,
      mailer,
      keys,
      roleOf: roleResolver(config.adminEmails),
      storeName: config.storeName,
    }),
  routes: (auth) => authRoutes({ auth }),
});

/** What every call behind sign-in stands behind: the session's token, the role, a passkey. */
export const sessionGuardModule = defineModule({
  name: 'session-guard',
  service: ({ use, config }) =>
    createAuthGuard(use(authModule), { consoleRequiresPasskey: config.consoleRequiresPasskey }),
});
