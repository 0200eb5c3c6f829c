import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedCatalog } from '../server/db/seed/seed.ts';
import { buildPwa } from '../scripts/pwa-build.ts';
import { configWith } from '../server/config.ts';

export const distDir = path.resolve(import.meta.dirname, '..', 'dist');

/**
 * A fresh production build served by the real server on a seeded in-memory store, with the
 * addresses of one route of each kind.
 */
export async function serveStore() {
  buildPwa();
  const database = await openDatabase({ dataDir: 'memory' });
  await database.migrate();
  await seedCatalog(database.db, new Date());
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    config: configWith({ staticDir: distDir }),
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const response = await fetch(`${base}/api/v1/ecommerce/active-deal?limit=1`);
  const { data } = (await response.json()) as {
    data: { encoded_id: string; category: { id: number }; subcategory: { id: number } }[];
  };
  const deal = data[0];
  if (!deal) throw new Error('the seeded store has no active deal');
  const routes = {
    home: '/',
    deal: `/deal/${deal.encoded_id}`,
    category: `/category/${deal.category.id}`,
    subcategory: `/subcategory/${deal.subcategory.id}`,
    login: '/login',
    profile: '/profile',
    orders: '/orders',
    checkout: '/checkout',
  };
  return {
    base,
    routes,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
