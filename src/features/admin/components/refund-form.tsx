import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { refundOrder } from '../api/order-actions';
import { formatMoney } from '../money';
import { validateRefund, type RefundDraft } from '../refund-draft';
import { adminTexts } from '../texts';
import { useFormSubmit } from '../use-form-submit';
import { FormSubmit } from './form-submit';

interface RefundFormProps {
  orderId: number;
  refundableCents: number;
  onRefunded: () => void;
}

const blank: RefundDraft = { mode: 'all', amount: '', reason: '' };

/** Gives money back, all that is left or a part, with the reason the shopper is told. */
export function RefundForm({ orderId, refundableCents, onRefunded }: RefundFormProps) {
  const [draft, setDraft] = useState(blank);
  const form = useFormSubmit({ amount_cents: 'amount', reason: 'reason' } as const);
  const set = (changes: Partial<RefundDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    form.setErrors({});
  };

  if (refundableCents <= 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{adminTexts.nothingToRefund}</Typography>;
  }

  const box = (field: 'amount' | 'reason') => ({
    value: draft[field],
    required: true,
    ...form.shown(field),
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const { errors, request } = validateRefund(draft, refundableCents);
    void form.submit(errors, request, async (checked) => {
      await refundOrder(orderId, checked);
      setDraft(blank);
      onRefunded();
    });
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
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
          {...box('amount')}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          sx={{ maxWidth: 280 }}
        />
      )}
      <TextField label={adminTexts.refundReason} {...box('reason')} />
      <FormSubmit problem={form.formError} sending={form.sending} color="error">
        {adminTexts.refund}
      </FormSubmit>
    </Box>
  );
}
