import { defineModule } from '../../module.ts';
import { catalogRoutes } from './routes.ts';
import { createCatalogService } from './service.ts';

/** Deals, categories and a deal's page data: what every other part of the store shows. */
export const catalogModule = defineModule({
  name: 'catalog',
  service: ({ db, clock, listingCache }) => createCatalogService({ db, clock, listingCache }),
  routes: (catalog, { listingCache }) => catalogRoutes({ catalog, listingCache }),
});
