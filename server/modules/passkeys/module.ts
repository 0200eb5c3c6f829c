import { defineModule } from '../../module.ts';
import { authModule, sessionGuardModule } from '../auth/module.ts';
import { relyingParty } from './relying-party.ts';
import { passkeyRoutes } from './routes.ts';
import { createPasskeysService } from './service.ts';

/** Sign-in with a passkey made in My Profile (docs/decisions/0021). */
export const passkeysModule = defineModule({
  name: 'passkeys',
  service: ({ db, clock, config, use }) => {
    const auth = use(authModule);
    return createPasskeysService({
      db,
      clock,
      rp: relyingParty(config.publicUrl, config.storeName),
      signIn: (userId) => auth.signInWithPasskey(userId),
    });
  },
  routes: (passkeys, { use }) => passkeyRoutes({ passkeys, guard: use(sessionGuardModule) }),
});
