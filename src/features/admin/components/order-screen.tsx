import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminOrderDetail } from '../../../../contract/admin-console';
import type { FulfilmentEvent } from '../../../../contract/admin';
import { errorMessage } from '../../../api/client';
import { ButtonLink } from '../../../components/router-links';
import { advanceOrder } from '../api/order-actions';
import { formatDateTime } from '../format';
import { formatMoney } from '../money';
import { adminTexts } from '../texts';
import { CancelPlaceForm } from './cancel-place-form';
import { FigureRows } from './figures';
import { OrderTimeline } from './order-timeline';
import { PackingSlipButton } from './packing-slip-button';
import { PaymentReminder } from './payment-reminder';
import { RefundForm } from './refund-form';
import { ScreenHeader, Section } from './screen-parts';
import { ShipForm } from './ship-form';
import { StatusChip } from './status-chip';

interface OrderScreenProps {
  order: AdminOrderDetail;
  /** After an action: the route loads the order again, timeline and all. */
  onChanged: () => void;
  /** The largest refund the operator's role may make alone; null for no limit. */
  refundLimitCents?: number | null;
}

/**
 * One order with everything an operator does to it: remind to pay or cancel the place, ship,
 * advance, refund.
 */
export function OrderScreen({ order, onChanged, refundLimitCents = null }: OrderScreenProps) {
  const address = order.shipping_address;
  return (
    <>
      <ButtonLink to="/admin/orders" sx={{ mb: 1, ml: -1 }}>
        {`← ${adminTexts.backToOrders}`}
      </ButtonLink>
      <ScreenHeader
        title={adminTexts.orderTitle(order.order_number)}
        actions={<StatusChip status={order.status} />}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Section title={adminTexts.deal}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Box
                component="img"
                src={order.deal.image_url}
                alt=""
                width={72}
                height={72}
                sx={{ objectFit: 'cover', borderRadius: '12px', flexShrink: 0 }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{order.deal.title}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {`${adminTexts.orderTypes[order.order_type]} · ${adminTexts.quantity} ${order.quantity} × ${formatMoney(order.unit_price_cents)}`}
                </Typography>
                {order.variants.some((unit) => Object.keys(unit).length > 0) && (
                  <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                    {order.variants.map((unit, index) => (
                      <Typography key={index} component="li" variant="body2">
                        {Object.entries(unit)
                          .map(([attribute, value]) => `${attribute}: ${value}`)
                          .join(', ')}
                      </Typography>
                    ))}
                  </Box>
                )}
              </Box>
            </Box>
          </Section>
          {order.status === 'payment_action_required' && (
            <Section title={adminTexts.paymentTitle}>
              <Box sx={{ display: 'grid', gap: 3 }}>
                <PaymentReminder orderId={order.id} />
                <CancelPlaceForm
                  orderId={order.id}
                  shopperName={order.shopper.name || order.shopper.email}
                  onCancelled={onChanged}
                />
              </Box>
            </Section>
          )}
          {order.cancel_reason && (
            <Alert severity="info">{adminTexts.placeCancelledWith(order.cancel_reason)}</Alert>
          )}
          <Section
            title={adminTexts.fulfilment}
            actions={<PackingSlipButton orderId={order.id} orderNumber={order.order_number} />}
          >
            <Fulfilment order={order} onChanged={onChanged} />
          </Section>
          <Section title={adminTexts.refundsTitle}>
            {order.refunds.length > 0 && (
              <Box component="ul" sx={{ m: 0, mb: 2, pl: 2.5 }}>
                {order.refunds.map((refund) => (
                  <Typography key={refund.id} component="li">
                    {`${formatMoney(refund.amount_cents)} · ${adminTexts.refundStatuses[refund.status]} · ${refund.reason} · ${formatDateTime(refund.created_at)} ${adminTexts.by(refund.actor)}`}
                  </Typography>
                ))}
              </Box>
            )}
            <RefundForm
              orderId={order.id}
              refundableCents={order.refundable_cents}
              shopperName={order.shopper.name || order.shopper.email}
              refundLimitCents={refundLimitCents}
              onRefunded={onChanged}
            />
          </Section>
          <Section title={adminTexts.timeline}>
            <OrderTimeline entries={order.timeline} />
          </Section>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Section title={adminTexts.amounts}>
            <FigureRows
              figures={[
                { label: adminTexts.total, value: formatMoney(order.total_cents) },
                { label: adminTexts.captured, value: formatMoney(order.captured_cents) },
                { label: adminTexts.refunded, value: formatMoney(order.refunded_cents) },
                { label: adminTexts.refundable, value: formatMoney(order.refundable_cents) },
              ]}
            />
          </Section>
          <Section title={adminTexts.shopper}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {order.shopper.name || order.shopper.email}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{order.shopper.email}</Typography>
            {address && (
              <Box
                component="address"
                sx={{ fontStyle: 'normal', mt: 1.5, color: 'text.secondary' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.primary' }}>
                  {adminTexts.shippingAddress}
                </Typography>
                {[
                  address.full_name,
                  address.address_line_1,
                  address.address_line_2,
                  `${address.city}, ${address.state} ${address.zip_code}`,
                  address.country,
                  address.phone,
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <Typography key={line} variant="body2">
                      {line}
                    </Typography>
                  ))}
              </Box>
            )}
          </Section>
        </Box>
      </Box>
    </>
  );
}

/** The parcel (or the form to record it) and the next fulfilment steps. */
function Fulfilment({ order, onChanged }: OrderScreenProps) {
  const [pending, setPending] = useState<FulfilmentEvent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function advance(event: FulfilmentEvent) {
    setPending(event);
    setProblem(null);
    try {
      await advanceOrder(order.id, event);
      onChanged();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setPending(null);
    }
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {adminTexts.shipment}
        </Typography>
        {order.shipment ? (
          <Typography>
            {adminTexts.shippedWith(order.shipment.carrier, order.shipment.tracking_number)}
            {' · '}
            {adminTexts.shippedOn(formatDateTime(order.shipment.shipped_at))}
          </Typography>
        ) : order.can_ship ? (
          <ShipForm orderId={order.id} onShipped={onChanged} />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{adminTexts.cannotShip}</Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {order.next_events.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{adminTexts.noNextSteps}</Typography>
        ) : (
          order.next_events.map((event) => (
            <Button
              key={event}
              variant="outlined"
              disabled={pending !== null}
              onClick={() => void advance(event)}
            >
              {adminTexts.advance[event]}
            </Button>
          ))
        )}
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Box>
  );
}
