import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { getCategories } from '../../../features/admin/api/get-categories';
import { DealForm } from '../../../features/admin/components/deal-form';
import {
  ScreenFailed,
  ScreenHeader,
  ScreenLoading,
} from '../../../features/admin/components/screen-parts';
import { emptyDraft } from '../../../features/admin/deal-draft';
import { adminTexts } from '../../../features/admin/texts';
import { showToast } from '../../../lib/toast';

/** A new deal and its product. */
export const Route = createFileRoute('/admin/deals/new')({
  loader: ({ abortController }) => getCategories(abortController.signal),
  pendingComponent: () => <ScreenLoading title={adminTexts.createDealTitle} />,
  errorComponent: NewDealFailed,
  component: NewDealPage,
});

function NewDealPage() {
  const navigate = useNavigate();
  return (
    <>
      <ScreenHeader title={adminTexts.createDealTitle} />
      <DealForm
        initial={emptyDraft(new Date())}
        categories={Route.useLoaderData()}
        target={{ kind: 'new' }}
        onSaved={(dealId) => {
          showToast(adminTexts.dealSaved, 'success');
          void navigate({ to: '/admin/deals/$dealId', params: { dealId: String(dealId) } });
        }}
      />
    </>
  );
}

function NewDealFailed({ error }: { error: unknown }) {
  const router = useRouter();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <ScreenFailed title={adminTexts.createDealTitle} error={error} onRetry={retry} />;
}
