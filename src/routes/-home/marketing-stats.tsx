import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { marketingClaims } from '../../app/texts';

export function MarketingStats() {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, m: 0 }}
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
            sx={{ m: 0, fontWeight: 800, fontSize: '1.5rem', color: 'primary.main' }}
          >
            {claim.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
