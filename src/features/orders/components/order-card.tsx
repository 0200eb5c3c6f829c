import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Order } from '../../../../contract/orders';
import { Pill } from '../../../components/pill';
import { ButtonLink } from '../../../components/router-links';
import { Thumbnail } from '../../../components/thumbnail';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDeadline, formatMoney, optionName } from '../../../lib/format';
import { dealInviteUrl, InviteButton } from '../../../components/invite-button';
import { useSecondsLeft } from '../../../lib/use-seconds-left';
import {
  canCancel,
  isPendingGroup,
  orderTypeLabel,
  statusLabel,
  statusTone,
  type StatusTone,
} from '../order-status';
import { orderTexts } from '../texts';
import { orderTierLine } from '../order-tiers';
import { ExpiryText, OrderProgress } from './order-progress';
import { ReceiptButton } from './receipt-button';

const toneOf: Record<StatusTone, Parameters<typeof Pill>[0]['tone']> = {
  waiting: 'warning',
  progress: 'secondary',
  done: 'success',
  ended: 'neutral',
  problem: 'primary',
};

interface OrderCardProps {
  order: Order;
  /** When the server answered with this order: its countdown counts from then. */
  fetchedAt: number;
  /** When the order shown is a saved copy (offline): as of when; null when it is current. */
  asOf: number | null;
  online: boolean;
  /**
   * Absent for a viewer who is not signed in (a guest's order link): every action on an order
   * needs its account, so the card then offers none.
   */
  onCancel?: (order: Order) => void;
}

