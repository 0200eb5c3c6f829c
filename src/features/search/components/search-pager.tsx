import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '../../../components/router-links';
import { SEARCH_MAX_PAGE } from '../search-params';
import { searchTexts } from '../texts';

/** Previous and next results pages, when there is more than one. */
export function SearchPager({
  q,
  category,
  page,
  total,
  pageSize,
}: {
  q: string;
  category: number | undefined;
  page: number;
  total: number;
  pageSize: number;
}) {
  const pages = Math.min(Math.ceil(total / pageSize), SEARCH_MAX_PAGE);
  if (pages <= 1) return null;
  const to = (target: number) => ({
    q,
    ...(category === undefined ? {} : { category }),
    ...(target === 1 ? {} : { page: target }),
  });
  return (
    <Box
      component="nav"
      aria-label={searchTexts.pagesLabel}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 4 }}
    >
      {page > 1 && (
        <ButtonLink to="/search" search={to(page - 1)} variant="outlined">
          {searchTexts.previousPage}
        </ButtonLink>
      )}
      <Typography>{searchTexts.pageOf(page, pages)}</Typography>
      {page < pages && (
        <ButtonLink to="/search" search={to(page + 1)} variant="outlined">
          {searchTexts.nextPage}
        </ButtonLink>
      )}
    </Box>
  );
}
