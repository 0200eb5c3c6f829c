import { useNavigate, useRouter } from '@tanstack/react-router';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import type { PaymentMethod } from '../../../contract/payments';
import { serverMessage } from '../../api/client';
import { storeLastAddress } from '../../lib/credentials';
import type { CheckoutData } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { confirmPayment } from './api/confirm-payment';
import { pendingBankAction } from './bank-action';
import { createPaymentIntent } from './api/create-payment-intent';
import { processCheckout } from './api/process-checkout';
import {
  cartTotals,
  checkoutRequestOf,
  confirmationRecordOf,
  lastAddressOf,
  type BuyerErrors,
} from './checkout-model';
import { clearCheckout, saveConfirmation } from './checkout-storage';
import { buyerFieldErrorOf, shopperMessageOf } from './server-field-errors';
import { checkoutTexts, SUCCESS_REDIRECT_MS } from './texts';
import type { PaymentProvider } from './payment-provider';
import type { BuyerForm } from './types';

function newAttemptKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

/** Intent states that let the order go on: a hold (group) or a charge (solo). */
const AUTHORISED = new Set(['requires_capture', 'succeeded', 'processing']);

interface PendingAction {
  intentId: string;
  clientSecret: string;
  form: BuyerForm;
  method: PaymentMethod;
  message: string | null;
}

/**
 * docs/product.md §4's checkout from "payment method validated" on: create the intent, let the bank confirm
 * when it asks to, process the checkout, keep the confirmation (3 verified tries), clear the
 * cart and go to /order-confirmation after 1 s. Every failure keeps the form as typed.
 * `provider` is the card provider the form took the card with: with Stripe in force, the bank's
 * step is Stripe's own.
 */
export function usePlaceOrder(
  data: CheckoutData,
  provider: Promise<PaymentProvider>,
  {
    onBuyerField,
    onCardRefused,
  }: {
    onBuyerField: (errors: BuyerErrors) => void;
    /** The card said no: it is no longer one to pay with, and the shopper gives another. */
    onCardRefused: () => void;
  },
) {
  const navigate = useNavigate();
  const router = useRouter();
  const [processing, setProcessing] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [action, setAction] = useState<PendingAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  // One key per checkout attempt: a double click or a retry reuses the same authorisation.
  const [attemptKey] = useState(newAttemptKey);

  function fail(toast: string, detail: string | null) {
    showToast(toast, 'error');
    setFailure(detail ?? toast);
    setProcessing(false);
  }

  /**
   * A refusal from the server: a buyer field it names goes back to its step with the message
   * under it; anything else is a failed payment, never in the words of a field path.
   */
  function refused(toast: string, error: unknown) {
    if (isHTTPError(error) && error.response.status === 402) onCardRefused();
    const message = serverMessage(error);
    const field = message ? buyerFieldErrorOf(message) : null;
    if (!field) return fail(toast, shopperMessageOf(message));
    setProcessing(false);
    onBuyerField(field);
  }

  async function finish(intentId: string, form: BuyerForm, method: PaymentMethod) {
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
      if (waiting) return askBank({ ...waiting, form, method, message: serverMessage(error) });
      return refused(checkoutTexts.paymentFailed, error);
    }
    const record = confirmationRecordOf(data, response, globalThis.location?.origin ?? '');
    // The deal's counts and My Orders changed: screens kept by the router must load again. Not
    // the checkout itself: its cart is being cleared, and the shopper is on the way out of it.
    void router.invalidate({ filter: (match) => match.routeId !== '/checkout' });
    storeLastAddress(lastAddressOf(form), form.fullName.trim());
    setDone(true);
    setProcessing(false);
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
      setFailure(message);
      return;
    }
    showToast(checkoutTexts.orderConfirmed, 'success');
    setTimeout(() => void navigate({ to: '/order-confirmation' }), SUCCESS_REDIRECT_MS);
  }

  async function place(form: BuyerForm, method: PaymentMethod) {
    setFailure(null);
    setProcessing(true);
    const totals = cartTotals(data);
    let intent;
    try {
      intent = await createPaymentIntent({
        idempotencyKey: attemptKey,
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
        ? refused(checkoutTexts.paymentFailed, error)
        : fail(checkoutTexts.intentFailed, null);
    }
    if (intent.status === 'requires_action') {
      const { paymentIntentId: intentId, clientSecret } = intent;
      return askBank({ intentId, clientSecret, form, method, message: null });
    }
    if (!AUTHORISED.has(intent.status)) {
      onCardRefused();
      return fail(checkoutTexts.paymentFailed, null);
    }
    await finish(intent.paymentIntentId, form, method);
  }

  /**
   * The bank wants the shopper to confirm (3-D Secure). Stripe.js shows the bank's own challenge
   * over the page while Pay says "Processing…"; the test provider has our dialog instead.
   */
  async function askBank(pending: PendingAction) {
    // Settled: the card was taken through it.
    const ready = await provider;
    const stripe = ready.status === 'stripe' ? ready.stripe : null;
    if (!stripe) {
      setAction(pending);
      return;
    }
    let outcome;
    try {
      outcome = await stripe.handleNextAction({ clientSecret: pending.clientSecret });
    } catch (error) {
      console.error(error);
      return fail(checkoutTexts.paymentFailed, null);
    }
    // A failed or abandoned challenge comes back as an error with Stripe's words for it.
    if (outcome.error) return fail(checkoutTexts.paymentFailed, outcome.error.message ?? null);
    const confirmed = await confirmWithServer(pending);
    if (confirmed) await finish(pending.intentId, pending.form, pending.method);
  }

  /** After the bank's step the server's view of the intent decides whether the order goes on. */
  async function confirmWithServer({ intentId, method }: PendingAction): Promise<boolean> {
    try {
      const confirmed = await confirmPayment(intentId, method.id);
      if (AUTHORISED.has(confirmed.status)) return true;
      onCardRefused();
      fail(checkoutTexts.paymentFailed, checkoutTexts.actionText);
    } catch (error) {
      console.error(error);
      refused(checkoutTexts.paymentFailed, error);
    }
    return false;
  }

  async function confirmAction() {
    if (!action) return;
    setConfirming(true);
    const confirmed = await confirmWithServer(action);
    setAction(null);
    setConfirming(false);
    if (confirmed) await finish(action.intentId, action.form, action.method);
  }

  function cancelAction() {
    setAction(null);
    fail(checkoutTexts.paymentFailed, checkoutTexts.actionText);
  }

  return {
    processing,
    done,
    failure,
    action,
    confirming,
    place,
    confirmAction,
    cancelAction,
    resetFailure: () => setFailure(null),
  };
}
