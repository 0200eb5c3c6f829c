import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FocusEvent } from 'react';
import { ArrowBackIcon, CheckIcon, CopyIcon, ReceiptIcon } from '../../../components/icons';
import { NoticePanel } from '../../../components/notice-panel';
import { ButtonLink } from '../../../components/router-links';
import { formatClock, formatIsoDate, formatMoney } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useSecondsLeft } from '../../../lib/use-seconds-left';
import { readConfirmation } from '../checkout-storage';
import { groupMomentOf, type GroupMoment } from '../confirmation-group';
import { confirmationTexts } from '../confirmation-texts';
import { checkoutTexts, CONFIRMATION_MISSING_REDIRECT_MS, COPIED_MS } from '../texts';
import type { ConfirmationItem, ConfirmationRecord } from '../types';
import { useCelebrateOnce } from '../use-celebrate-once';
import { useLatestConfirmation } from '../use-latest-confirmation';
import { ConfirmationHeader } from './confirmation-header';
import { GroupCelebration } from './group-celebration';
import { GroupMembers } from './group-members';
import { hasShareSheet, openShareSheet } from '../../../lib/share-sheet';

type Load =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; record: ConfirmationRecord };

/** docs/product.md §4's colours: paid green, reserved blue, processing yellow. */
const PROCESSING = { fg: '#854D0E', bg: '#FEF9C3' };
/** A charge the card refused reads in the error colours, never the paid green. */
const REFUSED = { fg: '#991B1B', bg: '#FEE2E2' };
const STATUS_COLOURS: Record<string, { fg: string; bg: string }> = {
  paid: { fg: '#166534', bg: '#DCFCE7' },
  awaiting_fulfillment: { fg: '#166534', bg: '#DCFCE7' },
  reserved: { fg: '#1E40AF', bg: '#DBEAFE' },
  processing: PROCESSING,
  payment_action_required: REFUSED,
  payment_failed: REFUSED,
};

function titleCase(text: string): string {
  return text.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

function itemStatusLabel(status: string): string {
  return checkoutTexts.itemStatus[status] ?? titleCase(status);
}

/**
 * docs/product.md §4: the order's label, any other status title-cased without underscores. A filled group
 * waiting for its charge is no longer 'Units Pending': its charge is under way.
 */
function orderStatusLabel(status: string, moment: GroupMoment): string {
  if (moment === 'filled' && status === 'pending_charge') return confirmationTexts.chargingNow;
  return checkoutTexts.orderStatus[status] ?? titleCase(status);
}

/**
 * The order confirmed page of docs/product.md §2, from the record the checkout left in IndexedDB, brought up
 * to the order's current state when the shopper is signed in and online.
 */
export function OrderConfirmationScreen() {
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const latest = useLatestConfirmation(load.status === 'ready' ? load.record : null);

  useEffect(() => {
    let cancelled = false;
    readConfirmation()
      .then((record) => {
        if (cancelled) return;
        if (record && typeof record === 'object' && Array.isArray(record.items)) {
          setLoad({ status: 'ready', record });
        } else {
          showToast(checkoutTexts.noConfirmation, 'error');
          setLoad({ status: 'missing' });
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(error);
        showToast(checkoutTexts.failedToLoadOrder, 'error');
        setLoad({ status: 'missing' });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (load.status !== 'missing') return undefined;
    const timer = setTimeout(() => void navigate({ to: '/' }), CONFIRMATION_MISSING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [load.status, navigate]);

  if (load.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={checkoutTexts.loading} />
      </Box>
    );
  }
  if (load.status === 'missing') {
    return (
      <NoticePanel
        role="alert"
        title={checkoutTexts.orderNotFound}
        text={checkoutTexts.orderNotFoundText}
        action={
          <ButtonLink to="/" variant="contained" startIcon={<ArrowBackIcon />}>
            {checkoutTexts.backToHome}
          </ButtonLink>
        }
      />
    );
  }
  return <Confirmation record={latest ?? load.record} />;
}

function Confirmation({ record }: { record: ConfirmationRecord }) {
  const group = record.orderType === 'group';
  const moment = groupMomentOf(record);
  const celebrate = useCelebrateOnce(record.orderId, moment === 'filled');
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 3 }}>
      <ConfirmationHeader record={record} moment={moment} />

      {moment === 'filling' && record.items[0]?.groupSeen && (
        <NewGroupNotice item={record.items[0]} seen={record.items[0].groupSeen} />
      )}

      {moment === 'filled' && record.items[0] && (
        <GroupCelebration item={record.items[0]} celebrate={celebrate} />
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '20px' }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
            '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
            '& dd': { m: 0, fontWeight: 700 },
          }}
        >
          <Detail label={checkoutTexts.orderId} value={record.orderNumber || record.orderId} />
          <Detail
            label={checkoutTexts.orderType}
            value={group ? checkoutTexts.groupDeal : checkoutTexts.soloBuy}
          />
          <Detail label={checkoutTexts.status} value={orderStatusLabel(record.status, moment)} />
          <Detail label={checkoutTexts.totalAmount} value={formatMoney(record.totalAmount * 100)} />
          <Detail
            label={checkoutTexts.amountCharged}
            value={formatMoney(record.amountCharged * 100)}
          />
          {record.estimatedDelivery && (
            <Detail
              label={checkoutTexts.estimatedDelivery}
              value={formatIsoDate(record.estimatedDelivery)}
            />
          )}
        </Box>
      </Paper>

      <Box component="section" aria-labelledby="confirmation-items">
        <Typography id="confirmation-items" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {checkoutTexts.items}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {record.items.map((item) => (
            <Item key={item.id} item={item} moment={moment} />
          ))}
        </Box>
      </Box>

      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <ButtonLink to="/orders" variant="contained" startIcon={<ReceiptIcon />}>
          {checkoutTexts.myOrders}
        </ButtonLink>
        <ButtonLink to="/" variant="outlined">
          {checkoutTexts.continueShopping}
        </ButtonLink>
      </Box>
    </Box>
  );
}

/** The group shown at checkout filled while the shopper paid: their units opened the next one. */
function NewGroupNotice({
  item,
  seen,
}: {
  item: ConfirmationItem;
  seen: { reserved: number; total: number };
}) {
  return (
    <Alert severity="info" role="status" aria-labelledby="new-group-title">
      <AlertTitle id="new-group-title" component="h2">
        {confirmationTexts.newGroupTitle}
      </AlertTitle>
      <Typography>
        {confirmationTexts.newGroup(seen, item.unitsReserved, item.totalUnitsNeeded)}
      </Typography>
    </Alert>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Box>
  );
}

/** A filled group's units are no longer just reserved: docs/product.md §4's yellow 'Processing' until paid. */
function itemStatusOf(item: ConfirmationItem, moment: GroupMoment): string {
  return moment === 'filled' && item.status === 'reserved' ? 'processing' : item.status;
}

function Item({ item, moment }: { item: ConfirmationItem; moment: GroupMoment }) {
  const status = itemStatusOf(item, moment);
  const colours = STATUS_COLOURS[status] ?? PROCESSING;
  const units = Object.entries(item.variants ?? {});
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={item.productName}
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: '20px',
        display: 'grid',
        // One column as wide as the card, never as wide as its widest content: at 320 px the
        // share link and the progress row otherwise pushed the page sideways.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h3" sx={{ fontWeight: 800, fontSize: '1.125rem' }}>
            {item.productName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {checkoutTexts.units(item.quantity)} × {formatMoney(item.pricePerUnit * 100)} ={' '}
            {formatMoney(item.totalAmount * 100)}
          </Typography>
        </Box>
        <Box
          component="span"
          data-status={status}
          sx={{
            px: 1.5,
            py: 0.5,
            borderRadius: 999,
            fontWeight: 700,
            fontSize: '0.875rem',
            color: colours.fg,
            bgcolor: colours.bg,
          }}
        >
          {itemStatusLabel(status)}
        </Box>
      </Box>

      {units.some(([, options]) => Object.keys(options).length > 0) && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
          {units.map(([key, options], index) => (
            <li key={key}>
              {checkoutTexts.unitLabel(index + 1)}:{' '}
              {Object.entries(options)
                .map(([name, value]) => `${titleCase(name)}: ${value}`)
                .join(' · ')}
            </li>
          ))}
        </Box>
      )}

      {item.type === 'group' && (
        <Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5, gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {checkoutTexts.unitsReserved(item.unitsReserved, item.totalUnitsNeeded)}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{item.progressPercentage}%</Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, Math.max(0, item.progressPercentage))}
            aria-label={checkoutTexts.groupProgress}
            sx={{ height: 10, borderRadius: 999 }}
          />
          {moment === 'filling' && item.expiryLeftHours !== null && item.expiryLeftHours > 0 && (
            <GroupClosesIn expiresAt={item.expiresAt} hoursLeft={item.expiryLeftHours} />
          )}
        </Box>
      )}

      {moment === 'filling' && item.members && item.members.length > 0 && (
        <Box>
          <Typography component="h4" sx={{ fontWeight: 700, mb: 0.75 }}>
            {confirmationTexts.joinedSoFar}
          </Typography>
          <GroupMembers members={item.members} label={confirmationTexts.joinedSoFar} />
        </Box>
      )}

      {/* Only a group still filling has places to share: a solo buy or a full group has none. */}
      {moment === 'filling' && <ShareUrl url={item.shareUrl} />}
    </Paper>
  );
}

