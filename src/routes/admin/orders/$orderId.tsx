import { createFileRoute, notFound } from '@tanstack/react-router';
import { getOrder } from '../../../features/admin/api/get-order';
import { OrderScreen } from '../../../features/admin/components/order-screen';
import {
  RouteFailed,
  RouteLoading,
  useReloadRoute,
} from '../../../features/admin/components/route-states';
import { useConsoleMe } from '../../../features/admin/use-console-me';
import { parseId } from '../../../lib/ids';
import { consoleHead, consoleScreens } from '../../../features/admin/console-head';

/** One order: its lines, money, shipment, refunds and every status change. */
export const Route = createFileRoute('/admin/orders/$orderId')({
  loader: ({ params, abortController }) => {
    const orderId = parseId(params.orderId);
    if (orderId === null) throw notFound();
    return getOrder(orderId, abortController.signal);
  },
  staleTime: 0,
  pendingComponent: RouteLoading,
  errorComponent: RouteFailed,
  head: ({ loaderData }) =>
    consoleHead(
      loaderData ? consoleScreens.orderTitle(loaderData.order_number) : consoleScreens.orders,
    ),
  component: OrderPage,
});

function OrderPage() {
  const { refund_limit_cents: refundLimitCents } = useConsoleMe();
  return (
    <OrderScreen
      order={Route.useLoaderData()}
      onChanged={useReloadRoute()}
      refundLimitCents={refundLimitCents}
    />
  );
}
