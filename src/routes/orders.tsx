import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { requireSignIn } from '../features/auth/require-sign-in';
import { loadOrders } from '../features/orders/api/get-orders';
import { OrdersScreen, type OrdersPanel } from '../features/orders/components/orders-screen';
import { parseOrderFilter, type OrderFilter } from '../features/orders/order-filter';
import { noteOwnDataAsOf } from '../lib/saved-at';
import { useOnline } from '../lib/use-online';
import { screenHead } from '../lib/page-head';

interface OrdersSearch {
  /** The tab on show: one of GET /orders' status filters; absent is All. */
  status?: OrderFilter;
}

/** docs/product.md §2's My Orders (needs sign-in). The tab lives in the address: back, forward and reload keep it. */
export const Route = createFileRoute('/orders')({
  head: () => screenHead('orders'),
  // An unknown value must be overwritten, not left out: the router keeps keys it is not given.
  validateSearch: (search: Record<string, unknown>): OrdersSearch => ({
    status: parseOrderFilter(search.status),
  }),
  beforeLoad: requireSignIn,
  loaderDeps: ({ search }): { status: OrderFilter | '' } => ({ status: search.status ?? '' }),
  loader: ({ deps, abortController, cause }) =>
    loadOrders(deps.status, { signal: abortController.signal, cause }),
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: () => <OrdersPage panel={{ kind: 'loading' }} />,
  errorComponent: OrdersLoadFailed,
  component: OrdersLoaded,
});

function useRefreshOrders() {
  const router = useRouter();
  return () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
}

function OrdersLoaded() {
  const refresh = useRefreshOrders();
  const view = Route.useLoaderData();
  const online = useOnline();
  // The connection bar says what this screen shows while it is not current.
  const asOf = view.saved || !online ? view.fetchedAt : null;
  useEffect(() => {
    noteOwnDataAsOf(Route.fullPath, asOf);
    return () => noteOwnDataAsOf(Route.fullPath, null);
  }, [asOf]);
  return <OrdersPage panel={{ kind: 'loaded', view, refresh }} />;
}

function OrdersLoadFailed() {
  return <OrdersPage panel={{ kind: 'failed', retry: useRefreshOrders() }} />;
}

function OrdersPage({ panel }: { panel: OrdersPanel }) {
  const { status } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <OrdersScreen
      filter={status ?? ''}
      panel={panel}
      onFilterChange={(filter) =>
        void navigate({ to: '/orders', search: filter ? { status: filter } : {} })
      }
    />
  );
}
