import type { Manifest } from '@tanstack/react-router';
import type { PageAssets } from '../../contract/pages';

/**
 * The built files as TanStack Router's manifest: every page loads the entry module (with its
 * imports preloaded), and a page preloads the modules of the routes it shows, so the browser
 * fetches them beside the entry instead of after it.
 */
export function routerManifest(assets: PageAssets): Manifest {
  const routes: Manifest['routes'] = {};
  for (const [routeId, modules] of Object.entries(assets.routeModules)) {
    routes[routeId] = { preloads: modules };
  }
  routes.__root__ = {
    preloads: [...assets.preloads, ...(routes.__root__?.preloads ?? [])],
    scripts: [{ attrs: { type: 'module', src: assets.entry } }],
  };
  return { routes };
}
