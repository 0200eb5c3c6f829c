import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { catalogueCounts } from './catalog-data.ts';
import { seedCatalog } from './seed.ts';

/** `npm run db:seed`: migrates the configured database and seeds the demo catalogue if empty. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl === null ? { dataDir: config.dataDir } : { databaseUrl: config.databaseUrl },
  );
  try {
    await database.migrate();
    // Demo shoppers' holds are the test provider's; Stripe could not charge them.
    const { seeded } = await seedCatalog(database.db, new Date(), {
      demoShoppers: config.stripeSecretKey === null,
    });
    const { categories, subcategories, deals } = catalogueCounts;
    console.log(
      seeded
        ? `Seeded ${categories} categories, ${subcategories} subcategories and ${deals} deals.`
        : 'The database already has a catalogue; nothing seeded.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
