import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { PaymentMethod } from '../../../../contract/payments';
import { readLastAddress } from '../../../lib/credentials';
import type { CheckoutData } from '../../../lib/storage';
import { showToast } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';
import { getCheckoutDeal } from '../api/get-deal';
import {
  cartTotals,
  isCheckoutData,
  prefilledBuyerForm,
  validateBuyer,
  type BuyerErrors,
} from '../checkout-model';
import { readCheckoutData, readDraft, saveDraft } from '../checkout-storage';
import { checkoutTexts, ERROR_REDIRECT_MS } from '../texts';
import type { BuyerForm } from '../types';
import { usePaymentProvider } from '../use-payment-provider';
import { usePlaceOrder } from '../use-place-order';
import { BuyerFormFields } from './buyer-form';
import { CartSummary } from './cart-summary';
import { PaymentStep } from './payment-step';
import { RequiresActionDialog } from './requires-action-dialog';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; data: CheckoutData };

const DRAFT_SAVE_DELAY_MS = 300;

/** Reads the cart, re-reads its deal from the server, or explains and goes home after 1.5 s. */
function useCheckoutData(): Load {
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const fail = (message: string) => {
      if (controller.signal.aborted) return;
      showToast(message, 'error');
      setLoad({ status: 'failed', message });
    };
    (async () => {
      let stored: unknown;
      try {
        stored = await readCheckoutData();
      } catch (error) {
        console.error(error);
        return fail(checkoutTexts.failedToLoad);
      }
      if (stored === undefined || stored === null) return fail(checkoutTexts.noCheckoutData);
      if (!isCheckoutData(stored)) return fail(checkoutTexts.invalidCheckoutData);
      try {
        // Prices, group size and the deal's state come from the server, not the stored copy.
        const deal = await getCheckoutDeal(stored.dealId, controller.signal);
        if (controller.signal.aborted) return;
        setLoad({ status: 'ready', data: { ...stored, dealData: deal } });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error);
        fail(checkoutTexts.dealNotFound);
      }
    })();
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (load.status !== 'failed') return undefined;
    const timer = setTimeout(() => void navigate({ to: '/' }), ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [load.status, navigate]);

  return load;
}

/** The three-step checkout of SPEC 2: cart, buyer and shipping, payment. */
export function CheckoutScreen() {
  const load = useCheckoutData();
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {checkoutTexts.title}
      </Typography>
      {load.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={checkoutTexts.loading} />
        </Box>
      )}
      {load.status === 'failed' && (
        <Paper variant="outlined" role="alert" sx={{ p: 4, borderRadius: '20px' }}>
          <Typography>{load.message}</Typography>
        </Paper>
      )}
      {load.status === 'ready' && <CheckoutSteps data={load.data} />}
    </Box>
  );
}

function CheckoutSteps({ data }: { data: CheckoutData }) {
  const session = useSession();
  const signedIn = session !== null;
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<BuyerForm>(() =>
    prefilledBuyerForm(session?.user ?? null, signedIn ? readLastAddress() : null),
  );
  const [errors, setErrors] = useState<BuyerErrors>({});
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const draftLoaded = useRef(false);
  const totals = cartTotals(data);
  // Read (and Stripe.js loaded) while the shopper is still on the cart and address steps.
  const provider = usePaymentProvider();
  const order = usePlaceOrder(data, provider.status === 'stripe' ? provider.stripe : null);

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
        setStep(Math.min(2, Math.max(0, draft.step)));
      })
      .catch((error: unknown) => console.warn('No checkout draft', error))
      .finally(() => {
        if (!cancelled) draftLoaded.current = true;
      });
    return () => {
      cancelled = true;
    };
  }, [data.dealId, signedIn]);

  useEffect(() => {
    if (!draftLoaded.current || order.done) return undefined;
    const timer = setTimeout(() => {
      void saveDraft({ dealId: data.dealId, step, form }).catch((error: unknown) =>
        console.warn('The checkout draft was not saved', error),
      );
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data.dealId, step, form, order.done]);

  function change(field: keyof BuyerForm, value: string) {
    setForm((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  }

  function toPayment() {
    const found = validateBuyer(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast(checkoutTexts.fillRequired, 'error');
      // Take the shopper to the first box that needs them, once it shows its message.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setStep(2);
  }

  function pay() {
    const found = validateBuyer(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast(checkoutTexts.fillRequired, 'error');
      setStep(1);
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

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '20px' }}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {checkoutTexts.steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 0 && (
        <Box component="section" aria-label={checkoutTexts.cartTitle}>
          <CartSummary data={data} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button variant="contained" size="large" onClick={() => setStep(1)}>
              {checkoutTexts.continue}
            </Button>
          </Box>
        </Box>
      )}

      {step === 1 && (
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
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
            <Button onClick={() => setStep(0)}>{checkoutTexts.back}</Button>
            <Button type="submit" variant="contained" size="large">
              {checkoutTexts.continue}
            </Button>
          </Box>
        </Box>
      )}

      {step === 2 && (
        <Box component="section" aria-label={checkoutTexts.paymentTitle}>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {checkoutTexts.paymentTitle}
          </Typography>
          <PaymentStep
            form={form}
            orderType={data.type}
            totalCents={totals.totalCents}
            provider={provider}
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
            onEditAddress={() => setStep(1)}
            onBack={() => setStep(1)}
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
