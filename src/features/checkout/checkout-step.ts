/**
 * The checkout's step lives in the address (/checkout, ?step=shipping, ?step=payment), so the
 * browser's Back and Forward move between steps and a reload stays on the step.
 */
export const CHECKOUT_STEPS = ['cart', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The cart is the first step: it has no search parameter, so /checkout opens it. */
export interface CheckoutSearch {
  step?: Exclude<CheckoutStep, 'cart'>;
}

export function parseCheckoutSearch(search: Record<string, unknown>): CheckoutSearch {
  return search.step === 'shipping' || search.step === 'payment' ? { step: search.step } : {};
}

export function stepOf(search: Record<string, unknown>): CheckoutStep {
  return parseCheckoutSearch(search).step ?? 'cart';
}

export function searchOf(step: CheckoutStep): CheckoutSearch {
  return step === 'cart' ? {} : { step };
}
