import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The frame of a shopper's own screens (My Orders, Profile): a centred column under the
 * screen's heading and a line saying what it is for.
 */
export function ShopperScreen({
  title,
  intro,
  maxWidth,
  children,
}: {
  title: string;
  intro: string;
  maxWidth: number;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: { xs: 2, md: 3 } }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}
