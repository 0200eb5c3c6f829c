import type { useNavigate, useRouter } from '@tanstack/react-router';
import { isHTTPError } from 'ky';
import type { PaymentMethod } from '../../../contract/payments';
import { serverMessage } from '../../api/client';
import { storeLastAddress } from '../../lib/credentials';
import type { CheckoutData } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { confirmPayment } from './api/confirm-payment';
import { createPaymentIntent } from './api/create-payment-intent';
import { processCheckout } from './api/process-checkout';
import { pendingBankAction } from './bank-action';
import {
  cartTotals,
  checkoutRequestOf,
  confirmationRecordOf,
  lastAddressOf,
  type BuyerErrors,
} from './checkout-model';
import { clearCheckout, saveConfirmation } from './checkout-storage';
import type { PaymentProvider } from './payment-provider';
import { buyerFieldErrorOf, shopperMessageOf } from './server-field-errors';
import { checkoutTexts, SUCCESS_REDIRECT_MS } from './texts';
import type { BuyerForm } from './types';

/** Intent states that let the order go on: a hold (group) or a charge (solo). */
const AUTHORISED = new Set(['requires_capture', 'succeeded', 'processing']);

/** A bank step the shopper still has to take before the order goes on. */
export interface PendingAction {
  intentId: string;
  clientSecret: string;
  form: BuyerForm;
  method: PaymentMethod;
  message: string | null;
}

/** What the checkout screen shows of an attempt as its steps go. */
export interface OrderScreen {
  fail: (toast: string, detail: string | null) => void;
  /** The server named a buyer field: its step shows again with the message under it. */
  buyerField: (errors: BuyerErrors) => void;
  /** The card said no: it is no longer one to pay with, and the shopper gives another. */
  cardRefused: () => void;
  /** The test provider's bank step: our own dialog asks the shopper. */
  askShopper: (pending: PendingAction) => void;
  placed: () => void;
  notSaved: (message: string) => void;
}

/** One attempt at placing the checkout's order. */
export interface OrderAttempt {
  data: CheckoutData;
  /** The card provider the form took the card with: with Stripe in force, the bank's step is Stripe's own. */
  provider: Promise<PaymentProvider>;
  /** One key per checkout attempt: a double click or a retry reuses the same authorisation. */
  attemptKey: string;
  router: ReturnType<typeof useRouter>;
  navigate: ReturnType<typeof useNavigate>;
  screen: OrderScreen;
}

/** Creates the payment intent, then lets the bank confirm if it asks, then processes the order. */
export async function placeOrder(attempt: OrderAttempt, form: BuyerForm, method: PaymentMethod) {
  const { data, screen } = attempt;
  const totals = cartTotals(data);
  let intent;
  try {
    intent = await createPaymentIntent({
      idempotencyKey: attempt.attemptKey,
      amount: Math.round(totals.totalCents),
      currency: 'usd',
      orderType: data.type,
      customerEmail: form.email.trim(),
      paymentMethodId: method.id,
      metadata: {
        dealId: data.dealId,
        orderType: data.type,
        customerName: form.fullName.trim(),
        quantity: totals.quantity,
      },
    });
  } catch (error) {
    console.error(error);
    // A refusal with a reason (declined, no funds, price changed) is a failed payment; a call
    // that never got an answer is docs/product.md's intent failure.
    return isHTTPError(error) && serverMessage(error)
      ? refused(screen, checkoutTexts.paymentFailed, error)
      : screen.fail(checkoutTexts.intentFailed, null);
  }
  if (intent.status === 'requires_action') {
    const { paymentIntentId: intentId, clientSecret } = intent;
    return askBank(attempt, { intentId, clientSecret, form, method, message: null });
  }
  if (!AUTHORISED.has(intent.status)) {
    screen.cardRefused();
    return screen.fail(checkoutTexts.paymentFailed, null);
  }
  await finishOrder(attempt, intent.paymentIntentId, form, method);
}

/**
 * The bank wants the shopper to confirm (3-D Secure). Stripe.js shows the bank's own challenge
 * over the page while Pay says "Processing…"; the test provider has our dialog instead.
 */
