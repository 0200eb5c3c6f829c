import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { generateVapidKeys } from './sender.ts';
import type { VapidKeys } from './sender.ts';

const VAPID_KEY = 'vapid_keys';

/**
 * The VAPID key pair is generated once and kept in the database: browsers subscribe with the
 * public key, so every process must sign with the same pair, across restarts.
 */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  // Two processes starting at once may both generate a pair; the first insert wins.
  await db
    .insert(settings)
    .values({ key: VAPID_KEY, value: JSON.stringify(generateVapidKeys()) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, VAPID_KEY));
  if (!row) throw new Error('The VAPID keys could not be stored');
  return JSON.parse(row.value) as VapidKeys;
}
