import { createFileRoute } from '@tanstack/react-router';
import { getStaff } from '../../features/admin/api/staff';
import { RouteFailed, RouteLoading } from '../../features/admin/components/route-states';
import { StaffScreen } from '../../features/admin/components/staff-screen';
import { consoleHead, consoleScreens } from '../../features/admin/console-head';

/** The store's staff and their roles, which owners change here (docs/decisions/0040). */
export const Route = createFileRoute('/admin/staff')({
  loader: ({ abortController }) => getStaff(abortController.signal),
  pendingComponent: RouteLoading,
  errorComponent: RouteFailed,
  head: () => consoleHead(consoleScreens.staff),
  component: StaffPage,
});

function StaffPage() {
  return <StaffScreen members={Route.useLoaderData()} />;
}
