import type { VerifyOtpResponse } from '../../../contract/auth.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/client.ts';
import type { RelyingParty } from './relying-party.ts';

/** What the passkey operations work with. */
export type PasskeyDeps = {
  db: Db;
  clock: Clock;
  rp: RelyingParty;
  /** Opens a session for the account a passkey proved (the auth module's). */
  signIn: (userId: number) => Promise<VerifyOtpResponse['data']>;
};
