import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { settingKeptOnce } from './kept-setting.ts';

const SECRET_KEY = 'server_secret';

/** Keys derived from the one server secret, each for one purpose, so no key serves two. */
export type ServerKeys = {
  /** HS256 key of the access tokens. */
  jwt: Uint8Array;
  /** HMAC key of the stored sign-in code hashes. */
  otp: Uint8Array;
  /** HMAC key of the unsubscribe links in alert e-mails. */
  unsubscribe: Uint8Array;
};

/**
 * The server secret comes from JWT_SECRET, or else is generated once and kept in the database
 * (in DATA_DIR for the embedded default), so every process of one database signs alike and
 * sessions survive restarts. It is never logged and never leaves this function underived.
 */
export async function loadServerKeys(db: Db, configured: string | null): Promise<ServerKeys> {
  const secret =
    configured ??
    (await settingKeptOnce(db, SECRET_KEY, () => randomBytes(32).toString('base64url')));
  return {
    jwt: derive(secret, 'bogo-together/jwt'),
    otp: derive(secret, 'bogo-together/otp'),
    unsubscribe: derive(secret, 'bogo-together/unsubscribe'),
  };
}

function derive(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(purpose).digest());
}
