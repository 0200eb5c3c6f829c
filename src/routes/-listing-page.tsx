import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Deal } from '../../contract/catalog';
import { PageBanner } from '../components/page-banner';
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
      <PageBanner eyebrow={eyebrow} title={title ?? '\u00a0'} before={breadcrumb}>
        {links}
      </PageBanner>
      <DealGrid emptyText={dealTexts.noDealsHere} headingLevel="h2" {...grid} />
    </Box>
  );
}
