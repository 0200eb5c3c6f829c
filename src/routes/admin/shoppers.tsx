import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { findShoppers } from '../../features/admin/api/find-shoppers';
import { ScreenFailed, ScreenLoading } from '../../features/admin/components/screen-parts';
import { ShoppersScreen } from '../../features/admin/components/shoppers-screen';
import { pickSearch } from '../../features/admin/search-params';
import { adminTexts } from '../../features/admin/texts';

const keys = ['q'] as const;

/** Shoppers found by (part of) their e-mail, each with their orders. */
export const Route = createFileRoute('/admin/shoppers')({
  validateSearch: (search: Record<string, unknown>) => pickSearch(search, keys),
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) =>
    deps.q && deps.q.trim().length >= 2
      ? findShoppers(deps.q.trim(), deps.page, abortController.signal)
      : null,
  staleTime: 0,
  pendingComponent: () => <ScreenLoading title={adminTexts.shoppers} />,
  errorComponent: ShoppersFailed,
  component: ShoppersPage,
});

function ShoppersPage() {
  const navigate = useNavigate();
  return (
    <ShoppersScreen
      found={Route.useLoaderData()}
      filters={Route.useSearch()}
      onFilters={(next) => void navigate({ to: '/admin/shoppers', search: next })}
    />
  );
}

function ShoppersFailed({ error }: { error: unknown }) {
  const router = useRouter();
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return <ScreenFailed title={adminTexts.shoppers} error={error} onRetry={retry} />;
}
