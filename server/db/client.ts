import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenResiliently } from './listener.ts';
import type { ListenOptions } from './listener.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations that have not run yet; safe when several processes start at once. */
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any process on this
   * database, after the notifying transaction commits. A lost connection is reopened by itself
   * (then `options.onResubscribe` runs). Resolves to a function that stops it.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** Where the embedded database lives: a folder, or 'memory' for a throwaway one. */
export type DatabaseLocation = { databaseUrl: string } | { dataDir: string | 'memory' };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant works; it only has to be the same in every process of this app. */
const MIGRATION_LOCK_KEY = 727_001;
/**
 * How long a request waits for a connection (a new one, or a free one of the pool) before it
 * answers 503: an unreachable database must not leave shoppers' requests hanging.
 */
const CONNECT_TIMEOUT_MS = 5_000;
/** How long an idle connection waits before TCP keep-alive probes whether its peer is still there. */
const KEEP_ALIVE_DELAY_MS = 30_000;
const POOL_SIZE = 10;

const logLost = (message: string) => console.error(message);

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  return 'databaseUrl' in location
    ? openPostgres(location.databaseUrl)
    : openPglite(location.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A peer that vanished without closing (a network partition) is found by TCP keep-alive.
    keepAlive: true,
    // Without a delay node keeps the system's (two hours on Linux): a NAT drops us long before.
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  });
  // An idle connection the server drops (a restart, a failover) must not take the process down;
  // the pool discards it and the next query opens a new one.
  pool.on('error', (error) => logLost(`PostgreSQL connection lost: ${error.message}`));
  // The pool listens for errors only on idle connections. One checked out (a transaction, a
  // migration) that the server drops emits 'error' too, and with no listener that ends the
  // process. The error also fails the query that was waiting (or the next one), which is where
  // the request learns of it and answers 503.
  // The dead connection goes back to the pool at once, to be discarded: whoever holds it may never
  // release it (Drizzle's transaction does not when its BEGIN fails), and every one kept would
  // shrink the pool until each request waited out the connect timeout.
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      // Its holder will release it too, usually: that second call must not throw.
      client.release = () => {};
      release.call(client, error);
    });
  });
  const db = drizzlePostgres(pool, { schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    // LISTEN holds its connection for as long as it listens, so it gets one of its own.
    listen: (channel, onMessage, options) =>
      listenResiliently({
        url,
        channel,
        onMessage,
        options,
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
        log: logLost,
      }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir !== 'memory') {
    // PGlite creates only the last folder of its path.
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = takeFolderLock(dataDir);
  }
  try {
    // Search (server/modules/search) needs trigram matching, edit distance and accent folding, as
    // on PostgreSQL.
    const options = { extensions: { fuzzystrmatch, pg_trgm, unaccent } };
    const client = dataDir === 'memory' ? new PGlite(options) : new PGlite(dataDir, options);
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      listen: (channel, onMessage) => client.listen(channel, onMessage),
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * Two processes on one PGlite folder would both seem to work and silently diverge, so the first
 * one takes a lock file and any later one is refused while the first is alive.
 */
function takeFolderLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'bogo.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (isAlive(holder)) {
        throw new Error(
          `The data folder ${dataDir} is in use by another server process (pid ${holder}). ` +
            'The embedded database serves one process only: stop the other one, choose another ' +
            'DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between processes.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${lockPath}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
