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
import { adminTexts } from '../texts';
import { useFormSubmit } from '../use-form-submit';

interface CancelGroupDialogProps {
  group: AdminGroup;
  onClose: () => void;
  onCancelled: () => void;
}

/** Asks for the reason every member is told, and confirms before the group ends. */
export function CancelGroupDialog({ group, onClose, onCancelled }: CancelGroupDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const form = useFormSubmit({ reason: 'reason' } as const);

  function submit(event: FormEvent) {
    event.preventDefault();
    const given = reason.trim();
    const errors = given === '' ? { reason: adminTexts.required } : {};
    void form.submit(errors, given || null, async (checked) => {
      await cancelGroup(group.id, checked);
      onCancelled();
    });
  }

  return (
    <Dialog
      open
      onClose={form.sending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit}>
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
            {...form.shown('reason')}
            onChange={(event) => {
              setReason(event.target.value);
              form.clear('reason');
            }}
          />
          {form.formError && (
            <Alert severity="error" role="alert">
              {form.formError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.sending}>
            {adminTexts.keepGroup}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={form.sending}>
            {adminTexts.confirmCancelGroup}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
