import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CONNECTION_BAR_HEIGHT_VAR, useToastClearance } from '../../../lib/toast-clearance';

/**
 * A checkout step's Back / Continue / Pay row, held at the foot of the window while the step is
 * on screen. Toasts rise above it (docs/decisions/0016), so none covers an action a shopper is
 * about to tap again, and a field scrolled into view stops above it.
 */
export function StepActions({ children }: { children: ReactNode }) {
  const ref = useToastClearance<HTMLDivElement>();
  return (
    <Box
      ref={ref}
      sx={{
        position: 'sticky',
        // Above the connection bar when it shows (offline), never under it.
        bottom: `var(${CONNECTION_BAR_HEIGHT_VAR}, 0px)`,
        zIndex: 1,
        mt: 3,
        mx: { xs: -2, sm: -3 },
        px: { xs: 2, sm: 3 },
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        gap: 1.5,
        justifyContent: 'space-between',
        alignItems: 'center',
        flexWrap: 'wrap',
        // A step with one action (the cart's Continue) keeps it at the end, where the others are.
        '& > :only-child': { ml: 'auto' },
      }}
    >
      {children}
    </Box>
  );
}
