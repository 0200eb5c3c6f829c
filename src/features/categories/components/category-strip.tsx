import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { ClockIcon, TagIcon } from '../../../components/icons';
import { useFeaturedCategories } from '../api/get-featured-categories';
import { sameFilter, type DealFilter } from '../deal-filter';
import { categoryTexts } from '../texts';

interface CategoryStripProps {
  value: DealFilter;
  onChange: (filter: DealFilter) => void;
}

/**
 * All Deals, Expiring Soon and the first 8 featured categories (SPEC 2). Choosing one filters
 * the grid below without leaving the page; All Deals clears the filter.
 */
export function CategoryStrip({ value, onChange }: CategoryStripProps) {
  const featured = useFeaturedCategories();
  const entries: { filter: DealFilter; label: string; icon: ReactNode }[] = [
    {
      filter: { kind: 'all' },
      label: categoryTexts.allDeals,
      icon: <TagIcon sx={{ fontSize: 20 }} />,
    },
    {
      filter: { kind: 'expiring' },
      label: categoryTexts.expiringSoon,
      icon: <ClockIcon sx={{ fontSize: 20 }} />,
    },
  ];
  if (featured.status === 'success') {
    for (const category of featured.data) {
      entries.push({
        filter: { kind: 'category', categoryId: category.id, name: category.name },
        label: category.name,
        icon: category.image ? (
          <Box
            component="img"
            src={category.image}
            alt=""
            width={24}
            height={24}
            loading="lazy"
            sx={{
              width: 24,
              height: 24,
              borderRadius: '50%',
              objectFit: 'cover',
              bgcolor: 'background.paper',
            }}
          />
        ) : (
          <TagIcon sx={{ fontSize: 20 }} />
        ),
      });
    }
  }

  return (
    <Box
      role="group"
      aria-label={categoryTexts.stripLabel}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        pb: 1,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        scrollbarWidth: 'thin',
      }}
    >
      {entries.map(({ filter, label, icon }) => {
        const selected = sameFilter(filter, value);
        return (
          <ButtonBase
            key={filter.kind === 'category' ? filter.categoryId : filter.kind}
            aria-pressed={selected}
            onClick={() => onChange(filter)}
            sx={{
              flexShrink: 0,
              gap: 1,
              px: 2,
              py: 1,
              minHeight: 44,
              borderRadius: 999,
              border: 1,
              fontWeight: 700,
              fontSize: '0.95rem',
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'primary.main' : 'background.paper',
              color: selected ? 'primary.contrastText' : 'text.primary',
              transition: 'background-color 150ms, border-color 150ms',
              '&:hover': { borderColor: 'primary.main' },
            }}
          >
            {icon}
            {label}
          </ButtonBase>
        );
      })}
      {featured.status === 'loading' &&
        Array.from({ length: 4 }, (_, i) => (
          <Skeleton
            key={i}
            variant="rounded"
            width={120}
            height={44}
            sx={{ borderRadius: 999, flexShrink: 0 }}
          />
        ))}
    </Box>
  );
}
