import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../../app/listing-page';
import { ArrowBackIcon } from '../../components/icons';
import { TextLink } from '../../components/router-links';
import { useSubcategory } from '../../features/categories/api/get-subcategory';
import { categoryTexts } from '../../features/categories/texts';
import { useSubcategoryDeals } from '../../features/deals/api/get-subcategory-deals';
import { parseId } from '../../lib/ids';

export const Route = createFileRoute('/subcategory/$subcategoryId')({
  component: SubcategoryPage,
});

function SubcategoryPage() {
  const { subcategoryId } = Route.useParams();
  const id = parseId(subcategoryId);
  if (id === null) {
    return (
      <ListingPage
        eyebrow={categoryTexts.subcategoryEyebrow}
        title={categoryTexts.subcategoryFallbackTitle}
        status="error"
        deals={[]}
      />
    );
  }
  return <SubcategoryListing key={id} subcategoryId={id} />;
}

function SubcategoryListing({ subcategoryId }: { subcategoryId: number }) {
  const subcategory = useSubcategory(subcategoryId);
  const deals = useSubcategoryDeals(subcategoryId);
  const parent = subcategory.status === 'success' ? subcategory.data.category : null;
  const title =
    subcategory.status === 'success'
      ? subcategory.data.name
      : subcategory.status === 'error'
        ? categoryTexts.subcategoryFallbackTitle
        : null;
  return (
    <ListingPage
      eyebrow={categoryTexts.subcategoryEyebrow}
      title={title}
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
