import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { browserCatalog } from './app/browser-catalog';
import type { AppRouterContext } from './app/router-context';
import { routeTree } from './routeTree.gen';

/** Builds the app's router; tests pass a memory history, the server its catalogue. */
export function createAppRouter(
  history?: RouterHistory,
  context: AppRouterContext = { catalog: browserCatalog, document: false },
) {
  const router = createRouter({
    routeTree,
    history,
    context,
    // The server's public address goes into the page, so the browser's head tags (share links)
    // hydrate with the very addresses the server wrote.
    dehydrate: () => ({ publicUrl: context.publicUrl ?? null }),
    hydrate: ({ publicUrl }: { publicUrl: string | null }) => {
      if (publicUrl) router.options.context.publicUrl = publicUrl;
    },
    // Any unknown path shows Home (docs/product.md §2): the root route's not-found screen is Home.
    notFoundMode: 'root',
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
