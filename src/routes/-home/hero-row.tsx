import Box from '@mui/material/Box';
import type { ComponentProps } from 'react';
import Paper from '@mui/material/Paper';
import type { Deal } from '../../../contract/catalog';
import { HeroCarousel } from '../../features/deals/components/hero-carousel';
import { SubscribeForm } from '../../features/subscribe/components/subscribe-form';
import { MarketingStats } from './marketing-stats';

interface HeroRowProps {
  status: ComponentProps<typeof HeroCarousel>['status'];
  deals: Deal[];
}

/** Home's first row: the hero carousel, and beside it (from 1200 px) the alerts and claims. */
export function HeroRow({ status, deals }: HeroRowProps) {
  return (
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
      <HeroCarousel status={status} deals={deals} />
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
  );
}
