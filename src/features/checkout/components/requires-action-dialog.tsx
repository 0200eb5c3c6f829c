import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { checkoutTexts } from '../texts';

interface RequiresActionDialogProps {
  open: boolean;
  message: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A 3-D Secure style step with the test provider: the "bank" wants the shopper to confirm, and
 * they do it here. With Stripe, Stripe.js shows the real bank's challenge instead.
 */
export function RequiresActionDialog({
  open,
  message,
  busy,
  onConfirm,
  onCancel,
}: RequiresActionDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{checkoutTexts.actionTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message ?? checkoutTexts.actionText}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {checkoutTexts.actionCancel}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {checkoutTexts.actionConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
