import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadDealByEncodedId } from '../../features/deals/api/get-deal';
import {
  DealScreen,
  DealScreenError,
  DealScreenLoading,
} from '../../features/deals/components/deal-screen';

export const Route = createFileRoute('/deal/$encodedDealId')({
  loader: ({ params, abortController, preload }) =>
    loadDealByEncodedId(params.encodedDealId, { signal: abortController.signal, preload }),
  // The skeleton shows at once and goes as soon as the deal is there, as it always has.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: DealScreenLoading,
  errorComponent: ({ error }) => <DealLoadFailed error={error} />,
  notFoundComponent: () => <DealLoadFailed error={null} />,
  component: DealPage,
});

function DealPage() {
  return <DealScreen deal={Route.useLoaderData()} />;
}

function DealLoadFailed({ error }: { error: unknown }) {
  const router = useRouter();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <DealScreenError error={error} onRetry={retry} />;
}
