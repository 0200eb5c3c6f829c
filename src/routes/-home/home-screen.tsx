import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useDealList } from '../../features/deals/api/use-deal-list';
import { visuallyHidden } from '../../components/visually-hidden';
import { appTexts } from '../../app/texts';
import { HowItWorks, useHowItWorksInView } from './how-it-works';
import type { HomeData } from './load-home';
import { DealsSection } from './deals-section';
import { HeroRow } from './hero-row';

/**
 * Home (docs/product.md §2): the hero carousel with the subscribe form and claims, the category strip and
 * the deal grid it filters in place, and how it works. The hero and the unfiltered grid share
 * one request for the active deals: the route's loader gives its first page and the featured
 * categories ('pending' while it loads); as the not-found screen, Home fetches them itself.
 */
export function HomeScreen({ loaded }: { loaded?: HomeData | 'pending' } = {}) {
  const all = useDealList(
    loaded === 'pending' ? null : { kind: 'active' },
    loaded === 'pending' ? undefined : loaded,
  );

  // Derived once per loaded page, not on every render of the screen.
  const heroDeals = useMemo(
    () => all.deals.filter((deal) => deal.status === 'active' && deal.expiry_left_hours > 0),
    [all.deals],
  );

  useHowItWorksInView(all.status !== 'loading');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 4, md: 6 } }}>
      <Typography component="h1" sx={visuallyHidden}>
        {appTexts.homeHeading}
      </Typography>

      <HeroRow status={all.status} deals={heroDeals} />

      <DealsSection all={all} featured={loaded === 'pending' ? 'loading' : loaded?.featured} />

      <HowItWorks />
    </Box>
  );
}

/** Home as the screen of an unknown address (docs/product.md §2): no loader, so it fetches its deals. */
export function HomeForUnknownPath() {
  return <HomeScreen />;
}
