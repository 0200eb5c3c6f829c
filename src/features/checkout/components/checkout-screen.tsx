import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { CheckoutData } from '../../../lib/storage';
import { showToast } from '../../../lib/toast';
import { CHECKOUT_STEPS, type CheckoutStep } from '../checkout-step';
import { checkoutTexts, ERROR_REDIRECT_MS } from '../texts';
import type { CheckoutLoad } from '../load-checkout';
import { useLoadedProvider, type PaymentProvider } from '../payment-provider';
import { useBuyerForm, useDraftSaving } from '../use-buyer-form';
import { useCheckoutStep, usePaymentNotYet } from '../use-checkout-step';
import { usePaymentChoices } from '../use-payment-choices';
import { usePlaceOrder } from '../use-place-order';
import { CartStep } from './cart-step';
import { PaymentStep } from './payment-step';
import { RequiresActionDialog } from './requires-action-dialog';
import { ShippingStep } from './shipping-step';

/** A checkout with nothing to pay for explains why, then goes home after 1.5 s. */
function useHomeAfterFailure(load: CheckoutLoad) {
  const navigate = useNavigate();
  useEffect(() => {
    if (load.status !== 'failed') return undefined;
    const timer = setTimeout(() => void navigate({ to: '/' }), ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [load.status, navigate]);
}

/** The three-step checkout of docs/product.md §2 (cart, buyer and shipping, payment) of the route's cart. */
export function CheckoutScreen({ load }: { load: CheckoutLoad }) {
  useHomeAfterFailure(load);
  return (
    <CheckoutFrame>
      {load.status === 'failed' ? (
        <Paper variant="outlined" role="alert" sx={{ p: 4, borderRadius: '20px' }}>
          <Typography>{load.message}</Typography>
        </Paper>
      ) : (
        <CheckoutSteps data={load.data} loadedProvider={load.provider} />
      )}
    </CheckoutFrame>
  );
}

/** The checkout while its cart and deal are read. */
export function CheckoutScreenLoading() {
  return (
    <CheckoutFrame>
      <Spinner />
    </CheckoutFrame>
  );
}

function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {checkoutTexts.title}
      </Typography>
      {children}
    </Box>
  );
}

function Spinner() {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={checkoutTexts.loading} />
    </Box>
  );
}

interface CheckoutStepsProps {
  data: CheckoutData;
  loadedProvider: Promise<PaymentProvider>;
}

function CheckoutSteps({ data, loadedProvider }: CheckoutStepsProps) {
  const { step, goTo } = useCheckoutStep();
  const buyer = useBuyerForm(data.dealId);
  const choices = usePaymentChoices();
  const provider = useLoadedProvider(loadedProvider);
  const order = usePlaceOrder(data, provider.provider, {
    // The server refused a buyer field: back to that step, the message under the field.
    onBuyerField: (found) => {
      buyer.setErrors(found);
      showToast(checkoutTexts.fillRequired, 'error');
      goTo('shipping');
      focusFirstInvalid();
    },
    // A refused card is not shown as validated beside its refusal: its fields come back.
    onCardRefused: () => choices.setMethod(null),
  });
  useDraftSaving(data.dealId, buyer.form, buyer.draftLoaded && !order.done);
  const paymentTooEarly = usePaymentNotYet(step, buyer);

  function toPayment() {
    if (buyer.check()) goTo('payment');
    else focusFirstInvalid();
  }

  function pay() {
    if (!buyer.check()) return goTo('shipping');
    const method = choices.ready();
    if (method) void order.place(buyer.form, method);
  }

  if (!buyer.draftLoaded || paymentTooEarly) return <Spinner />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '20px' }}>
      <CheckoutProgress step={step} />
      {step === 'cart' && <CartStep data={data} onContinue={() => goTo('shipping')} />}
      {step === 'shipping' && (
        <ShippingStep buyer={buyer} onBack={() => goTo('cart')} onContinue={toPayment} />
      )}
      {step === 'payment' && (
        <PaymentStep
          data={data}
          form={buyer.form}
          provider={provider}
          choices={choices}
          order={order}
          onBack={() => goTo('shipping')}
          onPay={pay}
        />
      )}
      <RequiresActionDialog
        open={order.action !== null}
        message={order.action?.message ?? null}
        busy={order.confirming}
        onConfirm={() => void order.confirmAction()}
        onCancel={order.cancelAction}
      />
    </Paper>
  );
}

function CheckoutProgress({ step }: { step: CheckoutStep }) {
  return (
    <Stepper activeStep={CHECKOUT_STEPS.indexOf(step)} alternativeLabel sx={{ mb: 3 }}>
      {checkoutTexts.steps.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

/** Takes the shopper to the first box that needs them, once it shows its message. */
function focusFirstInvalid() {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus(),
  );
}