/** One order: what, how many, its type and status, and what the shopper can do next. */
export function OrderCard({ order, fetchedAt, asOf, online, onCancel }: OrderCardProps) {
  const titleId = useId();
  const reasonId = useId();
  const name = order.deal.product.name;
  const pendingGroup = isPendingGroup(order);
  // Counted from when the server answered, on the page's one clock.
  const secondsLeft = useSecondsLeft(
    pendingGroup ? fetchedAt + order.time_left_seconds * 1000 : null,
    order.time_left_seconds,
  );
  // Known to have ended only when the saved copy's time ran out; online, the next check says how.
  const ranOutOffline = pendingGroup && asOf !== null && secondsLeft <= 0;
  const signedIn = onCancel !== undefined;
  const cancellable = canCancel(order) && !ranOutOffline && signedIn;
  const receiptOffline = order.receipt_url !== null && signedIn && !online;
  const reasons = [
    ...(cancellable && !online ? [orderTexts.cancelNeedsNetwork] : []),
    ...(receiptOffline ? [orderTexts.receiptNotSaved] : []),
  ];
  const tierLine = orderTierLine(order);
  const needsCard = order.status === 'payment_action_required';
  const fixable = needsCard && signedIn;
  const hasActions =
    pendingGroup || cancellable || fixable || (signedIn && order.receipt_url !== null);

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ borderRadius: '20px', p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '72px minmax(0, 1fr)', md: '112px minmax(0, 1fr) auto' },
          columnGap: { xs: 1.5, md: 3 },
          rowGap: 1.5,
          alignItems: 'start',
        }}
      >
        <Thumbnail
          src={order.deal.product.image_url}
          size={112}
          lazy
          sx={{
            width: { xs: 72, md: 112 },
            height: { xs: 72, md: 112 },
            borderRadius: '14px',
            bgcolor: 'primary.light',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 0.75 }}>
            <Pill tone="neutral">{orderTypeLabel(order.order_type)}</Pill>
            <Pill tone={toneOf[statusTone(order.status)]}>
              <Box component="span" sx={visuallyHidden}>
                {`${orderTexts.statusLabel}: `}
              </Box>
              <span>{statusLabel(order.status)}</span>
            </Pill>
          </Box>
          <Typography
            id={titleId}
            component="h2"
            sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.3 }}
          >
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {orderTexts.orderNumber(order.order_number)}
            {' · '}
            {orderTexts.placedOn(formatDate(order.created_at))}
          </Typography>
          <UnitVariants variants={order.variants} />
        </Box>
        <Box
          sx={{
            gridColumn: { xs: '1 / -1', md: 'auto' },
            display: 'flex',
            flexDirection: { xs: 'row', md: 'column' },
            justifyContent: 'space-between',
            alignItems: { xs: 'baseline', md: 'flex-end' },
            gap: 0.5,
            pt: { xs: 1.5, md: 0 },
            borderTop: 1,
            borderColor: 'divider',
            borderTopWidth: { md: 0 },
            textAlign: { md: 'right' },
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {orderTexts.quantity(order.quantity)} × {formatMoney(toCents(order.unit_price))}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', whiteSpace: 'nowrap' }}>
            <Box component="span" sx={visuallyHidden}>
              {`${orderTexts.total}: `}
            </Box>
            {formatMoney(toCents(order.total_amount))}
          </Typography>
        </Box>
      </Box>

      {pendingGroup && <OrderProgress order={order} secondsLeft={secondsLeft} asOf={asOf} />}
      {tierLine && (
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'success.dark' }}>
          {tierLine}
        </Typography>
      )}
      {ranOutOffline && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {orderTexts.ranOutOffline}
        </Typography>
      )}
      {order.shipment && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {orderTexts.shippedWith(order.shipment.carrier, order.shipment.tracking_number)}
        </Typography>
      )}
      {(order.refunded_cents ?? 0) > 0 && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {orderTexts.refundedAmount(formatMoney(order.refunded_cents ?? 0))}
        </Typography>
      )}
      {needsCard && order.payment_due_at && (
        <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
          {orderTexts.paymentNeeded(formatDeadline(order.payment_due_at))}
        </Typography>
      )}
      {order.status === 'cancelled' && order.cancel_reason && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {orderTexts.cancelledBecause(order.cancel_reason)}
        </Typography>
      )}
      {order.status === 'reservation_expired' && (
        <Box sx={{ fontSize: '0.9rem' }}>
          <ExpiryText order={order} secondsLeft={order.time_left_seconds} />
        </Box>
      )}

      {hasActions && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: { md: 'flex-end' },
            '& > *': { flex: { xs: '1 1 auto', md: '0 0 auto' } },
          }}
        >
          {fixable && (
            <ButtonLink
              to="/fix-payment/$orderId"
              params={{ orderId: String(order.id) }}
              variant="contained"
              aria-label={orderTexts.fixPaymentLabel(order.order_number)}
              sx={{ minHeight: 44 }}
            >
              {orderTexts.fixPayment}
            </ButtonLink>
          )}
          {signedIn && order.receipt_url !== null && (
            <ReceiptButton
              url={order.receipt_url}
              orderNumber={order.order_number}
              disabled={!online}
              describedBy={receiptOffline ? reasonId : undefined}
            />
          )}
          {cancellable && (
            <Button
              variant="outlined"
              color="error"
              aria-label={orderTexts.cancelLabel(order.order_number)}
              disabled={!online}
              aria-describedby={online ? undefined : reasonId}
              onClick={() => onCancel?.(order)}
              sx={{ minHeight: 44 }}
            >
              {orderTexts.cancel}
            </Button>
          )}
          {pendingGroup && (
            <InviteButton url={dealInviteUrl(order.deal.encoded_id)} productName={name} />
          )}
        </Box>
      )}
      {reasons.length > 0 && (
        <Typography id={reasonId} variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
          {reasons.join(' ')}
        </Typography>
      )}
    </Paper>
  );
}

/** One line per unit with options: 'Unit 1: Size M, Color Red'. */
function UnitVariants({ variants }: { variants: Order['variants'] }) {
  const units = variants
    .map((options, index) => ({ index, entries: Object.entries(options) }))
    .filter((unit) => unit.entries.length > 0);
  if (units.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.25 }}>
      {units.map(({ index, entries }) => (
        <Typography key={index} component="li" variant="body2">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {orderTexts.unitVariants(index + 1)}:
          </Box>{' '}
          {entries.map(([attribute, value]) => `${optionName(attribute)} ${value}`).join(', ')}
        </Typography>
      ))}
    </Box>
  );
}

/** Dollars as numbers on the wire (contract/orders) -> cents for formatMoney. */
function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
