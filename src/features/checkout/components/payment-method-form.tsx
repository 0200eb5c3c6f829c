import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useEffect, useState } from 'react';
import { checkoutTexts } from '../texts';
import type { PaymentProvider } from '../payment-provider';
import type { PaymentMethodFormProps } from './card-form-props';
import { TestCardForm } from './test-card-form';

const StripeCardSection = lazy(() => import('./stripe-card-section'));

function Loading() {
  return <CircularProgress size={28} aria-label={checkoutTexts.loading} />;
}

interface ProviderProps {
  /** The provider as the screen's loader started to read it (payment-provider.ts). */
  provider: Promise<PaymentProvider>;
  /** Reads the provider again, after it failed to load. */
  onRetry: () => void;
}

/** The provider once its read has settled; null while it loads. */
function useSettled(provider: Promise<PaymentProvider>): PaymentProvider | null {
  const [settled, setSettled] = useState<{
    of: Promise<PaymentProvider>;
    ready: PaymentProvider;
  }>();
  useEffect(() => {
    let current = true;
    void provider.then((ready) => {
      if (current) setSettled({ of: provider, ready });
    });
    return () => {
      current = false;
    };
  }, [provider]);
  return settled?.of === provider ? settled.ready : null;
}

/** The card form for the provider the server has in force (GET /config). */
export function PaymentMethodForm({
  provider,
  onRetry,
  ...form
}: PaymentMethodFormProps & ProviderProps) {
  const ready = useSettled(provider);
  const failed = ready?.status === 'failed';
  // A failure while the network was gone is tried again once it is back, without a tap.
  useEffect(() => {
    if (!failed) return undefined;
    globalThis.addEventListener('online', onRetry);
    return () => globalThis.removeEventListener('online', onRetry);
  }, [failed, onRetry]);
  switch (ready?.status) {
    case undefined:
      return <Loading />;
    case 'failed':
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {checkoutTexts.retry}
            </Button>
          }
        >
          {checkoutTexts.providerNotLoaded}
        </Alert>
      );
    case 'test':
      return <TestCardForm {...form} />;
    case 'stripe':
      return (
        <Suspense fallback={<Loading />}>
          <StripeCardSection stripe={ready.stripe} {...form} />
        </Suspense>
      );
  }
}
