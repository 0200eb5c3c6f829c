import { createFileRoute } from '@tanstack/react-router';
import { findShoppers } from '../../features/admin/api/find-shoppers';
import { ShoppersScreen } from '../../features/admin/components/shoppers-screen';
import { RouteFailed, RouteLoading } from '../../features/admin/components/route-states';
import { filteredList } from '../../features/admin/search-params';
import { consoleHead, consoleScreens } from '../../features/admin/console-head';

/** Shoppers found by (part of) their e-mail, each with their orders. */
export const Route = createFileRoute('/admin/shoppers')({
  ...filteredList('shoppers'),
  loader: ({ deps, abortController }) => findShoppers(deps, abortController.signal),
  pendingComponent: RouteLoading,
  errorComponent: RouteFailed,
  head: () => consoleHead(consoleScreens.shoppers),
  component: ShoppersPage,
});

function ShoppersPage() {
  return <ShoppersScreen found={Route.useLoaderData()} filters={Route.useSearch()} />;
}
