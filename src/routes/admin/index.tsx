import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { mayUse } from '../../../contract/staff-access';
import { getDashboard } from '../../features/admin/api/get-dashboard';
import { getDemoData, NO_DEMO_DATA } from '../../features/admin/api/demo-data';
import { DashboardScreen } from '../../features/admin/components/dashboard-screen';
import {
  RouteFailed,
  RouteLoading,
  useReloadRoute,
} from '../../features/admin/components/route-states';
import { periodOf, type Period } from '../../features/admin/periods';
import { consoleHead, consoleScreens } from '../../features/admin/console-head';
import { useConsoleMe } from '../../features/admin/use-console-me';

/** The console's first screen: the chosen period's numbers, the deals to watch, the demo data. */
export const Route = createFileRoute('/admin/')({
  validateSearch: (search: Record<string, unknown>): { days?: Period } => ({
    days: search.days === undefined ? undefined : periodOf(search.days),
  }),
  loaderDeps: ({ search }) => ({ days: search.days ?? 30 }),
  loader: async ({ deps, abortController, context }) => {
    // Removing the demo data is the owners' call; nobody else is shown the panel.
    const ownsTheStore = mayUse(context.consoleMe.role, 'owner');
    const [dashboard, demo] = await Promise.all([
      getDashboard(deps.days, abortController.signal),
      ownsTheStore ? getDemoData(abortController.signal) : NO_DEMO_DATA,
    ]);
    return { dashboard, demo };
  },
  pendingComponent: RouteLoading,
  errorComponent: RouteFailed,
  head: () => consoleHead(consoleScreens.dashboard),
  component: DashboardPage,
});

function DashboardPage() {
  const navigate = useNavigate();
  const { days = 30 } = Route.useSearch();
  const { dashboard, demo } = Route.useLoaderData();
  return (
    <DashboardScreen
      dashboard={dashboard}
      demo={demo}
      onDemoRemoved={useReloadRoute()}
      period={days}
      onPeriod={(period) => void navigate({ to: '/admin', search: { days: period } })}
      linkDeals={mayUse(useConsoleMe().role, 'catalogue')}
    />
  );
}
