import { defineModule } from '../../module.ts';
import { createPostgresSearchEngine } from './postgres-engine.ts';
import { searchRoutes } from './routes.ts';
import { createSearchService } from './service.ts';

/** Search as the shopper types, in the database (docs/decisions/0008). */
export const searchModule = defineModule({
  name: 'search',
  service: ({ db, clock }) =>
    createSearchService({ db, clock, engine: createPostgresSearchEngine({ db }) }),
  routes: (search, { listingCache }) => searchRoutes({ search, listingCache }),
});
