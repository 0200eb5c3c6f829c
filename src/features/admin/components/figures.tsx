import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ResponsiveStyleValue } from '@mui/system';

export interface Figure {
  label: string;
  value: string | number;
  /** A smaller line under the value ('3 refunds'). */
  detail?: string;
}

/** A screen's headline numbers as cards, read as a list of terms and their values. */
export function FigureCards({
  figures,
  columns,
}: {
  figures: readonly Figure[];
  columns: ResponsiveStyleValue<string>;
}) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: columns, gap: 2, m: 0, mb: 3 }}>
      {figures.map((figure) => (
        <Paper key={figure.label} variant="outlined" sx={{ borderRadius: '16px', p: 2 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {figure.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.5rem' }}>
            {figure.value}
            {figure.detail && (
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {figure.detail}
              </Typography>
            )}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** Labelled amounts in two columns, the values lined up on the right (an order's money). */
export function FigureRows({ figures }: { figures: readonly Figure[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', rowGap: 0.75, columnGap: 2 }}
    >
      {figures.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
