import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import type { PaymentMethod } from '../../../../contract/payments';
import { readLastAddress, readLastRecipient } from '../../../lib/credentials';
import type { CheckoutData } from '../../../lib/storage';
import { showToast } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';
import { cartTotals, prefilledBuyerForm, validateBuyer, type BuyerErrors } from '../checkout-model';
import { readDraft, saveDraft } from '../checkout-storage';
import { CHECKOUT_STEPS, searchOf, stepOf, type CheckoutStep } from '../checkout-step';
import { checkoutTexts, ERROR_REDIRECT_MS } from '../texts';
import type { BuyerForm } from '../types';
import type { CheckoutLoad } from '../load-checkout';
import { useLoadedProvider, type PaymentProvider } from '../payment-provider';
import { usePlaceOrder } from '../use-place-order';
import { BuyerFormFields } from './buyer-form';
import { CartSummary } from './cart-summary';
import { PaymentStep } from './payment-step';
import { RequiresActionDialog } from './requires-action-dialog';
import { StepActions } from './step-actions';

const DRAFT_SAVE_DELAY_MS = 300;

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
  const session = useSession();
  const signedIn = session !== null;
  const navigate = useNavigate();
  const step = stepOf(useSearch({ strict: false }));
  const [form, setForm] = useState<BuyerForm>(() =>
    prefilledBuyerForm(
      session?.user ?? null,
      signedIn ? readLastAddress() : null,
      signedIn ? readLastRecipient() : null,
    ),
  );
  const [errors, setErrors] = useState<BuyerErrors>({});
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [draftLoaded, setDraftLoaded] = useState(false);
  const totals = cartTotals(data);
  const provider = useLoadedProvider(loadedProvider);
  const order = usePlaceOrder(data, provider.provider, {
    // The server refused a buyer field: back to that step, the message under the field.
    onBuyerField: (found) => {
      setErrors(found);
      showToast(checkoutTexts.fillRequired, 'error');
      goTo('shipping');
      focusFirstInvalid();
    },
    // A refused card is not shown as validated beside its refusal: its fields come back.
    onCardRefused: () => setMethod(null),
  });

  function goTo(next: CheckoutStep, replace = false) {
    void navigate({ to: '.', search: searchOf(next), replace });
  }

  // A reload mid-checkout finds the typed address again (never the card).
  useEffect(() => {
    let cancelled = false;
    readDraft(data.dealId)
      .then((draft) => {
        if (cancelled || !draft) return;
        setForm((current) => ({
          ...draft.form,
          // A signed-in shopper's e-mail is theirs, whatever an older draft says.
          email: signedIn ? current.email : draft.form.email,
        }));
      })
      .catch((error: unknown) => console.warn('No checkout draft', error))
      .finally(() => {
        if (!cancelled) setDraftLoaded(true);
      });
    return () => {
      cancelled = true;
    };
  }, [data.dealId, signedIn]);

  // An address that opens on the payment step with the form not yet right (a shared link, an
  // old tab) goes back to the form.
  const paymentTooEarly =
    draftLoaded && step === 'payment' && Object.keys(validateBuyer(form)).length > 0;
  useEffect(() => {
    if (paymentTooEarly) void navigate({ to: '.', search: searchOf('shipping'), replace: true });
  }, [paymentTooEarly, navigate]);

  useEffect(() => {
    if (!draftLoaded || order.done) return undefined;
    const timer = setTimeout(() => {
      void saveDraft({ dealId: data.dealId, form }).catch((error: unknown) =>
        console.warn('The checkout draft was not saved', error),
      );
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data.dealId, form, order.done, draftLoaded]);

  function change(field: keyof BuyerForm, value: string) {
    setForm((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  }

  function toPayment() {
    const found = validateBuyer(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast(checkoutTexts.fillRequired, 'error');
      focusFirstInvalid();
      return;
    }
    goTo('payment');
  }

  function pay() {
    const found = validateBuyer(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast(checkoutTexts.fillRequired, 'error');
      goTo('shipping');
      return;
    }
    if (!method) {
      showToast(checkoutTexts.paymentNotValidated, 'error');
      return;
    }
    if (!agreed) {
      setTermsError(checkoutTexts.termsRequired);
      showToast(checkoutTexts.fillRequired, 'error');
      return;
    }
    void order.place(form, method);
  }

  if (!draftLoaded || paymentTooEarly) return <Spinner />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '20px' }}>
      <Stepper activeStep={CHECKOUT_STEPS.indexOf(step)} alternativeLabel sx={{ mb: 3 }}>
        {checkoutTexts.steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 'cart' && (
        <Box component="section" aria-label={checkoutTexts.cartTitle}>
          <CartSummary data={data} />
          <StepActions>
            <Button variant="contained" size="large" onClick={() => goTo('shipping')}>
              {checkoutTexts.continue}
            </Button>
          </StepActions>
        </Box>
      )}

      {step === 'shipping' && (
        <Box
          component="form"
          noValidate
          aria-label={checkoutTexts.buyerTitle}
          onSubmit={(event) => {
            event.preventDefault();
            toPayment();
          }}
        >
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {checkoutTexts.buyerTitle}
          </Typography>
          <BuyerFormFields form={form} errors={errors} emailLocked={signedIn} onChange={change} />
          <StepActions>
            <Button onClick={() => goTo('cart')}>{checkoutTexts.back}</Button>
            <Button type="submit" variant="contained" size="large">
              {checkoutTexts.continue}
            </Button>
          </StepActions>
        </Box>
      )}

      {step === 'payment' && (
        <Box component="section" aria-label={checkoutTexts.paymentTitle}>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {checkoutTexts.paymentTitle}
          </Typography>
          <PaymentStep
            form={form}
            orderType={data.type}
            totalCents={totals.totalCents}
            provider={provider.provider}
            onRetryProvider={provider.retry}
            method={method}
            agreed={agreed}
            processing={order.processing || order.done}
            termsError={termsError}
            failure={order.failure}
            onMethod={(next) => {
              setMethod(next);
              order.resetFailure();
            }}
            onAgreed={(next) => {
              setAgreed(next);
              if (next) setTermsError(null);
            }}
            onEditAddress={() => goTo('shipping')}
            onBack={() => goTo('shipping')}
            onPay={pay}
          />
        </Box>
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

/** Takes the shopper to the first box that needs them, once it shows its message. */
function focusFirstInvalid() {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus(),
  );
}
