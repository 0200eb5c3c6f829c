import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CONNECTION_BAR_HEIGHT_VAR, useToastClearance } from '../../../lib/toast-clearance';
import { CloudOffIcon } from './cloud-off-icon';
import { formatSavedAt } from '../format-saved-at';
import { offlineDetail } from '../offline-detail';
import { offlineTexts } from '../texts';

interface ConnectionBarProps {
  online: boolean;
  pathname: string;
  /** When the oldest saved copy of the deals on screen was fetched, or null when fresh. */
  savedAt: number | null;
  /** As of when the shopper's own data on screen is, or null when current. */
  ownDataAsOf: number | null;
}

/**
 * The bar at the foot of the window that says the PWA is offline and what the screen shows then
 * (the saved deals, the shopper's orders as of when), and, when the deals on this screen came
 * from the worker's cache, when they were saved.
 */
export default function ConnectionBar({
  online,
  pathname,
  savedAt,
  ownDataAsOf,
}: ConnectionBarProps) {
  const barRef = useToastClearance<HTMLDivElement>(CONNECTION_BAR_HEIGHT_VAR);
  return (
    <Box
      ref={barRef}
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
              {offlineDetail(pathname, ownDataAsOf)}
            </Typography>
          </>
        )}
        {online && ownDataAsOf !== null && (
          <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
            {offlineTexts.ordersUnreachable(formatSavedAt(ownDataAsOf))}
          </Typography>
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
