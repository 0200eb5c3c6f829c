import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { theme } from '../theme';

/** SPEC 2 and 9: toasts sit top-right and close by themselves after 5 seconds. */
export const TOAST_AUTO_HIDE_MS = 5_000;

/** notistack's own colours are too light for white text; these pass WCAG AA. */
const toastColours = (
  <GlobalStyles
    styles={{
      '.notistack-MuiContent-success': { backgroundColor: '#15803D !important' },
      '.notistack-MuiContent-error': { backgroundColor: '#B91C1C !important' },
      '.notistack-MuiContent-info': { backgroundColor: '#1D4ED8 !important' },
      '.notistack-MuiContent-warning': { backgroundColor: '#B45309 !important' },
    }}
  />
);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {toastColours}
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        maxSnack={3}
        preventDuplicate
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
