import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The safe way out, focused first so a stray Enter gives nothing up. */
  keepLabel: string;
  /** The action that gives something up (a place in a group). */
  confirmLabel: string;
  pending: boolean;
  /** Why the action cannot be confirmed now (offline, say); null when it can. */
  blockedReason: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a shopper gives something up, and says why it cannot be done when it cannot. */
export function ConfirmDialog({
  open,
  title,
  text,
  keepLabel,
  confirmLabel,
  pending,
  blockedReason,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
    >
      {/* A title may name a shopper by a long e-mail, which must wrap on a phone. */}
      <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {blockedReason !== null && (
          <DialogContentText id={`${id}-blocked`} sx={{ mt: 1.5, fontWeight: 600 }}>
            {blockedReason}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {keepLabel}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={pending || blockedReason !== null}
          aria-describedby={blockedReason === null ? undefined : `${id}-blocked`}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
