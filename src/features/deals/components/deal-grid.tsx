import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { Deal } from '../../../../contract/catalog';
import { EmptyListBox } from '../../../components/empty-list-box';
import { visuallyHiddenClass } from '../../../components/visually-hidden';
import { HydrateWhenSettled } from '../../../lib/page-settled';
import { dealTexts } from '../texts';
import { DealCard } from './deal-card';
import styles from './deal-grid.module.css';

interface DealGridProps {
  status: 'loading' | 'success' | 'error';
  deals: Deal[];
  /** Shown when there is nothing to list (a failed load counts as nothing, docs/product.md §8). */
  emptyText: string;
  /** Shown instead of emptyText when the load failed; defaults to emptyText. */
  errorText?: string;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  headingLevel?: 'h2' | 'h3';
}

export function DealGrid({
  status,
  deals,
  emptyText,
  errorText,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  headingLevel,
}: DealGridProps) {
  if (status === 'loading') {
    return (
      <div aria-busy="true">
        <p role="status" className={visuallyHiddenClass}>
          {dealTexts.loadingDeals}
        </p>
        <div className={styles.grid}>
          {Array.from({ length: 8 }, (_, i) => (
            <DealCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

  if (status === 'error' || deals.length === 0) {
    return (
      <EmptyListBox>
        <Typography variant="h6" component="p">
          {status === 'error' ? (errorText ?? emptyText) : emptyText}
        </Typography>
      </EmptyListBox>
    );
  }

  return (
    <div>
      <ul className={styles.grid}>
        <Cards deals={deals} headingLevel={headingLevel} />
        <LaterCards deals={deals} headingLevel={headingLevel} />
      </ul>
      {hasMore && onLoadMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button variant="outlined" size="large" onClick={onLoadMore} loading={loadingMore}>
            {dealTexts.loadMore}
          </Button>
        </Box>
      )}
    </div>
  );
}

/**
 * The cards of the first row: above the fold on a wide screen, so React takes them over with the
 * rest of the first screen, and their pictures are fetched with the page.
 */
const FIRST_ROW = 4;

interface CardsProps {
  deals: Deal[];
  headingLevel: DealGridProps['headingLevel'];
  from?: number;
  to?: number;
}

function Cards({ deals, headingLevel, from = 0, to = FIRST_ROW }: CardsProps) {
  return deals.slice(from, to).map((deal) => (
    <li key={deal.id} className={styles.item}>
      <DealCard deal={deal} headingLevel={headingLevel} firstScreen={from === 0} />
    </li>
  ));
}

/**
 * The cards past the first row, below the fold: on a server-rendered page React takes them over
 * once the page has settled, so the first hydration does not wait for a page of links and
 * countdowns nobody sees yet. Memoised, so a render of the screen above that changes nothing
 * here leaves their server markup alone.
 */
const LaterCards = memo(function LaterCards({ deals, headingLevel }: CardsProps) {
  if (deals.length <= FIRST_ROW) return null;
  return (
    <HydrateWhenSettled>
      <Cards deals={deals} headingLevel={headingLevel} from={FIRST_ROW} to={deals.length} />
    </HydrateWhenSettled>
  );
});

function DealCardSkeleton() {
  const bone = (width: string, extra?: string) => (
    <span className={extra ? `${styles.bone} ${extra}` : styles.bone} style={{ width }} />
  );
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <span className={`${styles.bone} ${styles.image}`} />
      <div className={styles.skeletonBody}>
        {bone('40%')}
        {bone('90%')}
        {bone('60%')}
        {bone('100%')}
        {bone('50%')}
        {bone('100%', styles.button)}
      </div>
    </div>
  );
}
