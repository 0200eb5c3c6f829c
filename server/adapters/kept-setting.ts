import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';

/**
 * A setting generated once and kept in the database, so every process of one database uses the
 * same value, across restarts. Two processes starting at once may both generate one; the first
 * insert wins and both read it back.
 */
export async function settingKeptOnce(
  db: Db,
  key: string,
  generate: () => string,
): Promise<string> {
  await db.insert(settings).values({ key, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  if (!row) throw new Error(`The setting ${key} could not be stored`);
  return row.value;
}
