import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { createStripePaymentMethod } from '../stripe-payment-method';
import { checkoutTexts } from '../texts';
import type { PaymentMethodFormProps } from './card-form-props';
import { StripeCardField } from './stripe-card-field';
import { CardFormFrame } from './validated-card';

/**
 * The card form when Stripe is in force (README, Paying with Stripe): Stripe Elements'
 * CardElement, then `stripe.createPaymentMethod` with docs/product.md §7's billing details. The card itself
 * never touches our page or server, only the `pm_...` id does. Must sit inside an <Elements>
 * provider.
 */
export function StripeCardForm({
  billing,
  disabled,
  onValidated,
  ...frame
}: PaymentMethodFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function validate() {
    setFailure(null);
    if (!stripe || !elements) return setFailure(checkoutTexts.providerNotLoaded);
    const card = elements.getElement(CardElement);
    if (!card) return setFailure(checkoutTexts.cardElementNotFound);
    setBusy(true);
    try {
      const outcome = await createStripePaymentMethod(stripe, card, billing);
      if ('method' in outcome) onValidated(outcome.method);
      else if ('cardError' in outcome) setCardError(outcome.cardError);
      else setFailure(outcome.failure);
    } catch (error) {
      console.error(error);
      setFailure(checkoutTexts.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <CardFormFrame {...frame} disabled={disabled} failure={failure}>
        <StripeCardField
          error={cardError}
          disabled={busy || disabled}
          onChange={(event) => setCardError(event.error?.message ?? null)}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
          {checkoutTexts.stripeNote}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void validate()}
          disabled={busy || disabled}
          sx={{ alignSelf: 'start', minHeight: 44 }}
        >
          {busy ? checkoutTexts.validating : checkoutTexts.validateCard}
        </Button>
      </CardFormFrame>
    </Box>
  );
}
