import { createFileRoute } from '@tanstack/react-router';
import { getActiveDeals } from '../../features/admin/api/get-deals';
import { getSubscribers } from '../../features/admin/api/get-subscribers';
import { SubscribersScreen } from '../../features/admin/components/subscribers-screen';
import { RouteFailed, RouteLoading } from '../../features/admin/components/route-states';
import { consoleHead, consoleScreens } from '../../features/admin/console-head';

/** How many follow deal alerts, their export, and an alert to a category's followers. */
export const Route = createFileRoute('/admin/subscribers')({
  loader: ({ abortController: { signal } }) =>
    Promise.all([getSubscribers(signal), getActiveDeals(signal)]),
  staleTime: 0,
  pendingComponent: RouteLoading,
  errorComponent: RouteFailed,
  head: () => consoleHead(consoleScreens.subscribers),
  component: SubscribersPage,
});

function SubscribersPage() {
  const [counts, activeDeals] = Route.useLoaderData();
  return <SubscribersScreen counts={counts} activeDeals={activeDeals} />;
}
