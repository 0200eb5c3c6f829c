import { createFileRoute, useRouter } from '@tanstack/react-router';
import { getDealGroups } from '../../features/admin/api/get-deal-groups';
import { getDeals } from '../../features/admin/api/get-deals';
import { GroupsScreen } from '../../features/admin/components/groups-screen';
import { ScreenFailed, ScreenLoading } from '../../features/admin/components/screen-parts';
import { pickSearch } from '../../features/admin/search-params';
import { adminTexts } from '../../features/admin/texts';
import { parseId } from '../../lib/ids';

const keys = ['deal'] as const;

/** A deal's open group and past groups; without a deal, the active deals to choose from. */
export const Route = createFileRoute('/admin/groups')({
  validateSearch: (search: Record<string, unknown>) => pickSearch(search, keys),
  loaderDeps: ({ search }) => ({ deal: search.deal }),
  loader: async ({ deps, abortController }) => {
    const { signal } = abortController;
    const dealId = deps.deal ? parseId(deps.deal) : null;
    const [groups, active] = await Promise.all([
      dealId === null ? null : getDealGroups(dealId, signal),
      getDeals({ status: 'active' }, signal),
    ]);
    return { groups, active: active.rows };
  },
  staleTime: 0,
  pendingComponent: () => <ScreenLoading title={adminTexts.groups} />,
  errorComponent: GroupsFailed,
  component: GroupsPage,
});

function GroupsPage() {
  const { groups, active } = Route.useLoaderData();
  const router = useRouter();
  const refresh = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <GroupsScreen groups={groups} activeDeals={active} onChanged={refresh} />;
}

function GroupsFailed({ error }: { error: unknown }) {
  const router = useRouter();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <ScreenFailed title={adminTexts.groups} error={error} onRetry={retry} />;
}
