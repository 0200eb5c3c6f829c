import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { browserCatalog } from './app/browser-catalog';
import type { AppRouterContext } from './app/router-context';
import { routeTree } from './routeTree.gen';

/** Builds the app's router; tests pass a memory history, the server its catalogue. */
export function createAppRouter(
  history?: RouterHistory,
  context: AppRouterContext = { catalog: browserCatalog, document: false },
) {
  return createRouter({
    routeTree,
    history,
    context,
    // Any unknown path shows Home (SPEC 2): the root route's not-found screen is Home.
    notFoundMode: 'root',
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
