import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visually-hidden';
import { dealTexts } from '../texts';

interface PriceLineProps {
  groupPrice: string;
  regularPrice: string;
  size?: 'small' | 'large';
  /** On the coloured hero the prices inherit its light text colour. */
  inverted?: boolean;
}

/** The group price, and the regular price struck through (announced as such, not just styled). */
export function PriceLine({
  groupPrice,
  regularPrice,
  size = 'small',
  inverted = false,
}: PriceLineProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: size === 'large' ? { xs: '2rem', md: '2.5rem' } : '1.25rem',
          lineHeight: 1.2,
          color: inverted ? 'inherit' : 'primary.main',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {dealTexts.groupPriceLabel}{' '}
        </Box>
        {groupPrice}
      </Typography>
      <Typography
        component="s"
        sx={{
          fontSize: size === 'large' ? '1.125rem' : '0.875rem',
          color: inverted ? 'inherit' : 'text.secondary',
          opacity: inverted ? 0.9 : 1,
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {dealTexts.regularPriceLabel}{' '}
        </Box>
        {regularPrice}
      </Typography>
    </Box>
  );
}
