import { defineModule } from '../../module.ts';
import { createAuthGuard } from './guard.ts';
import { staffDirectory } from './roles.ts';
import { authRoutes } from './routes.ts';
import { createAuthService } from './service.ts';

/**
 * Who is staff and with which role: ADMIN_EMAILS and the staff table, read afresh each time
 * (docs/decisions/0040). My Profile and the console's guard ask it too.
 */
export const staffDirectoryModule = defineModule({
  name: 'staff-directory',
  service: ({ db, config }) => staffDirectory(db, config.adminEmails),
});

/** Sign-in by e-mailed code, sessions and their tokens (docs/architecture.md §5). */
export const authModule = defineModule({
  name: 'auth',
  service: ({ db, clock, mailer, keys, config, use }) =>
    createAuthService({
      db,
      clock,
      mailer,
      keys,
      roleOf: use(staffDirectoryModule).roleOf,
      storeName: config.storeName,
    }),
  routes: (auth) => authRoutes({ auth }),
});

/** What every call behind sign-in stands behind: the session's token, the staff role now, a passkey. */
export const sessionGuardModule = defineModule({
  name: 'session-guard',
  service: ({ use, config }) =>
    createAuthGuard(use(authModule), {
      consoleRequiresPasskey: config.consoleRequiresPasskey,
      staffMemberOf: use(staffDirectoryModule).memberOf,
    }),
});
