import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { getDashboard } from '../../features/admin/api/get-dashboard';
import { DashboardScreen } from '../../features/admin/components/dashboard-screen';
import { periodOf, type Period } from '../../features/admin/periods';
import { ScreenFailed, ScreenLoading } from '../../features/admin/components/screen-parts';
import { adminTexts } from '../../features/admin/texts';

/** The console's first screen: the chosen period's numbers and the deals to watch. */
export const Route = createFileRoute('/admin/')({
  validateSearch: (search: Record<string, unknown>): { days?: Period } => ({
    days: search.days === undefined ? undefined : periodOf(search.days),
  }),
  loaderDeps: ({ search }) => ({ days: search.days ?? 30 }),
  loader: ({ deps, abortController }) => getDashboard(deps.days, abortController.signal),
  pendingComponent: () => <ScreenLoading title={adminTexts.dashboard} />,
  errorComponent: DashboardFailed,
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
    />
  );
}

function DashboardFailed({ error }: { error: unknown }) {
  const router = useRouter();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <ScreenFailed title={adminTexts.dashboard} error={error} onRetry={retry} />;
}
