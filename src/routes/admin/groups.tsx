import { createFileRoute } from '@tanstack/react-router';
import { getDealGroups } from '../../features/admin/api/get-deal-groups';
import { getActiveDeals } from '../../features/admin/api/get-deals';
import { GroupsScreen } from '../../features/admin/components/groups-screen';
import {
  RouteFailed,
  RouteLoading,
  useReloadRoute,
} from '../../features/admin/components/route-states';
import { filteredList } from '../../features/admin/search-params';
import { parseId } from '../../lib/ids';
import { consoleHead, consoleScreens } from '../../features/admin/console-head';

/** A deal's open group and past groups; without a deal, the active deals to choose from. */
export const Route = createFileRoute('/admin/groups')({
  ...filteredList('groups'),
  loader: async ({ deps, abortController: { signal } }) => {
    const dealId = deps.deal ? parseId(deps.deal) : null;
    const [groups, active] = await Promise.all([
      dealId === null ? null : getDealGroups(dealId, signal),
      getActiveDeals(signal),
    ]);
    return { groups, active };
  },
  pendingComponent: RouteLoading,
  errorComponent: RouteFailed,
  head: () => consoleHead(consoleScreens.groups),
  component: GroupsPage,
});

function GroupsPage() {
  const { groups, active } = Route.useLoaderData();
  return <GroupsScreen groups={groups} activeDeals={active} onChanged={useReloadRoute()} />;
}
