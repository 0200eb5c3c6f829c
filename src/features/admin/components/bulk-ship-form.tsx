import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { AdminOrderRow, OrderParcel } from '../../../../contract/admin-console';
import { shipOrders } from '../api/order-actions';
import { adminTexts } from '../texts';
import { useFormSubmit } from '../use-form-submit';
import { FormSubmit } from './form-submit';
import { Section } from './screen-parts';

/** What the operator typed for one order; a carrier left untouched follows "Carrier for all". */
type Typed = { carrier: string | null; tracking: string };

const carrierField = (orderId: number) => `carrier-${orderId}`;
const trackingField = (orderId: number) => `tracking-${orderId}`;

/** The server names a refused parcel by its place in the list; the form, by its order's boxes. */
function serverFieldsOf(orders: readonly AdminOrderRow[]): Record<string, string> {
  return Object.fromEntries(
    orders.flatMap((order, index) => [
      [`parcels.${index}.carrier`, carrierField(order.id)],
      [`parcels.${index}.tracking_number`, trackingField(order.id)],
    ]),
  );
}

/**
 * Marks the ticked orders shipped together: a tracking number each, and a carrier each or one
 * for all. The store ships all of them or none, and says which order stopped it.
 */
export function BulkShipForm({
  orders,
  onShipped,
}: {
  orders: readonly AdminOrderRow[];
  onShipped: () => void;
}) {
  const [carrierForAll, setCarrierForAll] = useState('');
  const [typed, setTyped] = useState<Record<number, Typed>>({});
  const form = useFormSubmit(serverFieldsOf(orders));
  const typedFor = (orderId: number): Typed => typed[orderId] ?? { carrier: null, tracking: '' };
  const carrierOf = (orderId: number) => typedFor(orderId).carrier ?? carrierForAll;
  const change = (orderId: number, changes: Partial<Typed>) =>
    setTyped((current) => ({ ...current, [orderId]: { ...typedFor(orderId), ...changes } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parcels: OrderParcel[] = orders.map((order) => ({
      order_id: order.id,
      carrier: carrierOf(order.id).trim(),
      tracking_number: typedFor(order.id).tracking.trim(),
    }));
    const missing = Object.fromEntries(
      parcels.flatMap((parcel) => [
        ...(parcel.carrier ? [] : [[carrierField(parcel.order_id), adminTexts.required]]),
        ...(parcel.tracking_number ? [] : [[trackingField(parcel.order_id), adminTexts.required]]),
      ]),
    );
    const complete = Object.keys(missing).length === 0;
    void form.submit(missing, complete ? parcels : null, async (checked) => {
      await shipOrders(checked);
      onShipped();
    });
  }

  return (
    <Section title={adminTexts.markShipped(orders.length)}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography sx={{ color: 'text.secondary' }}>{adminTexts.markShippedHelp}</Typography>
        <TextField
          label={adminTexts.carrierForAll}
          value={carrierForAll}
          onChange={(event) => {
            setCarrierForAll(event.target.value);
            // One carrier for all: each order's own carrier gives way to it again.
            setTyped((current) =>
              Object.fromEntries(
                Object.entries(current).map(([id, entry]) => [id, { ...entry, carrier: null }]),
              ),
            );
            for (const order of orders) form.clear(carrierField(order.id));
          }}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
          sx={{ maxWidth: { sm: 320 } }}
        />
        {orders.map((order) => (
          <Box
            key={order.id}
            role="group"
            aria-label={order.order_number}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '110px 1fr 1fr' },
              alignItems: 'start',
              gap: 1.5,
            }}
          >
            <Typography sx={{ fontWeight: 700, pt: { sm: 2 } }}>{order.order_number}</Typography>
            <TextField
              label={adminTexts.carrierOf(order.order_number)}
              value={carrierOf(order.id)}
              required
              {...form.shown(carrierField(order.id))}
              onChange={(event) => {
                change(order.id, { carrier: event.target.value });
                form.clear(carrierField(order.id));
              }}
              slotProps={{ htmlInput: { autoComplete: 'off' } }}
            />
            <TextField
              label={adminTexts.trackingOf(order.order_number)}
              value={typedFor(order.id).tracking}
              required
              {...form.shown(trackingField(order.id))}
              onChange={(event) => {
                change(order.id, { tracking: event.target.value });
                form.clear(trackingField(order.id));
              }}
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
          </Box>
        ))}
        <FormSubmit problem={form.formError} sending={form.sending}>
          {adminTexts.markShipped(orders.length)}
        </FormSubmit>
      </Box>
    </Section>
  );
}
