import { sql } from 'drizzle-orm';
import { encodeDealId } from '../../contract/deal-id.ts';
import type { Db } from './client.ts';

/**
 * Reserves the ids of `count` new deals with their public encodings, so a deal row is inserted
 * whole: the encoded id is stored once, never computed per row per request.
 */
export async function allocateDealIds(
  db: Db,
  count: number,
): Promise<{ id: number; encodedId: string }[]> {
  const rows = await db
    .select({ id: sql<number>`nextval('deals_id_seq')::int` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map(({ id }) => ({ id, encodedId: encodeDealId(id) }));
}
