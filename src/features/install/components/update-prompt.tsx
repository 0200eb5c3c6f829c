import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useLocation } from '@tanstack/react-router';
import { usePendingUpdate } from '../update-store';
import { installTexts } from '../texts';

/** Steps where a reload would lose what the shopper is doing: checkout and its payment. */
function isBusyPath(pathname: string): boolean {
  return pathname === '/checkout' || pathname.startsWith('/checkout/');
}

/**
 * Announces a waiting new version with a Reload action (register-service-worker.ts). Never during
 * checkout: the snackbar appears once the shopper has left it.
 */
export function UpdatePrompt() {
  const apply = usePendingUpdate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const open = apply !== null && !isBusyPath(pathname);

  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={installTexts.newVersion}
      action={
        <Button color="secondary" size="small" onClick={() => apply?.()}>
          {installTexts.reload}
        </Button>
      }
    />
  );
}
