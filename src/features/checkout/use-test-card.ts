import { isHTTPError } from 'ky';
import { useState } from 'react';
import type { PaymentMethod } from '../../../contract/payments';
import { cardHasExpired, EXPIRED_CARD_MESSAGE } from '../../../contract/card-expiry';
import { serverMessage } from '../../api/client';
import { cardDigits, parseExpiry } from '../../lib/card-format';
import { createTestPaymentMethod } from './api/create-test-payment-method';
import type { BillingDetails } from './components/card-form-props';
import { cardFieldErrorOf, shopperMessageOf, type CardErrors } from './server-field-errors';
import { checkoutTexts } from './texts';

export type CardField = keyof CardErrors;
export type CardText = Record<CardField, string>;

/** The card fields' own mistakes, before anything is sent; an expired card is one of them. */
function cardErrorsOf(number: string, expiry: string, cvc: string, now: Date): CardErrors {
  const errors: CardErrors = {};
  const exp = parseExpiry(expiry);
  if (!/^\d{12,19}$/.test(cardDigits(number))) errors.number = checkoutTexts.cardNumberInvalid;
  if (!exp) errors.expiry = checkoutTexts.expiryInvalid;
  else if (cardHasExpired(exp.month, exp.year, now)) errors.expiry = EXPIRED_CARD_MESSAGE;
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = checkoutTexts.cvcInvalid;
  return errors;
}

/** The test provider's card as typed, and validating it with our server's test provider. */
export function useTestCard(billing: BillingDetails, onValidated: (method: PaymentMethod) => void) {
  const [name, setName] = useState(billing.name ?? '');
  const [card, setCard] = useState<CardText>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function validate() {
    setFailure(null);
    const { number, expiry, cvc } = card;
    const exp = parseExpiry(expiry);
    const next = cardErrorsOf(number, expiry, cvc, new Date());
    setErrors(next);
    if (Object.keys(next).length > 0 || !exp) return;
    setBusy(true);
    try {
      const method = await createTestPaymentMethod({
        card: { number: cardDigits(number), exp_month: exp.month, exp_year: exp.year, cvc },
        billing_details: { ...billing, name: name.trim() || billing.name },
      });
      if (!method?.id) throw new Error('No payment method id');
      // The full number leaves the page's state once it has served its purpose.
      setCard((prev) => ({ ...prev, number: '', cvc: '' }));
      onValidated(method);
    } catch (error) {
      const message = serverMessage(error);
      // A field the server refused is marked under that field, in the form's words.
      const field = message ? cardFieldErrorOf(message) : null;
      if (field) setErrors(field);
      else
        setFailure(
          shopperMessageOf(message) ??
            (isHTTPError(error) ? checkoutTexts.paymentMethodFailed : checkoutTexts.unexpected),
        );
    } finally {
      setBusy(false);
    }
  }

  function type(field: CardField, value: string) {
    setCard((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  }

  return { name, setName, card, errors, failure, busy, validate, type };
}
