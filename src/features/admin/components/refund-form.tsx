import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import type { RefundOrderRequest } from '../../../../contract/admin-console';
import { refundOrder } from '../api/order-actions';
import { formatMoney } from '../money';
import { validateRefund, type RefundDraft } from '../refund-draft';
import { adminTexts } from '../texts';
import { useFormSubmit } from '../use-form-submit';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormSubmit } from './form-submit';

interface RefundFormProps {
  orderId: number;
  refundableCents: number;
  /** Who gets the money back, as the confirmation names them. */
  shopperName: string;
  /** The largest refund the operator's role may make alone (docs/decisions/0041); null for none. */
  refundLimitCents?: number | null;
  onRefunded: () => void;
}

const blank: RefundDraft = { mode: null, amount: '', reason: '' };

/**
 * Gives money back, all that is left or a part, with the reason the shopper is told. Nothing is
 * chosen at first, and nothing is sent until the operator confirms the amount and the shopper.
 */
export function RefundForm({
  orderId,
  refundableCents,
  shopperName,
  refundLimitCents = null,
  onRefunded,
}: RefundFormProps) {
  const [draft, setDraft] = useState(blank);
  const [confirming, setConfirming] = useState<
    (RefundOrderRequest & { amount_cents: number }) | null
  >(null);
  const form = useFormSubmit<'mode' | 'amount' | 'reason'>({
    amount_cents: 'amount',
    reason: 'reason',
  });
  const modeHelpId = useId();
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
    // A checked refund is only asked about here; `send` is what reaches the server.
    void form.submit(errors, request, async (checked) => setConfirming(checked));
  }

  function send(request: RefundOrderRequest) {
    setConfirming(null);
    void form.submit({}, request, async (checked) => {
      await refundOrder(orderId, checked);
      setDraft(blank);
      onRefunded();
    });
  }

  const amount = confirming && formatMoney(confirming.amount_cents);
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography>{adminTexts.refundLeft(formatMoney(refundableCents))}</Typography>
      {refundLimitCents !== null && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {adminTexts.refundLimit(formatMoney(refundLimitCents))}
        </Typography>
      )}
      <FormControl error={Boolean(form.errors.mode)}>
        <RadioGroup
          row
          aria-label={adminTexts.refund}
          aria-describedby={form.errors.mode ? modeHelpId : undefined}
          value={draft.mode ?? ''}
          onChange={(event) => set({ mode: event.target.value === 'part' ? 'part' : 'all' })}
        >
          <FormControlLabel value="all" control={<Radio />} label={adminTexts.refundAll} />
          <FormControlLabel value="part" control={<Radio />} label={adminTexts.refundPart} />
        </RadioGroup>
        {form.errors.mode && <FormHelperText id={modeHelpId}>{form.errors.mode}</FormHelperText>}
      </FormControl>
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
      {confirming && amount && (
        <ConfirmDialog
          open
          pending={false}
          blockedReason={null}
          title={adminTexts.refundConfirmTitle(amount, shopperName)}
          text={adminTexts.refundConfirmText}
          keepLabel={adminTexts.keepMoney}
          confirmLabel={adminTexts.confirmRefund(amount)}
          onClose={() => setConfirming(null)}
          onConfirm={() => send(confirming)}
        />
      )}
    </Box>
  );
}
