import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FixPaymentResponse, Order } from '../../../contract/orders';
import type { PaymentMethod } from '../../../contract/payments';
import type { User } from '../../../contract/profile';
import { NoticePanel } from '../../components/notice-panel';
import { ButtonLink } from '../../components/router-links';
import { PaymentMethodForm } from '../../features/checkout/components/payment-method-form';
import { RequiresActionDialog } from '../../features/checkout/components/requires-action-dialog';
import { useLoadedProvider, type PaymentProvider } from '../../features/checkout/payment-provider';
import { formatDeadline, formatMoney } from '../../lib/format';
import { useOnline } from '../../lib/use-online';
import { useSession } from '../../lib/use-session';
import { fixPaymentTexts as texts } from './-texts';
import { useNewCardPayment, type NewCardOutcome } from './-use-new-card';

/** The order's card could not be loaded: why, and a way to ask again. */
export function FixPaymentLoadFailed({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return (
    <NoticePanel
      role="alert"
      title={texts.loadFailed}
      text={message}
      action={
        <Button variant="contained" onClick={onRetry}>
          {texts.retry}
        </Button>
      }
    />
  );
}

export function FixPaymentLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={texts.loading} />
    </Box>
  );
}

/** The fix-payment route's data: the order, and the card provider started beside it. */
export interface FixPaymentData {
  order: Order;
  provider: Promise<PaymentProvider>;
}

/**
 * Where "your payment needs attention" leads (README, A card that fails): the order, a new card,
 * and one button. It composes My Orders' calls with the checkout's card form, so it is a screen,
 * not a feature.
 */
export function FixPaymentScreen({ order, provider }: FixPaymentData) {
  // Kept here, above the order: the order read again after paying no longer needs a card, and
  // the shopper must still read that it was paid.
  const [paid, setPaid] = useState<FixPaymentResponse | null>(null);
  if (paid) return <Paid paid={paid} />;
  if (order.status !== 'payment_action_required') {
    return (
      <NoticePanel
        title={texts.nothingToFix}
        action={
          <ButtonLink to="/orders" variant="contained">
            {texts.toMyOrders}
          </ButtonLink>
        }
      />
    );
  }
  return <NewCardForm order={order} provider={provider} onPaid={setPaid} />;
}

/** The new card went through: charged (the group had filled) or held (it is still filling). */
function Paid({ paid }: { paid: FixPaymentResponse }) {
  const amount = formatMoney(Math.round(paid.data.total_amount * 100));
  return (
    <NoticePanel
      role="status"
      title={paid.data.status === 'pending_charge' ? texts.held(amount) : texts.paid(amount)}
      text={paid.message}
      action={
        <ButtonLink to="/orders" variant="contained">
          {texts.toMyOrders}
        </ButtonLink>
      }
    />
  );
}

function NewCardForm({
  order,
  provider: loadedProvider,
  onPaid,
}: FixPaymentData & { onPaid: (paid: FixPaymentResponse) => void }) {
  const session = useSession();
  const provider = useLoadedProvider(loadedProvider);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  // A refused card is not shown as validated beside its refusal: its fields come back.
  const payment = useNewCardPayment({
    order,
    provider: provider.provider,
    onPaid,
    onRefused: () => setMethod(null),
  });
  const { outcome } = payment;
  const amount = formatMoney(Math.round(order.total_amount * 100));
  const filled = order.batch?.status === 'filled';

  const paying = outcome.kind === 'paying';
  return (
    <Paper
      variant="outlined"
      sx={{
        maxWidth: 640,
        mx: 'auto',
        my: { xs: 2, md: 5 },
        p: { xs: 2.5, md: 4 },
        borderRadius: '24px',
      }}
    >
      <FixPaymentIntro order={order} amount={amount} filled={filled} />
      <PaymentMethodForm
        provider={provider.provider}
        onRetry={provider.retry}
        billing={billingOf(session?.user)}
        validated={method}
        disabled={paying}
        onValidated={(next) => {
          setMethod(next);
          payment.reset();
        }}
        onReset={() => setMethod(null)}
      />
      <PayNow
        outcome={outcome}
        label={payLabel(filled, amount)}
        onPay={method ? () => payment.pay(method) : null}
      />
      <RequiresActionDialog
        open={payment.action !== null}
        message={null}
        busy={false}
        onConfirm={payment.confirmAction}
        onCancel={payment.cancelAction}
      />
    </Paper>
  );
}

/** What is owed and why: the deal, the amount, the deadline and whether the group has filled. */
function FixPaymentIntro({
  order,
  amount,
  filled,
}: {
  order: Order;
  amount: string;
  filled: boolean;
}) {
  const until = order.payment_due_at ? formatDeadline(order.payment_due_at) : '';
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{texts.intro(order.deal.product.name, until)}</Typography>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{texts.amount(amount)}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {filled ? texts.groupFilled : texts.groupFilling}
      </Typography>
      {/* Under the page's heading, so the card form's own headings follow in order. */}
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {texts.newCard}
      </Typography>
    </>
  );
}

/** The shopper's name and e-mail for the card provider, when signed in. */
function billingOf(user: User | undefined) {
  return {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : null,
    email: user?.email ?? null,
  };
}

function payLabel(filled: boolean, amount: string): string {
  return filled ? texts.pay(amount) : texts.keepPlace;
}

interface PayNowProps {
  outcome: NewCardOutcome;
  label: string;
  /** Pays with the validated card; null until there is one. */
  onPay: (() => void) | null;
}

/** Why the last try failed, and the button that pays (it waits for a card and a connection). */
function PayNow({ outcome, label, onPay }: PayNowProps) {
  const online = useOnline();
  const paying = outcome.kind === 'paying';
  return (
    <>
      {outcome.kind === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          <strong>{texts.failed}:</strong> {outcome.message}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 3, minHeight: 48 }}
        disabled={!onPay || paying || !online}
        onClick={() => onPay?.()}
      >
        {paying ? <CircularProgress size={22} color="inherit" /> : label}
      </Button>
    </>
  );
}
