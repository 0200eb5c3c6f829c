import { createFileRoute, useRouter } from '@tanstack/react-router';
import { getDeals } from '../../features/admin/api/get-deals';
import { getSubscribers } from '../../features/admin/api/get-subscribers';
import { ScreenFailed, ScreenLoading } from '../../features/admin/components/screen-parts';
import { SubscribersScreen } from '../../features/admin/components/subscribers-screen';
import { adminTexts } from '../../features/admin/texts';

/** How many follow deal alerts, their export, and an alert to a category's followers. */
export const Route = createFileRoute('/admin/subscribers')({
  loader: async ({ abortController }) => {
    const { signal } = abortController;
    const [counts, active] = await Promise.all([
      getSubscribers(signal),
      getDeals({ status: 'active' }, signal),
    ]);
    return { counts, active: active.rows };
  },
  staleTime: 0,
  pendingComponent: () => <ScreenLoading title={adminTexts.subscribers} />,
  errorComponent: SubscribersFailed,
  component: SubscribersPage,
});

function SubscribersPage() {
  const { counts, active } = Route.useLoaderData();
  return <SubscribersScreen counts={counts} activeDeals={active} />;
}

function SubscribersFailed({ error }: { error: unknown }) {
  const router = useRouter();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <ScreenFailed title={adminTexts.subscribers} error={error} onRetry={retry} />;
}
