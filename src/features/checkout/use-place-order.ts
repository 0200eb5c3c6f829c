import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { PaymentMethod } from '../../../contract/payments';
import type { CheckoutData } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import type { BuyerErrors } from './checkout-model';
import type { PaymentProvider } from './payment-provider';
import {
  confirmWithServer,
  finishOrder,
  placeOrder,
  type OrderAttempt,
  type OrderScreen,
  type PendingAction,
} from './place-order-steps';
import { checkoutTexts } from './texts';
import type { BuyerForm } from './types';

function newAttemptKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

interface PlaceOrderCallbacks {
  onBuyerField: (errors: BuyerErrors) => void;
  /** The card said no: it is no longer one to pay with, and the shopper gives another. */
  onCardRefused: () => void;
}

/**
 * docs/product.md §4's checkout from "payment method validated" on: this holds what the screen
 * shows while the order's steps run. Every failure keeps the form as typed.
 */
export function usePlaceOrder(
  data: CheckoutData,
  provider: Promise<PaymentProvider>,
  callbacks: PlaceOrderCallbacks,
) {
  const [processing, setProcessing] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [action, setAction] = useState<PendingAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [attemptKey] = useState(newAttemptKey);
  const router = useRouter();
  const navigate = useNavigate();
  const screen = orderScreen({ setProcessing, setDone, setFailure, setAction }, callbacks);
  const attempt: OrderAttempt = { data, provider, attemptKey, router, navigate, screen };

  async function place(form: BuyerForm, method: PaymentMethod) {
    setFailure(null);
    setProcessing(true);
    await placeOrder(attempt, form, method);
  }

  async function confirmAction() {
    if (!action) return;
    setConfirming(true);
    const confirmed = await confirmWithServer(screen, action);
    setAction(null);
    setConfirming(false);
    if (confirmed) await finishOrder(attempt, action.intentId, action.form, action.method);
  }

  function cancelAction() {
    setAction(null);
    screen.fail(checkoutTexts.paymentFailed, checkoutTexts.actionText);
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

interface OrderScreenSetters {
  setProcessing: (processing: boolean) => void;
  setDone: (done: boolean) => void;
  setFailure: (failure: string | null) => void;
  setAction: (action: PendingAction | null) => void;
}

/** What each step's outcome does to what the checkout shows. */
function orderScreen(set: OrderScreenSetters, callbacks: PlaceOrderCallbacks): OrderScreen {
  return {
    fail: (toast, detail) => {
      showToast(toast, 'error');
      set.setFailure(detail ?? toast);
      set.setProcessing(false);
    },
    buyerField: (errors) => {
      set.setProcessing(false);
      callbacks.onBuyerField(errors);
    },
    cardRefused: callbacks.onCardRefused,
    askShopper: set.setAction,
    placed: () => {
      set.setDone(true);
      set.setProcessing(false);
    },
    notSaved: set.setFailure,
  };
}
