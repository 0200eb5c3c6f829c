import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Order } from '../../../../contract/orders';
import { ClockIcon } from '../../../components/icons';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatTimeOfDay } from '../../../lib/format';
import { expiryText, unitsFilled } from '../order-status';
import { orderTexts } from '../texts';

interface OrderProgressProps {
  order: Order;
  /** Time left now, counted down from the server's answer. */
  secondsLeft: number;
  /** The fill is a saved copy's (offline): as of when; null when current. */
  asOf: number | null;
}

/** A pending group's fill ('1 of 2 units filled', a labelled bar) and its expiry countdown. */
export function OrderProgress({ order, secondsLeft, asOf }: OrderProgressProps) {
  const { filled, total, percent } = unitsFilled(order);
  const text = orderTexts.unitsFilled(filled, total);
  const asOfText = asOf === null ? '' : ` ${orderTexts.progressAsOf(formatTimeOfDay(asOf))}`;
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 0.5,
          mb: 0.75,
          fontSize: '0.9rem',
        }}
      >
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 'inherit' }}>
          {text}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            ({percent}%){asOfText}
          </Box>
        </Typography>
        <ExpiryText order={order} secondsLeft={secondsLeft} />
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={orderTexts.progressLabel(order.deal.product.name)}
        aria-valuetext={`${text} (${percent}%)${asOfText}`}
        sx={{ height: 8, borderRadius: 999 }}
      />
    </Box>
  );
}

/**
 * docs/product.md §4's expiry text with a clock; the label tells a screen reader what the words count. Under
 * an hour the text itself is a ticking mm:ss.
 */
export function ExpiryText({ order, secondsLeft }: { order: Order; secondsLeft: number }) {
  return (
    <Typography
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'text.secondary',
        fontSize: 'inherit',
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <ClockIcon sx={{ fontSize: 18 }} />
      <Box component="span" sx={visuallyHidden}>
        {orderTexts.timeLeftLabel}:{' '}
      </Box>
      <span>{expiryText(order.status, secondsLeft)}</span>
    </Typography>
  );
}
