import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EmptyListBox } from '../../../components/empty-list-box';
import { searchTexts } from '../texts';

/** Nothing matched: says so plainly and offers the categories to browse instead. */
export function SearchEmpty({
  q,
  categoryName,
  browse,
}: {
  q: string;
  categoryName: string | null;
  browse: ReactNode;
}) {
  return (
    <EmptyListBox>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {categoryName === null
          ? searchTexts.noMatches(q)
          : searchTexts.noMatchesInCategory(q, categoryName)}
      </Typography>
      {browse && (
        <>
          <Typography sx={{ mt: 2, color: 'text.secondary' }}>
            {searchTexts.browseInstead}
          </Typography>
          {browse}
        </>
      )}
    </EmptyListBox>
  );
}
