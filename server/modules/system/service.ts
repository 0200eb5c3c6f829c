import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceUnavailable } from '../../http/errors.ts';

export type SystemService = ReturnType<typeof createSystemService>;

export function createSystemService({ db }: { db: Db }) {
  return {
    /** Answers only when the database does, so a load balancer stops sending to a broken process. */
    async checkHealth(): Promise<void> {
      try {
        await db.execute(sql`select 1`);
      } catch {
        throw serviceUnavailable('The database is not answering');
      }
    },
  };
}
