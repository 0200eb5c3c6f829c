import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { shipOrder } from '../api/ship-order';
import { formFailure } from '../server-errors';
import { adminTexts } from '../texts';

type ShipField = 'carrier' | 'tracking_number';

/** Records the parcel: the shopper sees the carrier and tracking number in My Orders. */
export function ShipForm({ orderId, onShipped }: { orderId: number; onShipped: () => void }) {
  const [values, setValues] = useState({ carrier: '', tracking_number: '' });
  const [errors, setErrors] = useState<Partial<Record<ShipField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const missing = Object.fromEntries(
      (['carrier', 'tracking_number'] as const)
        .filter((field) => values[field].trim() === '')
        .map((field) => [field, adminTexts.required]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    try {
      await shipOrder(orderId, {
        carrier: values.carrier.trim(),
        tracking_number: values.tracking_number.trim(),
      });
      onShipped();
    } catch (error) {
      const failure = formFailure<ShipField>(error, {
        carrier: 'carrier',
        tracking_number: 'tracking_number',
      });
      if (failure.field) setErrors({ [failure.field]: failure.message });
      else setFormError(failure.message);
    } finally {
      setSending(false);
    }
  }

  const field = (name: ShipField) => ({
    value: values[name],
    required: true,
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
        gap: 1.5,
        alignItems: 'start',
      }}
    >
      <TextField
        label={adminTexts.carrier}
        {...field('carrier')}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <TextField
        label={adminTexts.trackingNumber}
        {...field('tracking_number')}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
      />
      <Button type="submit" variant="contained" disabled={sending} sx={{ minHeight: 56 }}>
        {adminTexts.shipOrder}
      </Button>
      {formError && (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {formError}
        </Alert>
      )}
    </Box>
  );
}
