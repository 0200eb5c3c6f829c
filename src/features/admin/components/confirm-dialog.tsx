import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface ConfirmDialogProps {
  /** The question, naming what will happen (an amount, a shopper, a count). */
  title: string;
  /** What follows once it is done. */
  text: string;
  /** The way back, which changes nothing. */
  keepLabel: string;
  /** The one button that goes ahead. */
  confirmLabel: string;
  onKeep: () => void;
  onConfirm: () => void;
}

/**
 * Asks before an action with money or shoppers' holds at stake. Nothing is chosen for the
 * operator: the way back has the focus, so Enter alone goes ahead with nothing.
 */
export function ConfirmDialog({
  title,
  text,
  keepLabel,
  confirmLabel,
  onKeep,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={onKeep}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onKeep} autoFocus>
          {keepLabel}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
