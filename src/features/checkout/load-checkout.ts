import type { CatalogReader } from '../../../contract/pages';
import type { CheckoutData } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { isCheckoutData } from './checkout-model';
import { readCheckoutData } from './checkout-storage';
import { loadPaymentProvider, type PaymentProvider } from './payment-provider';
import { checkoutTexts } from './texts';

/** The checkout route's data: the cart to pay for, or why there is none (docs/product.md §8's texts). */
export type CheckoutLoad =
  | { status: 'failed'; message: string }
  | { status: 'ready'; data: CheckoutData; provider: Promise<PaymentProvider> };

/**
 * The cart the deal screen handed over, with its deal re-read through the router's catalogue:
 * prices, group size and the deal's state are the server's, not the stored copy's. A failure is
 * answered, not thrown, because the screen itself explains it and goes home; it toasts once per
 * attempt the shopper sees (a preload stays quiet). The card provider starts loading beside the
 * deal and is left to settle while the shopper fills the cart and address steps.
 */
export async function loadCheckout({
  signal,
  preload,
  catalog,
}: {
  signal: AbortSignal;
  preload: boolean;
  catalog: Pick<CatalogReader, 'deal'>;
}): Promise<CheckoutLoad> {
  const fail = (message: string): CheckoutLoad => {
    if (!preload && !signal.aborted) showToast(message, 'error');
    return { status: 'failed', message };
  };
  let stored: unknown;
  try {
    stored = await readCheckoutData();
  } catch (error) {
    console.error(error);
    return fail(checkoutTexts.failedToLoad);
  }
  if (stored === undefined || stored === null) return fail(checkoutTexts.noCheckoutData);
  if (!isCheckoutData(stored)) return fail(checkoutTexts.invalidCheckoutData);
  const provider = loadPaymentProvider();
  try {
    const deal = await catalog.deal(stored.dealId, signal);
    return { status: 'ready', data: { ...stored, dealData: deal }, provider };
  } catch (error) {
    if (!signal.aborted) console.error(error);
    return fail(checkoutTexts.dealNotFound);
  }
}
