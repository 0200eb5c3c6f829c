import { createFileRoute, notFound } from '@tanstack/react-router';
import { getCategories } from '../../../features/admin/api/get-categories';
import { getDeal } from '../../../features/admin/api/get-deal';
import { getDealAlertAudience } from '../../../features/admin/api/get-deal-alert-audience';
import { DealEditScreen } from '../../../features/admin/components/deal-edit-screen';
import {
  RouteFailed,
  RouteLoading,
  useReloadRoute,
} from '../../../features/admin/components/route-states';
import { ScreenFailed } from '../../../features/admin/components/screen-parts';
import { adminTexts } from '../../../features/admin/texts';
import { parseId } from '../../../lib/ids';
import { showToast } from '../../../lib/toast';
import { consoleHead, consoleScreens } from '../../../features/admin/console-head';

/** One deal and its product, to change or deactivate. */
export const Route = createFileRoute('/admin/deals/$dealId')({
  loader: async ({ params, abortController }) => {
    const dealId = parseId(params.dealId);
    if (dealId === null) throw notFound();
    const { signal } = abortController;
    const [deal, categories, alertAudience] = await Promise.all([
      getDeal(dealId, signal),
      getCategories(signal),
      getDealAlertAudience(dealId, signal),
    ]);
    return { deal, categories, alertAudience };
  },
  // The form starts from what is stored now, never from a copy kept since an earlier visit.
  staleTime: 0,
  pendingComponent: RouteLoading,
  errorComponent: RouteFailed,
  notFoundComponent: () => (
    <ScreenFailed title={adminTexts.editDealTitle} error={null} onRetry={() => history.back()} />
  ),
  head: () => consoleHead(consoleScreens.editDealTitle),
  component: EditDealPage,
});

function EditDealPage() {
  const { deal, categories, alertAudience } = Route.useLoaderData();
  const reload = useReloadRoute();
  return (
    <DealEditScreen
      // A saved deal comes back fresh from the server: the form starts again from it.
      key={deal.updated_at}
      deal={deal}
      categories={categories}
      alertAudience={alertAudience}
      onSaved={() => {
        showToast(adminTexts.dealSaved, 'success');
        reload();
      }}
    />
  );
}
