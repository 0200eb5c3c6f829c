import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadDealOfAddress } from '../../features/deals/api/get-deal';
import { DealPoster } from '../../features/deals/components/deal-poster';
import {
  DealNotOpenScreen,
  DealScreenError,
  DealScreenLoading,
} from '../../features/deals/components/deal-screen';
import { screenHead, storeOrigin } from '../../lib/page-head';

/** A deal's printable QR poster, linked from its share box. */
export const Route = createFileRoute('/poster/$encodedDealId')({
  loader: loadDealOfAddress,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: DealScreenLoading,
  errorComponent: ({ error }) => <PosterLoadFailed error={error} />,
  head: () => screenHead('poster'),
  component: PosterPage,
});

function PosterPage() {
  const loaded = Route.useLoaderData();
  // The deal's own page at the store's configured address, as its share box gives it.
  const { publicUrl } = useRouter().options.context;
  if ('notOpen' in loaded) return <DealNotOpenScreen message={loaded.message} />;
  return <DealPoster deal={loaded} url={`${storeOrigin(publicUrl)}/deal/${loaded.encoded_id}`} />;
}

function PosterLoadFailed({ error }: { error: unknown }) {
  const router = useRouter();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <DealScreenError error={error} onRetry={retry} />;
}
