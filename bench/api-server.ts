/**
 * The server under measurement, in a process of its own so the load generator does not share its
 * event loop: the real app plus a hello-world route as the yardstick of the same run.
 */
import { buildApp } from '../server/app.ts';
import type { Db } from '../server/db/client.ts';
import { openDatabase } from '../server/db/client.ts';
import { insertManyDeals } from './bulk-catalog.ts';
import { configWith } from '../server/config.ts';

/**
 * Opens the benchmark's database (BENCH_DATABASE_URL, else in-memory PGlite), lets `seed` fill
 * it, serves the app on a free port, tells the parent process that port and closes on SIGTERM.
 */
export async function serveForBench(seed: (db: Db) => Promise<unknown>): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: 'memory' });
  await database.migrate();
  await seed(database.db);
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    config: configWith({ staticDir: '/nonexistent' }),
  });
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  process.send?.({ port: address.port });
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

// Run as the listing bench's child process (bench/api.ts forks this file).
if (process.argv[1] === import.meta.filename) {
  const deals = Number(process.env.BENCH_DEALS ?? 10_000);
  await serveForBench((db) => insertManyDeals(db, deals, new Date()));
}
