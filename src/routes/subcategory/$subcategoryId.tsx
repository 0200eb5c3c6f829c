import { createFileRoute, notFound } from '@tanstack/react-router';
import { ListingPage } from '../-listing-page';
import { ArrowBackIcon } from '../../components/icons';
import { TextLink } from '../../components/router-links';
import { categoryTexts } from '../../features/categories/texts';
import { useDealList } from '../../features/deals/api/use-deal-list';
import { parseId } from '../../lib/ids';
import { listingHead } from '../../lib/page-head';

export const Route = createFileRoute('/subcategory/$subcategoryId')({
  // docs/product.md §8: like a category page, a subcategory page swallows its load errors.
  loader: async ({ params, context: { catalog }, abortController: { signal } }) => {
    const subcategoryId = parseId(params.subcategoryId);
    if (subcategoryId === null) throw notFound();
    const [subcategory, firstPage] = await Promise.all([
      catalog.subcategory(subcategoryId, signal).catch(() => null),
      catalog.dealPage({ kind: 'subcategory', subcategoryId }, null, signal).catch(() => null),
    ]);
    return { subcategoryId, subcategory, firstPage };
  },
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: () => (
    <ListingPage
      eyebrow={categoryTexts.subcategoryEyebrow}
      title={null}
      status="loading"
      deals={[]}
    />
  ),
  notFoundComponent: () => (
    <ListingPage
      eyebrow={categoryTexts.subcategoryEyebrow}
      title={categoryTexts.subcategoryFallbackTitle}
      status="error"
      deals={[]}
    />
  ),
  head: ({ loaderData }) => listingHead(loaderData?.subcategory?.name, 'subcategory'),
  component: SubcategoryPage,
});

function SubcategoryPage() {
  const { subcategoryId, subcategory, firstPage } = Route.useLoaderData();
  const deals = useDealList({ kind: 'subcategory', subcategoryId }, { page: firstPage });
  const parent = subcategory?.category ?? null;
  return (
    <ListingPage
      eyebrow={categoryTexts.subcategoryEyebrow}
      title={subcategory?.name ?? categoryTexts.subcategoryFallbackTitle}
      breadcrumb={
        parent && (
          <TextLink
            to="/category/$categoryId"
            params={{ categoryId: String(parent.id) }}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, mb: 1 }}
          >
            <ArrowBackIcon fontSize="small" />
            {parent.name}
          </TextLink>
        )
      }
      status={deals.status}
      deals={deals.deals}
      hasMore={deals.hasMore}
      loadingMore={deals.loadingMore}
      onLoadMore={deals.loadMore}
    />
  );
}
