import type { Stripe } from '@stripe/stripe-js';
import { useRequest } from '../../api/use-request';
import { getPaymentConfig } from './api/get-payment-config';

/** The card provider the server has in force (GET /config), ready to take a card, or why not. */
export type PaymentProvider =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'test' }
  | { status: 'stripe'; stripe: Stripe };

/**
 * Stripe.js, fetched from Stripe only when the server gives a publishable key. The package is
 * imported dynamically, here and nowhere else, so it is a small chunk of its own: importing it
 * injects Stripe's script at once. A failed load is not cached by the package, so a retry
 * fetches the script again.
 */
async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  try {
    if (!publishableKey) throw new Error('Stripe is in force but no publishable key was given');
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = await loadStripe(publishableKey);
    if (!stripe) throw new Error('Stripe.js is not available in this browser');
    return stripe;
  } catch (error) {
    // The shopper sees "not loaded" and a retry; the cause is for whoever opens the console.
    console.error(error);
    throw error;
  }
}

/**
 * Reads which provider takes the card and, for Stripe, loads Stripe.js as soon as the screen
 * mounts (the checkout: while the shopper is still on the cart and address steps). Either
 * failing (offline, a blocked script) is one 'failed' state whose retry starts again where it
 * broke.
 */
export function usePaymentProvider(): PaymentProvider {
  const config = useRequest('payment-config', getPaymentConfig);
  const stripeKey =
    config.status === 'success' && config.data.paymentProvider === 'stripe'
      ? (config.data.stripePublishableKey ?? '')
      : null;
  // The publishable key is the request's key: the loader runs only once it is known.
  const stripe = useRequest(stripeKey, () => loadStripeJs(stripeKey ?? ''));

  if (config.status === 'loading') return { status: 'loading' };
  if (config.status === 'error') return { status: 'failed', retry: config.retry };
  if (config.data.paymentProvider === 'test') return { status: 'test' };
  if (stripe.status === 'loading') return { status: 'loading' };
  if (stripe.status === 'error') return { status: 'failed', retry: stripe.retry };
  return { status: 'stripe', stripe: stripe.data };
}
