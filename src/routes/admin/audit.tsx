import { createFileRoute } from '@tanstack/react-router';
import { getAudit } from '../../features/admin/api/get-audit';
import { AuditScreen } from '../../features/admin/components/audit-screen';
import { RouteFailed, RouteLoading } from '../../features/admin/components/route-states';
import { filteredList } from '../../features/admin/search-params';
import { consoleHead, consoleScreens } from '../../features/admin/console-head';

/** Every admin action (who, when, what, before and after), filtered in the address. */
export const Route = createFileRoute('/admin/audit')({
  ...filteredList('audit'),
  loader: ({ deps, abortController }) => getAudit(deps, abortController.signal),
  pendingComponent: RouteLoading,
  errorComponent: RouteFailed,
  head: () => consoleHead(consoleScreens.audit),
  component: AuditPage,
});

function AuditPage() {
  return <AuditScreen page={Route.useLoaderData()} filters={Route.useSearch()} />;
}
