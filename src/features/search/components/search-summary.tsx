import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SearchCategory } from '../../../../contract/search';
import { PageBanner } from '../../../components/page-banner';
import { ButtonLink } from '../../../components/router-links';
import { searchTexts } from '../texts';

interface SearchSummaryProps {
  q: string;
  total: number;
  categories: SearchCategory[];
  category: number | undefined;
  offlineSavedDeals: number | null;
}

/** The top of the results page: what was searched, how many deals match, the category chips. */
export function SearchSummary({
  q,
  total,
  categories,
  category,
  offlineSavedDeals,
}: SearchSummaryProps) {
  const allCount = categories.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <PageBanner eyebrow={searchTexts.eyebrow} title={searchTexts.heading(q)}>
      <Typography role="status" sx={{ mt: 1, fontWeight: 700 }}>
        {searchTexts.resultCount(total)}
      </Typography>
      {offlineSavedDeals !== null && (
        <Typography
          sx={{
            mt: 1.5,
            px: 1.5,
            py: 1,
            borderRadius: '12px',
            bgcolor: 'grey.900',
            color: 'common.white',
            fontWeight: 600,
          }}
        >
          {searchTexts.offline(offlineSavedDeals)}
        </Typography>
      )}
      {categories.length > 1 && (
        <Box
          component="nav"
          aria-label={searchTexts.categoriesLabel}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
        >
          <CategoryChip
            q={q}
            selected={category === undefined}
            label={searchTexts.chipLabel(searchTexts.allCategories, allCount)}
          />
          {categories.map((entry) => (
            <CategoryChip
              key={entry.id}
              q={q}
              category={entry.id}
              selected={category === entry.id}
              label={searchTexts.chipLabel(entry.name, entry.count)}
            />
          ))}
        </Box>
      )}
    </PageBanner>
  );
}

function CategoryChip({
  q,
  category,
  selected,
  label,
}: {
  q: string;
  category?: number;
  selected: boolean;
  label: string;
}) {
  return (
    <ButtonLink
      to="/search"
      search={category === undefined ? { q } : { q, category }}
      variant={selected ? 'contained' : 'outlined'}
      size="small"
      aria-current={selected ? 'page' : undefined}
      sx={{ bgcolor: selected ? undefined : 'background.paper', borderRadius: '999px' }}
    >
      {label}
    </ButtonLink>
  );
}
