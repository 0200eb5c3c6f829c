import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { dealTexts } from '../texts';

interface DealProgressProps {
  joined: number;
  total: number;
  percent: number;
  size?: 'small' | 'large';
}

/** 'x of y units filled' with a labelled progress bar and the percent. */
export function DealProgress({ joined, total, percent, size = 'small' }: DealProgressProps) {
  const text = dealTexts.unitsFilled(joined, total);
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1,
          mb: 0.5,
          fontSize: size === 'large' ? '1rem' : { xs: '0.8125rem', sm: '0.875rem' },
        }}
      >
        <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit' }}>
          {text}
        </Typography>
        <Typography
          component="span"

          sx={{
            color: 'text.secondary',
            fontSize: 'inherit',
            whiteSpace: 'nowrap',
            // On a phone's half-width card the bar already shows the share; the count needs the room.
            display: size === 'small' ? { xs: 'none', sm: 'inline' } : 'inline',
          }}
        >
          {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={dealTexts.progressLabel}
        aria-valuetext={`${text} (${percent}%)`}
        sx={{ height: size === 'large' ? 10 : 6, borderRadius: 999 }}
      />
    </Box>
  );
}
