import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { getDashboard } from '../../features/admin/api/get-dashboard';
import { getDemoData } from '../../features/admin/api/demo-data';
import { DashboardScreen } from '../../features/admin/components/dashboard-screen';
import {
  RouteFailed,
  RouteLoading,
  useReloadRoute,
} from '../../features/admin/components/route-states';
import { periodOf, type Period } from '../../features/admin/periods';
import { consoleHead, consoleScreens } from '../../features/admin/console-head';

/** The console's first screen: the chosen period's numbers, the deals to watch, the demo data. */
export const Route = createFileRoute('/admin/')({
  validateSearch: (search: Record<string, unknown>): { days?: Period } => ({
    days: search.days === undefined ? undefined : periodOf(search.days),
  }),
  loaderDeps: ({ search }) => ({ days: search.days ?? 30 }),
  loader: async ({ deps, abortController }) => {
    const [dashboard, demo] = await Promise.all([
      getDashboard(deps.days, abortController.signal),
      getDemoData(abortController.signal),
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
    />
  );
}
