import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import type { AdminDealsQuery } from '../../../../contract/admin-console';
import { getCategories } from '../../../features/admin/api/get-categories';
import { getDeals } from '../../../features/admin/api/get-deals';
import { DealsScreen } from '../../../features/admin/components/deals-screen';
import { ScreenFailed, ScreenLoading } from '../../../features/admin/components/screen-parts';
import { pickSearch } from '../../../features/admin/search-params';
import { adminTexts } from '../../../features/admin/texts';

const filters = ['status', 'category', 'q'] as const;
const pickDealsSearch = (search: Record<string, unknown>) => pickSearch(search, filters);

/** Every deal of the store, filtered in the address (status, category, words, page). */
export const Route = createFileRoute('/admin/deals/')({
  validateSearch: pickDealsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, abortController }) => {
    const { signal } = abortController;
    const query: Partial<AdminDealsQuery> = {
      status: deps.status as AdminDealsQuery['status'],
      category_id: deps.category ? Number(deps.category) : undefined,
      q: deps.q,
      page: deps.page,
    };
    const [deals, categories] = await Promise.all([getDeals(query, signal), getCategories(signal)]);
    return { deals, categories };
  },
  pendingComponent: () => <ScreenLoading title={adminTexts.deals} />,
  errorComponent: DealsFailed,
  component: DealsPage,
});

function DealsPage() {
  const navigate = useNavigate();
  const search = Route.useSearch();
  const { deals, categories } = Route.useLoaderData();
  return (
    <DealsScreen
      page={deals}
      categories={categories}
      filters={search}
      onFilters={(next) => void navigate({ to: '/admin/deals', search: next })}
    />
  );
}

function DealsFailed({ error }: { error: unknown }) {
  const router = useRouter();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <ScreenFailed title={adminTexts.deals} error={error} onRetry={retry} />;
}
