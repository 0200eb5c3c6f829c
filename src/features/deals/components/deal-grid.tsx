import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Deal } from '../../../../contract/catalog';
import { visuallyHidden } from '../../../components/visually-hidden';
import { dealTexts } from '../texts';
import { DealCard } from './deal-card';

const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2, md: 3 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

interface DealGridProps {
  status: 'loading' | 'success' | 'error';
  deals: Deal[];
  /** Shown when there is nothing to list (a failed load counts as nothing, SPEC 8). */
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
      <Box aria-busy="true">
        <Typography role="status" sx={visuallyHidden}>
          {dealTexts.loadingDeals}
        </Typography>
        <Box sx={gridSx}>
          {Array.from({ length: 8 }, (_, i) => (
            <DealCardSkeleton key={i} />
          ))}
        </Box>
      </Box>
    );
  }

  if (status === 'error' || deals.length === 0) {
    return (
      <Box
        sx={{
          py: 6,
          px: 2,
          textAlign: 'center',
          border: 1,
          borderColor: 'divider',
          borderStyle: 'dashed',
          borderRadius: '20px',
        }}
      >
        <Typography variant="h6" component="p">
          {status === 'error' ? (errorText ?? emptyText) : emptyText}
        </Typography>
      </Box>
    );
  }

  return (
    <Box>
      <Box component="ul" sx={{ ...gridSx, listStyle: 'none', m: 0, p: 0 }}>
        {deals.map((deal) => (
          <Box component="li" key={deal.id} sx={{ minWidth: 0 }}>
            <DealCard deal={deal} headingLevel={headingLevel} />
          </Box>
        ))}
      </Box>
      {hasMore && onLoadMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button variant="outlined" size="large" onClick={onLoadMore} loading={loadingMore}>
            {dealTexts.loadMore}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function DealCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="40%" />
        <Skeleton width="90%" height={28} />
        <Skeleton width="60%" height={32} />
        <Skeleton height={10} sx={{ my: 1 }} />
        <Skeleton width="50%" />
        <Skeleton variant="rounded" height={36} sx={{ mt: 1, borderRadius: 999 }} />
      </Box>
    </Card>
  );
}
