import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';

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
  const secret = configured ?? (await storedSecret(db));
  return {
    jwt: derive(secret, 'bogo-together/jwt'),
    otp: derive(secret, 'bogo-together/otp'),
    unsubscribe: derive(secret, 'bogo-together/unsubscribe'),
  };
}

async function storedSecret(db: Db): Promise<string> {
  // Two processes starting at once may both generate one; the first insert wins and both read it.
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SECRET_KEY));
  if (!row) throw new Error('The server secret could not be stored');
  return row.value;
}

function derive(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(purpose).digest());
}
