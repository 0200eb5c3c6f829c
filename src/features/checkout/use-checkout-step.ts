import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { validateBuyer } from './checkout-model';
import { searchOf, stepOf, type CheckoutStep } from './checkout-step';
import type { BuyerFormState } from './use-buyer-form';

/** The checkout's step, read from the address, and a way to another. */
export function useCheckoutStep() {
  const navigate = useNavigate();
  const step = stepOf(useSearch({ strict: false }));
  function goTo(next: CheckoutStep, replace = false) {
    void navigate({ to: '.', search: searchOf(next), replace });
  }
  return { step, goTo };
}

/**
 * An address that opens on the payment step with the form not yet right (a shared link, an
 * old tab) goes back to the form. True until it has.
 */
export function usePaymentNotYet(step: CheckoutStep, buyer: BuyerFormState): boolean {
  const navigate = useNavigate();
  const paymentTooEarly =
    buyer.draftLoaded && step === 'payment' && Object.keys(validateBuyer(buyer.form)).length > 0;
  useEffect(() => {
    if (paymentTooEarly) void navigate({ to: '.', search: searchOf('shipping'), replace: true });
  }, [paymentTooEarly, navigate]);
  return paymentTooEarly;
}
