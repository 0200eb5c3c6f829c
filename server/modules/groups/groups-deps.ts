import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import type { CatalogService, ListingCache } from '../catalog/service.ts';
import type { placementContextReader } from '../order-engine/service.ts';

/** What the group calls work with. */
export type GroupsDeps = {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  jobs: JobQueue;
  listingCache: ListingCache;
  catalog: CatalogService;
  /** One reader per service: it builds its query once. */
  placementContext: ReturnType<typeof placementContextReader>;
};
