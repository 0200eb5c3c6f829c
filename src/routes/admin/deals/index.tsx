import { createFileRoute } from '@tanstack/react-router';
import { loadDealsList } from '../../../features/admin/api/get-deals';
import { DealsScreen } from '../../../features/admin/components/deals-screen';
import { RouteFailed, RouteLoading } from '../../../features/admin/components/route-states';
import { filteredList } from '../../../features/admin/search-params';
import { consoleHead, consoleScreens } from '../../../features/admin/console-head';

/** Every deal of the store, filtered in the address (status, category, words, page). */
export const Route = createFileRoute('/admin/deals/')({
  ...filteredList('deals'),
  loader: ({ deps, abortController }) => loadDealsList(deps, abortController.signal),
  pendingComponent: RouteLoading,
  errorComponent: RouteFailed,
  head: () => consoleHead(consoleScreens.deals),
  component: DealsPage,
});

function DealsPage() {
  const { deals, categories } = Route.useLoaderData();
  return <DealsScreen page={deals} categories={categories} filters={Route.useSearch()} />;
}
