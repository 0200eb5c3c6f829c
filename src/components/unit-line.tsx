import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One unit of an order as a list item: its name ('Unit 2'), its options, and what can be done
 * with it (remove) where anything can. The cart's units are settled, so they sit on a tint;
 * units still being chosen are outlined.
 */
export function UnitLine({
  label,
  options,
  action,
}: {
  label: string;
  options: string;
  action?: ReactNode;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: '12px',
        ...(action ? { border: 1, borderColor: 'divider' } : { bgcolor: 'action.hover' }),
      }}
    >
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{label}</Typography>
      <Typography sx={{ color: 'text.secondary', flex: 1, minWidth: 0 }}>{options}</Typography>
      {action}
    </Box>
  );
}
