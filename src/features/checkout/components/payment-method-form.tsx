import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { CreateTestPaymentMethodRequest, PaymentMethod } from '../../../../contract/payments';
import { useRequest } from '../../../api/use-request';
import { getPaymentConfig } from '../api/get-payment-config';
import { checkoutTexts } from '../texts';
import { TestCardForm } from './test-card-form';

export type BillingDetails = NonNullable<CreateTestPaymentMethodRequest['billing_details']>;

/**
 * What any card form gives the payment step: a validated payment method (SPEC 3) or none.
 * The test provider's form implements it today; Stripe Elements' CardElement (postal code
 * hidden, `stripe.createPaymentMethod` with the same billing details) slots in beside it when
 * @stripe/stripe-js is added.
 */
export interface PaymentMethodFormProps {
  billing: BillingDetails;
  validated: PaymentMethod | null;
  disabled: boolean;
  onValidated: (method: PaymentMethod) => void;
  onReset: () => void;
}

/** Picks the card form for the provider the server has in force (GET /config). */
export function PaymentMethodForm(props: PaymentMethodFormProps) {
  const config = useRequest('payment-config', getPaymentConfig);
  if (config.status === 'loading') {
    return <CircularProgress size={28} aria-label={checkoutTexts.loading} />;
  }
  if (config.status === 'error') {
    return <Alert severity="error">{checkoutTexts.providerNotLoaded}</Alert>;
  }
  if (config.data.paymentProvider === 'test') return <TestCardForm {...props} />;
  // Stripe is configured but Stripe.js is not part of this build yet: say so, charge nothing.
  return (
    <Alert severity="error">
      {checkoutTexts.providerNotLoaded} {checkoutTexts.cardElementNotFound}
    </Alert>
  );
}
