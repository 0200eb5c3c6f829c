import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '../../../components/visually-hidden';
import { dealTexts } from '../texts';

export function DealDetailSkeleton() {
  return (
    <Box
      aria-busy="true"
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
      }}
    >
      <Box role="status" sx={visuallyHidden}>
        {dealTexts.loadingDeals}
      </Box>
      <Skeleton
        variant="rounded"
        sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: '20px' }}
      />
      <Box>
        <Skeleton width="30%" />
        <Skeleton width="85%" height={56} />
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2, borderRadius: '20px' }} />
      </Box>
    </Box>
  );
}
