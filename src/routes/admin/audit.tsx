import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { getAudit } from '../../features/admin/api/get-audit';
import { AuditScreen } from '../../features/admin/components/audit-screen';
import { ScreenFailed, ScreenLoading } from '../../features/admin/components/screen-parts';
import { pickSearch } from '../../features/admin/search-params';
import { adminTexts } from '../../features/admin/texts';

const keys = ['actor', 'action', 'entity', 'from', 'to'] as const;

/** Every admin action (who, when, what, before and after), filtered in the address. */
export const Route = createFileRoute('/admin/audit')({
  validateSearch: (search: Record<string, unknown>) => pickSearch(search, keys),
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => {
    // The boxes hold calendar days; the log is asked from the first to the last instant of them.
    const day = (date: string | undefined, end: boolean) =>
      date && /^\d{4}-\d{2}-\d{2}$/.test(date)
        ? new Date(`${date}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString()
        : undefined;
    return getAudit(
      {
        actor: deps.actor,
        action: deps.action,
        entity: deps.entity,
        from: day(deps.from, false),
        to: day(deps.to, true),
        page: deps.page,
      },
      abortController.signal,
    );
  },
  staleTime: 0,
  pendingComponent: () => <ScreenLoading title={adminTexts.audit} />,
  errorComponent: AuditFailed,
  component: AuditPage,
});

function AuditPage() {
  const navigate = useNavigate();
  return (
    <AuditScreen
      page={Route.useLoaderData()}
      filters={Route.useSearch()}
      onFilters={(next) => void navigate({ to: '/admin/audit', search: next })}
    />
  );
}

function AuditFailed({ error }: { error: unknown }) {
  const router = useRouter();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <ScreenFailed title={adminTexts.audit} error={error} onRetry={retry} />;
}
