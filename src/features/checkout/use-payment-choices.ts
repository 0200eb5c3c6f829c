import { useState } from 'react';
import type { PaymentMethod } from '../../../contract/payments';
import { showToast } from '../../lib/toast';
import { checkoutTexts } from './texts';

/** The payment step's choices: the validated card and the agreed terms. */
export function usePaymentChoices() {
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);

  function agree(next: boolean) {
    setAgreed(next);
    if (next) setTermsError(null);
  }

  /** The card to pay with once card and terms are given; otherwise says what is missing. */
  function ready(): PaymentMethod | null {
    if (!method) {
      showToast(checkoutTexts.paymentNotValidated, 'error');
      return null;
    }
    if (!agreed) {
      setTermsError(checkoutTexts.termsRequired);
      showToast(checkoutTexts.fillRequired, 'error');
      return null;
    }
    return method;
  }

  return { method, setMethod, agreed, agree, termsError, ready };
}

export type PaymentChoices = ReturnType<typeof usePaymentChoices>;
