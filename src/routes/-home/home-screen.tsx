import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { CategoryStrip } from '../../features/categories/components/category-strip';
import { isExpiringSoon, type DealFilter } from '../../features/categories/deal-filter';
import { useDealList } from '../../features/deals/api/use-deal-list';
import { DealGrid } from '../../features/deals/components/deal-grid';
import { HeroCarousel } from '../../features/deals/components/hero-carousel';
import { dealTexts } from '../../features/deals/texts';
import { SubscribeForm } from '../../features/subscribe/components/subscribe-form';
import { visuallyHidden } from '../../components/visually-hidden';
import { appTexts } from '../../app/texts';
import { HowItWorks, useHowItWorksInView } from './how-it-works';
import type { HomeData } from './load-home';
import { MarketingStats } from './marketing-stats';

/**
 * Home (docs/product.md §2): the hero carousel with the subscribe form and claims, the category strip and
 * the deal grid it filters in place, and how it works. The hero and the unfiltered grid share
 * one request for the active deals: the route's loader gives its first page and the featured
 * categories ('pending' while it loads); as the not-found screen, Home fetches them itself.
 */
export function HomeScreen({ loaded }: { loaded?: HomeData | 'pending' } = {}) {
  const [filter, setFilter] = useState<DealFilter>({ kind: 'all' });
  const all = useDealList(
    loaded === 'pending' ? null : { kind: 'active' },
    loaded === 'pending' ? undefined : loaded,
  );
  const byCategory = useDealList(
    filter.kind === 'category' ? { kind: 'active', categoryId: filter.categoryId } : null,
  );

  const heroStatus = all.status;
  // Derived once per loaded page, not on every render of the screen.
  const heroDeals = useMemo(
    () => all.deals.filter((deal) => deal.status === 'active' && deal.expiry_left_hours > 0),
    [all.deals],
  );
  const expiring = useMemo(
    () => all.deals.filter((deal) => isExpiringSoon(deal.expiry_left_hours)),
    [all.deals],
  );

  useHowItWorksInView(all.status !== 'loading');

  let grid = all;
  let heading: string = appTexts.dealsHeading;
  let emptyText: string = dealTexts.noActiveDeals;
  if (filter.kind === 'category') {
    grid = byCategory;
    heading = appTexts.categoryHeading(filter.name);
    emptyText = appTexts.noCategoryDeals;
  } else if (filter.kind === 'expiring') {
    // The listing is sorted soonest expiry first: more expiring deals can only follow when
    // everything loaded so far expires soon.
    const more = all.hasMore && expiring.length === all.deals.length;
    grid = { ...all, deals: expiring, hasMore: more };
    heading = appTexts.expiringHeading;
    emptyText = appTexts.noExpiringDeals;
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 4, md: 6 } }}>
      <Typography component="h1" sx={visuallyHidden}>
        {appTexts.homeHeading}
      </Typography>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          // The alerts column joins the hero's row only from 1200 px: beside it any narrower, the
          // hero's words get a column too thin for a title or a price.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
          alignItems: 'stretch',
        }}
      >
        <HeroCarousel status={heroStatus} deals={heroDeals} />
        <Paper
          variant="outlined"
          sx={{
            p: { xs: 2.5, md: 3 },
            borderRadius: { xs: '20px', md: '28px' },
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            gap: 3,
          }}
        >
          <SubscribeForm />
          <MarketingStats />
        </Paper>
      </Box>

      <Box
        component="section"
        aria-labelledby="deals-title"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography
          id="deals-title"
          component="h2"
          variant="h4"
          sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}
        >
          {heading}
        </Typography>
        <CategoryStrip
          value={filter}
          onChange={setFilter}
          featured={loaded === 'pending' ? 'loading' : loaded?.featured}
        />
        <DealGrid
          status={grid.status}
          deals={grid.deals}
          emptyText={emptyText}
          errorText={dealTexts.noActiveDeals}
          hasMore={grid.hasMore}
          loadingMore={grid.loadingMore}
          onLoadMore={grid.loadMore}
        />
      </Box>

      <HowItWorks />
    </Box>
  );
}

/** Home as the screen of an unknown address (docs/product.md §2): no loader, so it fetches its deals. */
export function HomeForUnknownPath() {
  return <HomeScreen />;
}
