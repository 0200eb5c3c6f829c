import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { subscribeToasts, toastsAsked } from '../lib/toast';
import { theme } from '../theme';

const ToastHost = lazy(() => import('./toast-host'));

/** The toasts' code comes with the first toast: most first visits show none. */
function ToastsWhenAsked() {
  const asked = useSyncExternalStore(subscribeToasts, toastsAsked, () => false);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  // Colours follow the system through CSS media queries, so nothing drawn depends on the scheme:
  // `noSsr` spares the provider's re-render right after hydration, which changed its context
  // while the page below was still hydrating and made React hydrate the rest in one long task.
  return (
    <ThemeProvider theme={theme} noSsr>
      <CssBaseline enableColorScheme />
      {children}
      <ToastsWhenAsked />
    </ThemeProvider>
  );
}