async function askBank(attempt: OrderAttempt, pending: PendingAction) {
  const { screen } = attempt;
  // Settled: the card was taken through it.
  const ready = await attempt.provider;
  const stripe = ready.status === 'stripe' ? ready.stripe : null;
  if (!stripe) {
    screen.askShopper(pending);
    return;
  }
  let outcome;
  try {
    outcome = await stripe.handleNextAction({ clientSecret: pending.clientSecret });
  } catch (error) {
    console.error(error);
    return screen.fail(checkoutTexts.paymentFailed, null);
  }
  // A failed or abandoned challenge comes back as an error with Stripe's words for it.
  if (outcome.error) return screen.fail(checkoutTexts.paymentFailed, outcome.error.message ?? null);
  const confirmed = await confirmWithServer(screen, pending);
  if (confirmed) await finishOrder(attempt, pending.intentId, pending.form, pending.method);
}

/** After the bank's step the server's view of the intent decides whether the order goes on. */
export async function confirmWithServer(
  screen: OrderScreen,
  { intentId, method }: PendingAction,
): Promise<boolean> {
  try {
    const confirmed = await confirmPayment(intentId, method.id);
    if (AUTHORISED.has(confirmed.status)) return true;
    screen.cardRefused();
    screen.fail(checkoutTexts.paymentFailed, checkoutTexts.actionText);
  } catch (error) {
    console.error(error);
    refused(screen, checkoutTexts.paymentFailed, error);
  }
  return false;
}

/**
 * Processes the authorised checkout, keeps its confirmation (3 verified tries), clears the cart
 * and goes to /order-confirmation after 1 s.
 */
export async function finishOrder(
  attempt: OrderAttempt,
  intentId: string,
  form: BuyerForm,
  method: PaymentMethod,
) {
  const { data, screen } = attempt;
  let response;
  try {
    response = await processCheckout(
      checkoutRequestOf(data, form, {
        paymentMethodId: method.id,
        paymentIntentId: intentId,
        cardLast4: method.card.last4,
        cardBrand: method.card.brand,
      }),
    );
  } catch (error) {
    console.error(error);
    const waiting = pendingBankAction(error);
    if (waiting)
      return askBank(attempt, { ...waiting, form, method, message: serverMessage(error) });
    return refused(screen, checkoutTexts.paymentFailed, error);
  }
  const record = confirmationRecordOf(data, response, globalThis.location?.origin ?? '');
  // The deal's counts and My Orders changed: screens kept by the router must load again. Not
  // the checkout itself: its cart is being cleared, and the shopper is on the way out of it.
  void attempt.router.invalidate({ filter: (match) => match.routeId !== '/checkout' });
  storeLastAddress(lastAddressOf(form), form.fullName.trim());
  screen.placed();
  await keepConfirmation(attempt, record);
}

async function keepConfirmation(
  { screen, navigate }: OrderAttempt,
  record: ReturnType<typeof confirmationRecordOf>,
) {
  let saved = false;
  try {
    saved = await saveConfirmation(record);
  } catch (error) {
    console.error(error);
  }
  // The order exists either way: the cart goes so it cannot be bought twice by mistake.
  await clearCheckout().catch((error: unknown) => console.warn('Cart not cleared', error));
  if (!saved) {
    const message = checkoutTexts.saveFailed(record.orderNumber || record.orderId);
    showToast(message, 'error');
    screen.notSaved(message);
    return;
  }
  showToast(checkoutTexts.orderConfirmed, 'success');
  setTimeout(() => void navigate({ to: '/order-confirmation' }), SUCCESS_REDIRECT_MS);
}

/**
 * A refusal from the server: a buyer field it names goes back to its step with the message
 * under it; anything else is a failed payment, never in the words of a field path.
 */
function refused(screen: OrderScreen, toast: string, error: unknown) {
  if (isHTTPError(error) && error.response.status === 402) screen.cardRefused();
  const message = serverMessage(error);
  const field = message ? buyerFieldErrorOf(message) : null;
  if (!field) return screen.fail(toast, shopperMessageOf(message));
  screen.buyerField(field);
}
