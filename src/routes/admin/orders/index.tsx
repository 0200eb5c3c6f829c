import { createFileRoute } from '@tanstack/react-router';
import { getOrders } from '../../../features/admin/api/get-orders';
import { OrdersScreen } from '../../../features/admin/components/orders-screen';
import { RouteFailed, RouteLoading } from '../../../features/admin/components/route-states';
import { filteredList } from '../../../features/admin/search-params';
import { consoleHead, consoleScreens } from '../../../features/admin/console-head';

/** Every order, by status, type and order number or e-mail, a page at a time. */
export const Route = createFileRoute('/admin/orders/')({
  ...filteredList('orders'),
  loader: ({ deps, abortController }) => getOrders(deps, abortController.signal),
  pendingComponent: RouteLoading,
  errorComponent: RouteFailed,
  head: () => consoleHead(consoleScreens.orders),
  component: OrdersPage,
});

function OrdersPage() {
  return <OrdersScreen page={Route.useLoaderData()} filters={Route.useSearch()} />;
}
