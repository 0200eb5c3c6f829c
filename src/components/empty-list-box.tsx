import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The dashed box that stands where a list of deals has nothing to show. */
export function EmptyListBox({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        py: 6,
        px: 2,
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: '20px',
      }}
    >
      {children}
    </Box>
  );
}
