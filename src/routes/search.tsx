import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import type { Category } from '../../contract/catalog';
import { ButtonLink } from '../components/router-links';
import { getCategoriesDropdown } from '../features/categories/api/get-categories-dropdown';
import { DealGrid } from '../features/deals/components/deal-grid';
import { searchDeals } from '../features/search/api/search-deals';
import type { SearchResults } from '../features/search/api/search-deals';
import { SearchEmpty } from '../features/search/components/search-empty';
import { SearchPager } from '../features/search/components/search-pager';
import { SearchSummary } from '../features/search/components/search-summary';
import { parseSearchParams } from '../features/search/search-params';
import type { SearchParams } from '../features/search/search-params';
import { searchTexts } from '../features/search/texts';
import { searchHead } from '../lib/page-head';

type SearchPageData = { results: SearchResults | null; browse: Category[] };

/** The results, and when nothing matched the categories to browse instead. */
async function loadSearchPage(params: SearchParams, signal: AbortSignal): Promise<SearchPageData> {
  if (params.q === '') return { results: null, browse: [] };
  const results = await searchDeals(params, signal);
  // An empty page without its way out is still a page: the categories are a bonus.
  const browse =
    results.total === 0 ? await getCategoriesDropdown(signal).catch((): Category[] => []) : [];
  return { results, browse };
}

export const Route = createFileRoute('/search')({
  validateSearch: parseSearchParams,
  loaderDeps: ({ search }) => ({ q: search.q, category: search.category, page: search.page }),
  loader: ({ deps, abortController }) => loadSearchPage(deps, abortController.signal),
  pendingComponent: SearchPending,
  errorComponent: SearchFailed,
  head: ({ match }) => searchHead(match.search.q),
  component: SearchPage,
});

function SearchPage() {
  const { q, category, page = 1 } = Route.useSearch();
  const { results, browse } = Route.useLoaderData();

  if (results === null) {
    return <AskForWords />;
  }

  const categoryName = results.categories.find((entry) => entry.id === category)?.name ?? null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <SearchSummary
        q={q}
        total={results.total}
        categories={results.categories}
        category={category}
        offlineSavedDeals={results.offlineSavedDeals}
      />
      {results.data.length === 0 ? (
        <SearchEmpty
          q={q}
          categoryName={categoryName}
          didYouMean={results.did_you_mean}
          browse={browse.length > 0 && <BrowseCategories categories={browse} />}
        />
      ) : (
        <div>
          <DealGrid status="success" deals={results.data} emptyText="" headingLevel="h2" />
          <SearchPager
            q={q}
            category={category}
            page={page}
            total={results.total}
            pageSize={results.page_size}
          />
        </div>
      )}
    </Box>
  );
}

/** A search with no words: says what to type. */
function AskForWords() {
  return (
    <Box sx={{ py: 4 }}>
      <Typography component="h1" variant="h4">
        {searchTexts.askForWords}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        {searchTexts.askForWordsDetail}
      </Typography>
    </Box>
  );
}

/** No results: the categories to browse instead. */
function BrowseCategories({ categories }: { categories: { id: number; name: string }[] }) {
  return (
    <Box
      component="nav"
      aria-label={searchTexts.browseLabel}
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, mt: 1.5 }}
    >
      {categories.map((entry) => (
        <ButtonLink
          key={entry.id}
          to="/category/$categoryId"
          params={{ categoryId: String(entry.id) }}
          variant="outlined"
          size="small"
        >
          {entry.name}
        </ButtonLink>
      ))}
    </Box>
  );
}

function SearchPending() {
  return <DealGrid status="loading" deals={[]} emptyText="" />;
}

function SearchFailed() {
  const router = useRouter();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography component="h1" variant="h5">
        {searchTexts.failed}
      </Typography>
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => void router.invalidate()}>
        {searchTexts.tryAgain}
      </Button>
    </Box>
  );
}
