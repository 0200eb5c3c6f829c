import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from '../app/root-layout';

export const Route = createRootRoute({
  component: RootLayout,
  // SPEC 2: any unknown path shows Home.
  notFoundComponent: lazyRouteComponent(() => import('./-home/home-screen'), 'HomeScreen'),
});
