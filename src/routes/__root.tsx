import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { AppDocument, documentHead } from '../app/document';
import { RootLayout } from '../app/root-layout';
import type { AppRouterContext } from '../app/router-context';

export const Route = createRootRouteWithContext<AppRouterContext>()({
  head: () => documentHead,
  shellComponent: AppDocument,
  component: RootLayout,
  // docs/product.md §2: any unknown path shows Home.
  notFoundComponent: lazyRouteComponent(() => import('./-home/home-screen'), 'HomeForUnknownPath'),
});
