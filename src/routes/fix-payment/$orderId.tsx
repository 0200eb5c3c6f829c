import { createFileRoute, notFound, useRouter } from '@tanstack/react-router';
import { FixPaymentLoadFailed, FixPaymentLoading, FixPaymentScreen } from './-fix-payment-screen';
import { fixPaymentTexts } from './-texts';
import { errorMessage } from '../../api/client';
import { toLoadError } from '../../api/load-error';
import { requireSignIn } from '../../features/auth/require-sign-in';
import { loadPaymentProvider } from '../../features/checkout/payment-provider';
import { getOrder } from '../../features/orders/api/fix-payment';
import { parseId } from '../../lib/ids';
import { screenHead } from '../../lib/page-head';

/** The link of a "payment needs attention" alert: a new card for one of the shopper's orders. */
export const Route = createFileRoute('/fix-payment/$orderId')({
  head: () => screenHead('updateCard'),
  beforeLoad: requireSignIn,
  loader: async ({ params, abortController }) => {
    const orderId = parseId(params.orderId);
    if (orderId === null) throw notFound();
    // The card form's provider loads beside the order, not after it.
    const provider = loadPaymentProvider();
    try {
      return { order: await getOrder(orderId, abortController.signal), provider };
    } catch (error) {
      throw toLoadError(error);
    }
  },
  // A card form is for this moment only: every visit reads the order afresh.
  staleTime: 0,
  preloadStaleTime: 0,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: FixPaymentLoading,
  errorComponent: ({ error }) => <LoadFailed message={errorMessage(error)} />,
  notFoundComponent: () => <LoadFailed message={fixPaymentTexts.orderNotFound} />,
  component: FixPaymentPage,
});

function FixPaymentPage() {
  return <FixPaymentScreen {...Route.useLoaderData()} />;
}

function LoadFailed({ message }: { message: string }) {
  const router = useRouter();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <FixPaymentLoadFailed message={message} onRetry={retry} />;
}
