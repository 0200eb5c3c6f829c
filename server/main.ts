import { createJobQueue } from './adapters/jobs/queue.ts';
import { systemClock } from './adapters/clock.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedCatalog } from './db/seed/seed.ts';

/** Process entry: config, database, migrations, seed, listen; closes cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  if (config.seedDemo) {
    // Demo shoppers' holds are the test provider's; Stripe could not charge them.
    const { seeded } = await seedCatalog(database.db, new Date(), {
      demoShoppers: config.stripeSecretKey === null,
    });
    if (seeded) console.log('Seeded the demo catalogue into an empty database.');
  }

  const jobs = createJobQueue({ db: database.db, clock: systemClock });
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    config,
    jobs,
    logger: { level: config.logLevel },
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // PORT=0 takes any free port; the line below names the one taken.
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : config.port;
  // Charges filled groups, expires groups of expired deals and releases holds; app.close() stops it.
  jobs.start();
  const where =
    database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`BOGO Together is open at http://localhost:${port} (${where})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
