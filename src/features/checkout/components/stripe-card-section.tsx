import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import type { PaymentMethodFormProps } from './card-form-props';
import { StripeCardForm } from './stripe-card-form';

type StripeCardSectionProps = PaymentMethodFormProps & { stripe: Stripe };

/**
 * The Stripe card form inside its Elements provider. Loaded lazily, so a checkout on the test
 * provider never downloads Stripe's React bindings.
 */
export default function StripeCardSection({ stripe, ...form }: StripeCardSectionProps) {
  return (
    <Elements stripe={stripe}>
      <StripeCardForm {...form} />
    </Elements>
  );
}
