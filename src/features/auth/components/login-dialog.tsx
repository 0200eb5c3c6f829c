import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { CloseIcon } from '../../../components/icons';
import { authTexts } from '../texts';
import { LoginForm } from './login-form';

interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** docs/product.md §2: after the modal, the shopper goes to /orders. */
  onSignedIn: () => void;
}

/** docs/product.md §2's login modal, opened by My Orders for a visitor. Loaded on demand by the header. */
export default function LoginDialog({ open, onClose, onSignedIn }: LoginDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: { sx: { borderRadius: '24px', m: 2, width: 'calc(100% - 32px)' } },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, pt: 3, fontWeight: 800, fontSize: '1.35rem' }}>
        {authTexts.dialogTitle}
      </DialogTitle>
      <IconButton
        aria-label={authTexts.close}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 16 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pb: 3 }}>
        <LoginForm onSignedIn={onSignedIn} headingLevel="h3" autoFocus />
      </DialogContent>
    </Dialog>
  );
}
