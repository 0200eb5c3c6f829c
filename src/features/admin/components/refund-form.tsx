import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { AdminOrderDetail } from '../../../../contract/admin-console';
import { refundOrder } from '../api/refund-order';
import { formatMoney } from '../money';
import { validateRefund, type RefundDraft, type RefundErrors } from '../refund-draft';
import { formFailure } from '../server-errors';
import { adminTexts } from '../texts';

interface RefundFormProps {
  orderId: number;
  refundableCents: number;
  onRefunded: (order: AdminOrderDetail) => void;
}

/** Gives money back, all that is left or a part, with the reason the shopper is told. */
export function RefundForm({ orderId, refundableCents, onRefunded }: RefundFormProps) {
  const [draft, setDraft] = useState<RefundDraft>({ mode: 'all', amount: '', reason: '' });
  const [errors, setErrors] = useState<RefundErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = (changes: Partial<RefundDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors({});
  };

  if (refundableCents <= 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{adminTexts.nothingToRefund}</Typography>;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validateRefund(draft, refundableCents);
    setErrors(checked.errors);
    if (!checked.request) return;
    setSending(true);
    try {
      onRefunded(await refundOrder(orderId, checked.request));
      setDraft({ mode: 'all', amount: '', reason: '' });
    } catch (error) {
      const failure = formFailure<'amount' | 'reason'>(error, {
        amount_cents: 'amount',
        reason: 'reason',
      });
      if (failure.field) setErrors({ [failure.field]: failure.message });
      else setFormError(failure.message);
    } finally {
      setSending(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography>{adminTexts.refundLeft(formatMoney(refundableCents))}</Typography>
      <RadioGroup
        row
        aria-label={adminTexts.refund}
        value={draft.mode}
        onChange={(event) => set({ mode: event.target.value === 'part' ? 'part' : 'all' })}
      >
        <FormControlLabel value="all" control={<Radio />} label={adminTexts.refundAll} />
        <FormControlLabel value="part" control={<Radio />} label={adminTexts.refundPart} />
      </RadioGroup>
      {draft.mode === 'part' && (
        <TextField
          label={adminTexts.refundAmount}
          value={draft.amount}
          required
          error={Boolean(errors.amount)}
          helperText={errors.amount ?? ' '}
          onChange={(event) => set({ amount: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          sx={{ maxWidth: 280 }}
        />
      )}
      <TextField
        label={adminTexts.refundReason}
        value={draft.reason}
        required
        error={Boolean(errors.reason)}
        helperText={errors.reason ?? ' '}
        onChange={(event) => set({ reason: event.target.value })}
      />
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={sending}
          sx={{ minHeight: 44 }}
        >
          {adminTexts.refund}
        </Button>
      </Box>
    </Box>
  );
}
