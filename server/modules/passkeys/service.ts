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
  return {
    list: (userId: number) => listPasskeys(deps, userId),
    registrationOptions: (userId: number) => registrationOptions(deps, userId),
    add: (userId: number, answer: Parameters<typeof addPasskey>[2]) =>
      addPasskey(deps, userId, answer),
    remove: (userId: number, id: string) => removePasskey(deps, userId, id),
    signInOptions: (ip: string) => signInOptions(deps, ip),
    signIn: (answer: Parameters<typeof signInWithPasskey>[1]) => signInWithPasskey(deps, answer),
  };
}
