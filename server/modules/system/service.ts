import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../http/database-errors.ts';
import { serviceUnavailable } from '../../http/errors.ts';

export type SystemService = ReturnType<typeof createSystemService>;

/**
 * Pooled connections the server dropped a moment ago fail at once, each once, before the pool
 * discards them: a few quick tries on fresh ones tell a blip from a database that is away. A try
 * that took its time (a connect timing out) is not repeated.
 */
const HEALTH_TRIES = 3;
const QUICK_FAILURE_MS = 1_000;

export function createSystemService({ db }: { db: Db }) {
  async function ping(tries: number): Promise<void> {
    const started = Date.now();
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      const quick = Date.now() - started < QUICK_FAILURE_MS;
      if (tries > 1 && quick && isDatabaseUnavailable(error)) return ping(tries - 1);
      throw error;
    }
  }

  return {
    /**
     * Answers only when the database does, so a load balancer stops sending to a broken process
     * but not to one that merely lived through a blip.
     */
    async checkHealth(): Promise<void> {
      try {
        await ping(HEALTH_TRIES);
      } catch {
        throw serviceUnavailable('The database is not answering');
      }
    },
  };
}
