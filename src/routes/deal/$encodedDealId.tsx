import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadDealOfAddress } from '../../features/deals/api/get-deal';
import {
  DealNotOpenScreen,
  DealScreen,
  DealScreenError,
  DealScreenLoading,
} from '../../features/deals/components/deal-screen';
import {
  isUnanswered,
  OfflineDealUnavailable,
} from '../../features/offline/components/offline-deal-unavailable';
import { dealHead } from '../../lib/deal-head';
import { pageHead, pageTitle, screenHead, storeOrigin } from '../../lib/page-head';
import { useOnline } from '../../lib/use-online';

export const Route = createFileRoute('/deal/$encodedDealId')({
  loader: loadDealOfAddress,
  // The skeleton shows at once and goes as soon as the deal is there, as it always has.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: DealScreenLoading,
  errorComponent: ({ error }) => <DealLoadFailed error={error} />,
  notFoundComponent: () => <DealLoadFailed error={null} />,
  // The tab names the deal; a shared link unfurls with its price, progress and picture.
  head: ({ loaderData, match }) => {
    if (!loaderData) return screenHead('dealNotFound');
    if ('notOpen' in loaderData) return pageHead(pageTitle(loaderData.message));
    return dealHead(loaderData, storeOrigin(match.context.publicUrl));
  },
  component: DealPage,
});

function DealPage() {
  const loaded = Route.useLoaderData();
  if ('notOpen' in loaded) return <DealNotOpenScreen message={loaded.message} />;
  return <DealScreen deal={loaded} />;
}

function DealLoadFailed({ error }: { error: unknown }) {
  const router = useRouter();
  const online = useOnline();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  // Offline, a deal never opened on this device is not missing: it was never saved.
  if (!online && isUnanswered(error)) return <OfflineDealUnavailable onReconnect={retry} />;
  return <DealScreenError error={error} onRetry={retry} />;
}
