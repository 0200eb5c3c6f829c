import type {
  PaymentMethod as StripePaymentMethod,
  Stripe,
  StripeCardElement,
} from '@stripe/stripe-js';
import type { PaymentMethod } from '../../../contract/payments';
import type { BillingDetails } from './components/card-form-props';
import { checkoutTexts } from './texts';

/** docs/product.md §3's payment method from Stripe's: the id and the card's brand, last 4 and expiry. */
function paymentMethodOf(stripeMethod: StripePaymentMethod): PaymentMethod | null {
  const { id, card } = stripeMethod;
  if (!id || !card) return null;
  return {
    id,
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
    },
  };
}

/** What Stripe made of the card: a payment method, a mistake in the card, or a refusal. */
export type StripeCardOutcome =
  { method: PaymentMethod } | { cardError: string } | { failure: string };

/** `stripe.createPaymentMethod` with docs/product.md §7's billing details. */
export async function createStripePaymentMethod(
  stripe: Stripe,
  card: StripeCardElement,
  billing: BillingDetails,
): Promise<StripeCardOutcome> {
  const result = await stripe.createPaymentMethod({
    type: 'card',
    card,
    // Stripe's type has no null address; ours is always there on this step.
    billing_details: { ...billing, address: billing.address ?? undefined },
  });
  if (result.error) {
    const message = result.error.message ?? checkoutTexts.paymentMethodFailed;
    // An incomplete or mistyped card belongs under the box; a refusal above the button.
    return result.error.type === 'validation_error' ? { cardError: message } : { failure: message };
  }
  const method = paymentMethodOf(result.paymentMethod);
  return method ? { method } : { failure: checkoutTexts.paymentMethodFailed };
}
