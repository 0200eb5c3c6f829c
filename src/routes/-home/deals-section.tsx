import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ComponentProps } from 'react';
import type { Deal } from '../../../contract/catalog';
import { appTexts } from '../../app/texts';
import { CategoryStrip } from '../../features/categories/components/category-strip';
import { isExpiringSoon, type DealFilter } from '../../features/categories/deal-filter';
import { useDealList } from '../../features/deals/api/use-deal-list';
import { DealGrid } from '../../features/deals/components/deal-grid';
import { dealTexts } from '../../features/deals/texts';

type DealList = ReturnType<typeof useDealList>;

interface DealsSectionProps {
  /** The active deals Home shares with its hero. */
  all: DealList;
  featured: ComponentProps<typeof CategoryStrip>['featured'];
}

/** Home's deal grid with the category strip that filters it in place. */
export function DealsSection({ all, featured }: DealsSectionProps) {
  const [filter, setFilter] = useState<DealFilter>({ kind: 'all' });
  const byCategory = useDealList(
    filter.kind === 'category' ? { kind: 'active', categoryId: filter.categoryId } : null,
  );
  // Derived once per loaded page, not on every render of the screen.
  const expiring = useMemo(
    () => all.deals.filter((deal) => isExpiringSoon(deal.expiry_left_hours)),
    [all.deals],
  );
  const { grid, heading, emptyText } = shownGrid(filter, all, byCategory, expiring);

  return (
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
      <CategoryStrip value={filter} onChange={setFilter} featured={featured} />
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
  );
}

/** What the grid shows for the strip's filter: its deals, heading and words when empty. */
function shownGrid(filter: DealFilter, all: DealList, byCategory: DealList, expiring: Deal[]) {
  if (filter.kind === 'category') {
    const heading = appTexts.categoryHeading(filter.name);
    return { grid: byCategory, heading, emptyText: appTexts.noCategoryDeals };
  }
  if (filter.kind === 'expiring') {
    // The listing is sorted soonest expiry first: more expiring deals can only follow when
    // everything loaded so far expires soon.
    const more = all.hasMore && expiring.length === all.deals.length;
    const grid = { ...all, deals: expiring, hasMore: more };
    return { grid, heading: appTexts.expiringHeading, emptyText: appTexts.noExpiringDeals };
  }
  return { grid: all, heading: appTexts.dealsHeading, emptyText: dealTexts.noActiveDeals };
}
