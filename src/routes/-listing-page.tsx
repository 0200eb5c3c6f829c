import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Deal } from '../../contract/catalog';
import { DealGrid } from '../features/deals/components/deal-grid';
import { dealTexts } from '../features/deals/texts';

interface ListingPageProps {
  eyebrow: string;
  title: string | null;
  /** Above the title: a way up (the parent category of a subcategory). */
  breadcrumb?: ReactNode;
  /** Under the title: ways down (a category's subcategories). */
  links?: ReactNode;
  status: 'loading' | 'success' | 'error';
  deals: Deal[];
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/** A category or subcategory page: its title and its deals. Load failures read as empty. */
export function ListingPage({ eyebrow, title, breadcrumb, links, ...grid }: ListingPageProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box
        sx={{
          p: { xs: 2.5, md: 4 },
          borderRadius: { xs: '20px', md: '28px' },
          bgcolor: 'primary.light',
          color: 'text.primary',
        }}
      >
        {breadcrumb}
        <Typography
          variant="overline"
          component="p"
          sx={{ fontWeight: 700, color: 'text.secondary' }}
        >
          {eyebrow}
        </Typography>
        <Typography component="h1" variant="h3" sx={{ fontSize: { xs: '1.9rem', md: '2.75rem' } }}>
          {title ?? '\u00a0'}
        </Typography>
        {links}
      </Box>
      <DealGrid emptyText={dealTexts.noDealsHere} headingLevel="h2" {...grid} />
    </Box>
  );
}
