import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation } from '@tanstack/react-router';
import { CloudOffIcon } from './cloud-off-icon';
import { useOnline } from '../../../lib/use-online';
import { useSavedAt } from '../../../lib/saved-at';
import { formatSavedAt } from '../format-saved-at';
import { offlineTexts } from '../texts';

/**
 * The bar at the foot of the window that says the PWA is offline and, when the deals on this screen came
 * from the worker's cache, when they were saved. Both go away by themselves once fresh.
 */
export function ConnectionStatus() {
  const online = useOnline();
  const pathname = useLocation({ select: (location) => location.pathname });
  const savedAt = useSavedAt(pathname);
  if (online && savedAt === null) return null;

  return (
    <Box
      role="status"
      aria-label={offlineTexts.regionLabel}
      sx={{
        // Last in the layout and sticky: always in view, and at the end of the page it sits
        // below the footer instead of covering it.
        position: 'sticky',
        bottom: 0,
        zIndex: 'appBar',
        bgcolor: online ? 'warning.light' : 'grey.900',
        color: online ? 'text.primary' : 'common.white',
        py: 1,
      }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
      >
        {!online && (
          <>
            <CloudOffIcon fontSize="small" />
            <Typography component="span" sx={{ fontWeight: 800 }}>
              {offlineTexts.offline}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              sx={{ flexBasis: { xs: '100%', sm: 'auto' }, flexGrow: 1 }}
            >
              {offlineTexts.offlineDetail}
            </Typography>
          </>
        )}
        {savedAt !== null && (
          <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
            {offlineTexts.savedAt(formatSavedAt(savedAt))}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
