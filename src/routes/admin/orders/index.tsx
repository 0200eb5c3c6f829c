import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import type { AdminOrdersQuery } from '../../../../contract/admin-console';
import { getOrders } from '../../../features/admin/api/get-orders';
import { OrdersScreen } from '../../../features/admin/components/orders-screen';
import { ScreenFailed, ScreenLoading } from '../../../features/admin/components/screen-parts';
import { pickSearch } from '../../../features/admin/search-params';
import { adminTexts } from '../../../features/admin/texts';

const keys = ['status', 'type', 'q'] as const;

/** Every order, by status, type and order number or e-mail, a page at a time. */
export const Route = createFileRoute('/admin/orders/')({
  validateSearch: (search: Record<string, unknown>) => pickSearch(search, keys),
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) =>
    getOrders(
      {
        status: deps.status as AdminOrdersQuery['status'],
        type: deps.type as AdminOrdersQuery['type'],
        q: deps.q,
        page: deps.page,
      },
      abortController.signal,
    ),
  staleTime: 0,
  pendingComponent: () => <ScreenLoading title={adminTexts.orders} />,
  errorComponent: OrdersFailed,
  component: OrdersPage,
});

function OrdersPage() {
  const navigate = useNavigate();
  return (
    <OrdersScreen
      page={Route.useLoaderData()}
      filters={Route.useSearch()}
      onFilters={(next) => void navigate({ to: '/admin/orders', search: next })}
    />
  );
}

function OrdersFailed({ error }: { error: unknown }) {
  const router = useRouter();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <ScreenFailed title={adminTexts.orders} error={error} onRetry={retry} />;
}
