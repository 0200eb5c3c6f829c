import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { ShipOrderRequest } from '../../../../contract/admin-console';
import { shipOrder } from '../api/order-actions';
import { adminTexts } from '../texts';
import { useFormSubmit } from '../use-form-submit';
import { FormSubmit } from './form-submit';

type ShipField = keyof ShipOrderRequest;
const fields: Record<ShipField, ShipField> = {
  carrier: 'carrier',
  tracking_number: 'tracking_number',
};

/** Records the parcel: the shopper sees the carrier and tracking number in My Orders. */
export function ShipForm({ orderId, onShipped }: { orderId: number; onShipped: () => void }) {
  const [values, setValues] = useState<ShipOrderRequest>({ carrier: '', tracking_number: '' });
  const form = useFormSubmit(fields);

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = {
      carrier: values.carrier.trim(),
      tracking_number: values.tracking_number.trim(),
    };
    const missing = Object.fromEntries(
      Object.values(fields)
        .filter((field) => request[field] === '')
        .map((field) => [field, adminTexts.required]),
    );
    const complete = Object.keys(missing).length === 0;
    void form.submit(missing, complete ? request : null, async (checked) => {
      await shipOrder(orderId, checked);
      onShipped();
    });
  }

  const box = (name: ShipField) => ({
    value: values[name],
    required: true,
    ...form.shown(name),
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      form.clear(name);
    },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, gap: 1.5 }}
    >
      <TextField
        label={adminTexts.carrier}
        {...box('carrier')}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <TextField
        label={adminTexts.trackingNumber}
        {...box('tracking_number')}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
      />
      <FormSubmit problem={form.formError} sending={form.sending}>
        {adminTexts.shipOrder}
      </FormSubmit>
    </Box>
  );
}
