import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { mayUse } from '../../../contract/staff-access';
import { getDashboard } from '../../features/admin/api/get-dashboard';
import { DashboardScreen } from '../../features/admin/components/dashboard-screen';
import { RouteFailed, RouteLoading } from '../../features/admin/components/route-states';
import { periodOf, type Period } from '../../features/admin/periods';
import { consoleHead, consoleScreens } from '../../features/admin/console-head';
import { useConsoleMe } from '../../features/admin/use-console-me';

/** The console's first screen: the chosen period's numbers and the deals to watch. */
export const Route = createFileRoute('/admin/')({
  validateSearch: (search: Record<string, unknown>): { days?: Period } => ({
    days: search.days === undefined ? undefined : periodOf(search.days),
  }),
  loaderDeps: ({ search }) => ({ days: search.days ?? 30 }),
  loader: ({ deps, abortController }) => getDashboard(deps.days, abortController.signal),
  pendingComponent: RouteLoading,
  errorComponent: RouteFailed,
  head: () => consoleHead(consoleScreens.dashboard),
  component: DashboardPage,
});

function DashboardPage() {
  const navigate = useNavigate();
  const { days = 30 } = Route.useSearch();
  return (
    <DashboardScreen
      dashboard={Route.useLoaderData()}
      period={days}
      onPeriod={(period) => void navigate({ to: '/admin', search: { days: period } })}
      linkDeals={mayUse(useConsoleMe().role, 'catalogue')}
    />
  );
}