/**
 * How long the group has to fill, counting down on the page's one clock like My Orders: mm:ss
 * in the last hour. Gone once the time is up; the next refresh says how the group ended.
 */
function GroupClosesIn({ expiresAt, hoursLeft }: { expiresAt: string | null; hoursLeft: number }) {
  const seconds = useSecondsLeft(
    expiresAt === null ? null : Date.parse(expiresAt),
    Math.round(hoursLeft * 3600),
  );
  if (seconds <= 0) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
      {seconds < 3600
        ? checkoutTexts.expiresInClock(formatClock(seconds))
        : checkoutTexts.expiresIn(seconds / 3600)}
    </Typography>
  );
}

/** The group's link to copy, or to send from the phone's share sheet where there is one. */
function ShareUrl({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      console.warn(error);
      showToast(checkoutTexts.copyFailed, 'error');
    }
  }

  return (
    <Box>
      <Typography component="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
        {checkoutTexts.shareTitle}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box
          component="input"
          readOnly
          value={url}
          aria-label={checkoutTexts.shareLink}
          onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
          sx={{
            flex: 1,
            minWidth: 0,
            minHeight: 44,
            px: 1.5,
            font: 'inherit',
            border: 1,
            borderColor: 'divider',
            borderRadius: '12px',
            bgcolor: 'action.hover',
            color: 'text.primary',
          }}
        />
        <Button
          variant="outlined"
          startIcon={copied ? <CheckIcon /> : <CopyIcon />}
          onClick={() => void copy()}
          sx={{ minWidth: 112 }}
        >
          {copied ? checkoutTexts.copied : checkoutTexts.copy}
        </Button>
      </Box>
      {hasShareSheet() && (
        <Button
          variant="contained"
          onClick={() => void openShareSheet({ url })}
          sx={{ mt: 1, minHeight: 44 }}
        >
          {checkoutTexts.shareSheet}
        </Button>
      )}
    </Box>
  );
}
