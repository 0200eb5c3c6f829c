import { createFileRoute, useRouter } from '@tanstack/react-router';
import { errorMessage } from '../../api/client';
import { toLoadError } from '../../api/load-error';
import { getOrderByLink } from '../../features/orders/api/get-order-by-link';
import {
  GuestOrderFailed,
  GuestOrderLoading,
  GuestOrderScreen,
} from '../../features/orders/components/guest-order-screen';
import { screenHead } from '../../lib/page-head';

/** The link of a guest's order confirmation e-mail: their order, without an account. */
export const Route = createFileRoute('/guest-order/$token')({
  head: () => screenHead('guestOrder'),
  loader: async ({ params, abortController }) => {
    try {
      return {
        order: await getOrderByLink(params.token, abortController.signal),
        fetchedAt: Date.now(),
      };
    } catch (error) {
      throw toLoadError(error);
    }
  },
  staleTime: 0,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: GuestOrderLoading,
  errorComponent: ({ error }) => <LoadFailed message={errorMessage(error)} />,
  component: GuestOrderPage,
});

function GuestOrderPage() {
  return <GuestOrderScreen {...Route.useLoaderData()} />;
}

function LoadFailed({ message }: { message: string }) {
  const router = useRouter();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <GuestOrderFailed message={message} onRetry={retry} />;
}
