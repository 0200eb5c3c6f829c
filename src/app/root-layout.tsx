import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { usePendingUpdate } from '../features/install/update-store';
import { ConnectionStatus } from '../features/offline/components/connection-status';
import { Header } from './header';
import { appTexts } from './texts';
import { useRefreshOnReconnect } from './use-refresh-on-reconnect';
import { useSessionRouting } from './use-session-routing';

const UpdatePrompt = lazy(() =>
  import('../features/install/components/update-prompt').then((module) => ({
    default: module.UpdatePrompt,
  })),
);

/**
 * The new-version prompt's code (a snackbar) loads once a new version waits: most visits never
 * see it, and every page's first download is smaller without it.
 */
function UpdatePromptWhenPending() {
  if (usePendingUpdate() === null) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}

/** The frame of every screen: skip link, header, the one <main> landmark, footer. */
export function RootLayout() {
  useSessionRouting();
  useRefreshOnReconnect();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          px: 2,
          py: 1,
          borderRadius: '8px',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
          '&:focus': { top: 8 },
        }}
      >
        {appTexts.skipToContent}
      </Box>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
          <Outlet />
        </Container>
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 6 }}>
        <Container maxWidth="lg">
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © {new Date().getFullYear()} {appTexts.storeName}. {appTexts.footer}
          </Typography>
        </Container>
      </Box>
      <ConnectionStatus />
      <UpdatePromptWhenPending />
    </Box>
  );
}
