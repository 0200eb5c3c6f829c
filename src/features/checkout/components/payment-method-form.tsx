import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import type { CreateTestPaymentMethodRequest, PaymentMethod } from '../../../../contract/payments';
import { checkoutTexts } from '../texts';
import type { PaymentProvider } from '../use-payment-provider';
import { TestCardForm } from './test-card-form';

const StripeCardSection = lazy(() => import('./stripe-card-section'));

export type BillingDetails = NonNullable<CreateTestPaymentMethodRequest['billing_details']>;

/**
 * What any card form gives the payment step: a validated payment method (SPEC 3) or none.
 * The test provider's form and the Stripe Elements form both implement it.
 */
export interface PaymentMethodFormProps {
  billing: BillingDetails;
  validated: PaymentMethod | null;
  disabled: boolean;
  onValidated: (method: PaymentMethod) => void;
  onReset: () => void;
}

function Loading() {
  return <CircularProgress size={28} aria-label={checkoutTexts.loading} />;
}

/** Picks the card form for the provider the server has in force (GET /config). */
export function PaymentMethodForm({
  provider,
  ...form
}: PaymentMethodFormProps & { provider: PaymentProvider }) {
  switch (provider.status) {
    case 'loading':
      return <Loading />;
    case 'failed':
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={provider.retry}>
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
          <StripeCardSection stripe={provider.stripe} {...form} />
        </Suspense>
      );
  }
}
