import { operationsOf } from '../../module.ts';
import { addPasskey, listPasskeys, registrationOptions, removePasskey } from './registration.ts';
import type { PasskeyDeps } from './passkey-deps.ts';
import { signInOptions, signInWithPasskey } from './passkey-sign-in.ts';

export type PasskeysService = ReturnType<typeof createPasskeysService>;

/**
 * A shopper's passkeys: added from the profile while signed in, listed, removed, and used to
 * sign in with one tap. The e-mailed code stays for new devices and recovery. Every passkey must
 * verify the person (a fingerprint, a face, the device's PIN), so one alone is a full sign-in.
 */
export function createPasskeysService(deps: PasskeyDeps) {
  const op = operationsOf(deps);
  return {
    list: op(listPasskeys),
    registrationOptions: op(registrationOptions),
    add: op(addPasskey),
    remove: op(removePasskey),
    signInOptions: op(signInOptions),
    signIn: op(signInWithPasskey),
  };
}
