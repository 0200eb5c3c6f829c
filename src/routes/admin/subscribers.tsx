import { createFileRoute } from '@tanstack/react-router';
import { getDealAlertAudience } from '../../features/admin/api/get-deal-alert-audience';
import { getActiveDeals } from '../../features/admin/api/get-deals';
import { getSubscribers } from '../../features/admin/api/get-subscribers';
import { SubscribersScreen } from '../../features/admin/components/subscribers-screen';
import { RouteFailed, RouteLoading } from '../../features/admin/components/route-states';
import { consoleHead, consoleScreens } from '../../features/admin/console-head';
import { filteredList } from '../../features/admin/search-params';
import { parseId } from '../../lib/ids';

/**
 * How many follow deal alerts, their export, and an alert to a category's followers: the deal
 * chosen sits in the address, so its audience is loaded with the page and counted afresh.
 */
export const Route = createFileRoute('/admin/subscribers')({
  ...filteredList('subscribers'),
  loader: async ({ deps, abortController: { signal } }) => {
    const dealId = deps.deal ? parseId(deps.deal) : null;
    const [counts, activeDeals, audience] = await Promise.all([
      getSubscribers(signal),
      getActiveDeals(signal),
      dealId === null ? null : getDealAlertAudience(dealId, signal),
    ]);
    return {
      counts,
      activeDeals,
      alert: dealId === null || !audience ? null : { dealId, audience },
    };
  },
  pendingComponent: RouteLoading,
  errorComponent: RouteFailed,
  head: () => consoleHead(consoleScreens.subscribers),
  component: SubscribersPage,
});

function SubscribersPage() {
  const { counts, activeDeals, alert } = Route.useLoaderData();
  return <SubscribersScreen counts={counts} activeDeals={activeDeals} alert={alert} />;
}
