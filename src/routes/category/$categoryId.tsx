import { createFileRoute } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import { ListingPage } from '../../app/listing-page';
import { ButtonLink } from '../../components/router-links';
import { useCategory } from '../../features/categories/api/get-category';
import { categoryTexts } from '../../features/categories/texts';
import { useCategoryDeals } from '../../features/deals/api/get-category-deals';
import { parseId } from '../../lib/ids';

export const Route = createFileRoute('/category/$categoryId')({
  component: CategoryPage,
});

function CategoryPage() {
  const { categoryId } = Route.useParams();
  const id = parseId(categoryId);
  if (id === null) {
    return (
      <ListingPage
        eyebrow={categoryTexts.categoryEyebrow}
        title={categoryTexts.categoryFallbackTitle}
        status="error"
        deals={[]}
      />
    );
  }
  return <CategoryListing key={id} categoryId={id} />;
}

function CategoryListing({ categoryId }: { categoryId: number }) {
  const category = useCategory(categoryId);
  const deals = useCategoryDeals(categoryId);
  const title =
    category.status === 'success'
      ? category.data.name
      : category.status === 'error'
        ? categoryTexts.categoryFallbackTitle
        : null;
  return (
    <ListingPage
      eyebrow={categoryTexts.categoryEyebrow}
      title={title}
      links={
        category.status === 'success' &&
        category.data.subcategories.length > 0 && (
          <Box
            component="nav"
            aria-label={categoryTexts.subcategoriesOf(category.data.name)}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
          >
            {category.data.subcategories.map((sub) => (
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
