import type { Stripe } from '@stripe/stripe-js';
import { useCallback, useState } from 'react';
import { getPaymentConfig } from './api/get-payment-config';

/** The card provider the server has in force (GET /config), ready to take a card, or why not. */
export type PaymentProvider =
  { status: 'failed' } | { status: 'test' } | { status: 'stripe'; stripe: Stripe };

/**
 * Stripe.js, fetched from Stripe only when the server gives a publishable key. The package is
 * imported dynamically, here and nowhere else, so it is a small chunk of its own: importing it
 * injects Stripe's script at once. A failed load is not cached by the package, so a retry
 * fetches the script again.
 */
async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  if (!publishableKey) throw new Error('Stripe is in force but no publishable key was given');
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available in this browser');
  return stripe;
}

/** GET /config, then Stripe.js when it is in force; 'failed' when either step fails. */
async function readPaymentProvider(): Promise<PaymentProvider> {
  try {
    const config = await getPaymentConfig();
    if (config.paymentProvider === 'test') return { status: 'test' };
    return { status: 'stripe', stripe: await loadStripeJs(config.stripePublishableKey ?? '') };
  } catch (error) {
    // The shopper sees "not loaded" and a retry; the cause is for whoever opens the console.
    console.error(error);
    return { status: 'failed' };
  }
}

/** The provider read once for this page's life: the server's choice does not change under it. */
let kept: Promise<PaymentProvider> | null = null;

/**
 * For the loader of a screen that takes a card: which provider takes it and, for Stripe,
 * Stripe.js. The loader starts it beside the screen's data and does not wait for it, so the
 * screen shows at once and the card form when this settles (the checkout: while the shopper is
 * still on the cart and address steps). It never rejects: either step failing (offline, a
 * blocked script) is 'failed', and the screen's retry starts it again.
 *
 * Read once per page: a loader's rerun (a sign-in, the network coming back, the fix-payment
 * screen after the checkout) gets the same provider and the same Stripe instance, without asking
 * GET /config again. Only a failure is forgotten, so that a retry reads afresh.
 */
export function loadPaymentProvider(): Promise<PaymentProvider> {
  if (kept) return kept;
  const reading = readPaymentProvider().then((provider) => {
    if (provider.status === 'failed' && kept === reading) kept = null;
    return provider;
  });
  kept = reading;
  return reading;
}

/** For tests, which play several page lives (each its own server answer) in one module. */
export function forgetPaymentProvider(): void {
  kept = null;
}

/**
 * The provider a screen's loader started, kept for the screen's life: a reload of the route's
 * data (a sign-in, the network coming back) never swaps the card form under the shopper.
 * `retry`, after it failed, reads it again.
 */
export function useLoadedProvider(loaded: Promise<PaymentProvider>) {
  const [provider, setProvider] = useState(loaded);
  const retry = useCallback(() => setProvider(loadPaymentProvider()), []);
  return { provider, retry };
}
