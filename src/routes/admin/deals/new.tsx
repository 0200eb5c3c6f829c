import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { getCategories } from '../../../features/admin/api/get-categories';
import { DealForm } from '../../../features/admin/components/deal-form';
import { ScreenHeader } from '../../../features/admin/components/screen-parts';
import { RouteFailed, RouteLoading } from '../../../features/admin/components/route-states';
import { emptyDraft } from '../../../features/admin/deal-draft';
import { adminTexts } from '../../../features/admin/texts';
import { showToast } from '../../../lib/toast';
import { consoleHead, consoleScreens } from '../../../features/admin/console-head';

/** A new deal and its product. */
export const Route = createFileRoute('/admin/deals/new')({
  loader: ({ abortController }) => getCategories(abortController.signal),
  pendingComponent: RouteLoading,
  errorComponent: RouteFailed,
  head: () => consoleHead(consoleScreens.createDealTitle),
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
