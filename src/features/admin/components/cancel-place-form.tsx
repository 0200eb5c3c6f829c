import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { cancelPlace } from '../api/cancel-place';
import { adminTexts } from '../texts';
import { useFormSubmit } from '../use-form-submit';
import { FormSubmit } from './form-submit';

interface CancelPlaceFormProps {
  orderId: number;
  /** Whose place ends, as the confirmation names them. */
  shopperName: string;
  onCancelled: () => void;
}

/**
 * For a shopper whose group charge failed: ends their place with the reason they are told.
 * Nothing is sent until the operator confirms, and the button stays off while it is sent.
 */
export function CancelPlaceForm({ orderId, shopperName, onCancelled }: CancelPlaceFormProps) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const form = useFormSubmit({ reason: 'reason' } as const);

  function submit(event: FormEvent) {
    event.preventDefault();
    const given = reason.trim();
    const errors = given === '' ? { reason: adminTexts.required } : {};
    void form.submit(errors, given || null, async (checked) => setConfirming(checked));
  }

  function send(checked: string) {
    setConfirming(null);
    void form.submit({}, checked, async (request) => {
      await cancelPlace(orderId, request);
      onCancelled();
    });
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography sx={{ color: 'text.secondary' }}>{adminTexts.cancelPlaceHelp}</Typography>
      <TextField
        label={adminTexts.cancelPlaceReason}
        value={reason}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 500 } }}
        {...form.shown('reason')}
        onChange={(event) => {
          setReason(event.target.value);
          form.clear('reason');
        }}
      />
      <FormSubmit problem={form.formError} sending={form.sending} color="error">
        {adminTexts.cancelPlace}
      </FormSubmit>
      {confirming !== null && (
        <ConfirmDialog
          open
          pending={false}
          blockedReason={null}
          title={adminTexts.cancelPlaceConfirmTitle(shopperName)}
          text={adminTexts.cancelPlaceConfirmText(confirming)}
          keepLabel={adminTexts.keepPlace}
          confirmLabel={adminTexts.cancelPlace}
          onClose={() => setConfirming(null)}
          onConfirm={() => send(confirming)}
        />
      )}
    </Box>
  );
}
