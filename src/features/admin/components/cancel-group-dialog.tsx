import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import type { AdminGroup } from '../../../../contract/admin-console';
import { cancelGroup } from '../api/cancel-group';
import { formFailure } from '../server-errors';
import { adminTexts } from '../texts';

interface CancelGroupDialogProps {
  group: AdminGroup;
  onClose: () => void;
  onCancelled: () => void;
}

/** Asks for the reason every member is told, and confirms before the group ends. */
export function CancelGroupDialog({ group, onClose, onCancelled }: CancelGroupDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (reason.trim() === '') return setError(adminTexts.required);
    setSending(true);
    try {
      await cancelGroup(group.id, reason.trim());
      onCancelled();
    } catch (failure) {
      const refused = formFailure(failure, { reason: 'reason' });
      if (refused.field) setError(refused.message);
      else setFormError(refused.message);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open
      onClose={sending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{adminTexts.cancelGroupTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {adminTexts.cancelGroupText(group.members.length)}
          </DialogContentText>
          <TextField
            label={adminTexts.cancelReason}
            value={reason}
            required
            multiline
            minRows={2}
            fullWidth
            autoFocus
            error={Boolean(error)}
            helperText={error ?? ' '}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {adminTexts.keepGroup}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={sending}>
            {adminTexts.confirmCancelGroup}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
