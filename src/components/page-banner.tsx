import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The tinted banner atop a page of deals (a category, search results): a small line saying what
 * kind of page it is, the page's title, then whatever the page adds (counts, chips, links).
 */
export function PageBanner({
  eyebrow,
  title,
  before,
  children,
}: {
  eyebrow: string;
  title: string;
  /** Above the eyebrow: where the page sits (a breadcrumb). */
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        p: { xs: 2.5, md: 4 },
        borderRadius: { xs: '20px', md: '28px' },
        bgcolor: 'primary.light',
        color: 'text.primary',
      }}
    >
      {before}
      <Typography
        variant="overline"
        component="p"
        sx={{ fontWeight: 700, color: 'text.secondary' }}
      >
        {eyebrow}
      </Typography>
      <Typography
        component="h1"
        variant="h3"
        sx={{ fontSize: { xs: '1.9rem', md: '2.75rem' }, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
