import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { requireSignIn } from '../features/auth/require-sign-in';
import { OrdersScreen } from '../features/orders/components/orders-screen';
import { parseOrderFilter, type OrderFilter } from '../features/orders/order-filter';

interface OrdersSearch {
  /** The tab on show: one of GET /orders' status filters; absent is All. */
  status?: OrderFilter;
}

/** SPEC 2's My Orders (needs sign-in). The tab lives in the address: back, forward and reload keep it. */
export const Route = createFileRoute('/orders')({
  // An unknown value must be overwritten, not left out: the router keeps keys it is not given.
  validateSearch: (search: Record<string, unknown>): OrdersSearch => ({
    status: parseOrderFilter(search.status),
  }),
  beforeLoad: requireSignIn,
  component: OrdersPage,
});

function OrdersPage() {
  const { status } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <OrdersScreen
      filter={status ?? ''}
      onFilterChange={(filter) =>
        void navigate({ to: '/orders', search: filter ? { status: filter } : {} })
      }
    />
  );
}
