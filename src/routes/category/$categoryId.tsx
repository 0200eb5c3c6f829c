import { createFileRoute, notFound } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import { ListingPage } from '../-listing-page';
import { ButtonLink } from '../../components/router-links';
import { categoryTexts } from '../../features/categories/texts';
import { useDealList } from '../../features/deals/api/use-deal-list';
import { parseId } from '../../lib/ids';
import { listingHead } from '../../lib/page-head';

export const Route = createFileRoute('/category/$categoryId')({
  // docs/product.md §8: a category page swallows its load errors; what failed reads as empty.
  loader: async ({ params, context: { catalog }, abortController: { signal } }) => {
    const categoryId = parseId(params.categoryId);
    if (categoryId === null) throw notFound();
    const [category, firstPage] = await Promise.all([
      catalog.category(categoryId, signal).catch(() => null),
      catalog.dealPage({ kind: 'category', categoryId }, null, signal).catch(() => null),
    ]);
    return { categoryId, category, firstPage };
  },
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: () => (
    <ListingPage eyebrow={categoryTexts.categoryEyebrow} title={null} status="loading" deals={[]} />
  ),
  notFoundComponent: () => (
    <ListingPage
      eyebrow={categoryTexts.categoryEyebrow}
      title={categoryTexts.categoryFallbackTitle}
      status="error"
      deals={[]}
    />
  ),
  head: ({ loaderData }) => listingHead(loaderData?.category?.name, 'category'),
  component: CategoryPage,
});

function CategoryPage() {
  const { categoryId, category, firstPage } = Route.useLoaderData();
  const deals = useDealList({ kind: 'category', categoryId }, { page: firstPage });
  return (
    <ListingPage
      eyebrow={categoryTexts.categoryEyebrow}
      title={category?.name ?? categoryTexts.categoryFallbackTitle}
      links={
        category &&
        category.subcategories.length > 0 && (
          <Box
            component="nav"
            aria-label={categoryTexts.subcategoriesOf(category.name)}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
          >
            {category.subcategories.map((sub) => (
              <ButtonLink
                key={sub.id}
                to="/subcategory/$subcategoryId"
                params={{ subcategoryId: String(sub.id) }}
                variant="outlined"
                size="small"
                sx={{ bgcolor: 'background.paper' }}
              >
                {sub.name}
              </ButtonLink>
            ))}
          </Box>
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
