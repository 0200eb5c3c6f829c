import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { marketingClaims } from '../../app/texts';

export function MarketingStats() {
  return (
    <Box
      component="dl"
      // Three columns that may shrink below their figures' width: at 320 px '1000+' at full size
      // pushed the page sideways, so the figures shrink instead.
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, m: 0 }}
    >
      {marketingClaims.map((claim) => (
        <Box
          key={claim.label}
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            alignItems: 'center',
            textAlign: 'center',
            py: 1.5,
            px: 1,
            borderRadius: '16px',
            bgcolor: 'action.hover',
          }}
        >
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {claim.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 800,
              fontSize: { xs: '1.25rem', sm: '1.5rem' },
              color: 'primary.main',
            }}
          >
            {claim.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
