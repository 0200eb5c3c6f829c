import { createFileRoute, notFound, useRouter } from '@tanstack/react-router';
import { getOrder } from '../../../features/admin/api/get-order';
import { OrderScreen } from '../../../features/admin/components/order-screen';
import { ScreenFailed, ScreenLoading } from '../../../features/admin/components/screen-parts';
import { adminTexts } from '../../../features/admin/texts';
import { parseId } from '../../../lib/ids';

/** One order: its lines, money, shipment, refunds and every status change. */
export const Route = createFileRoute('/admin/orders/$orderId')({
  loader: ({ params, abortController }) => {
    const orderId = parseId(params.orderId);
    if (orderId === null) throw notFound();
    return getOrder(orderId, abortController.signal);
  },
  staleTime: 0,
  pendingComponent: () => <ScreenLoading title={adminTexts.orders} />,
  errorComponent: OrderFailed,
  component: OrderPage,
});

function OrderPage() {
  const router = useRouter();
  const refresh = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <OrderScreen order={Route.useLoaderData()} onChanged={refresh} />;
}

function OrderFailed({ error }: { error: unknown }) {
  const router = useRouter();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <ScreenFailed title={adminTexts.orders} error={error} onRetry={retry} />;
}
