import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EmptyListBox } from '../../../components/empty-list-box';
import { TextLink } from '../../../components/router-links';
import { searchTexts } from '../texts';

/**
 * Nothing matched: says so plainly, offers the nearest words that find deals when the server
 * knows some, and the categories to browse instead.
 */
export function SearchEmpty({
  q,
  categoryName,
  didYouMean,
  browse,
}: {
  q: string;
  categoryName: string | null;
  didYouMean: string | undefined;
  browse: ReactNode;
}) {
  return (
    <EmptyListBox>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {categoryName === null
          ? searchTexts.noMatches(q)
          : searchTexts.noMatchesInCategory(q, categoryName)}
      </Typography>
      {didYouMean && (
        <Typography sx={{ mt: 2, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          {`${searchTexts.didYouMean} `}
          <TextLink to="/search" search={{ q: didYouMean }} sx={{ fontWeight: 700 }}>
            {didYouMean}
          </TextLink>
          ?
        </Typography>
      )}
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
