import { useRouter } from '@tanstack/react-router';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import type { FixPaymentResponse, Order } from '../../../contract/orders';
import type { PaymentMethod } from '../../../contract/payments';
import { errorMessage } from '../../api/client';
import { confirmPayment } from '../../features/checkout/api/confirm-payment';
import { pendingBankAction, type BankAction } from '../../features/checkout/bank-action';
import type { PaymentProvider } from '../../features/checkout/payment-provider';
import { fixPayment } from '../../features/orders/api/fix-payment';
import { fixPaymentTexts as texts } from './-texts';

export type NewCardOutcome =
  { kind: 'idle' } | { kind: 'paying' } | { kind: 'failed'; message: string };

/** Intent states a fix goes on with: a hold (group still filling) or a charge (group filled). */
const AUTHORISED = new Set(['requires_capture', 'succeeded']);

interface NewCardPaymentOptions {
  order: Order;
  /** The card provider the form took the card with (settled by then). */
  provider: Promise<PaymentProvider>;
  onPaid: (paid: FixPaymentResponse) => void;
  onRefused: () => void;
}

/**
 * Pays `order` with the card the shopper gave, through the bank's confirmation when it asks for
 * one: with Stripe, Stripe.js shows the bank's own challenge; with the test provider the screen
 * shows its dialog (`action`) and the shopper confirms there. The confirmed payment is then sent
 * with the same card. `onRefused` drops a card that was refused.
 */
export function useNewCardPayment({ order, provider, onPaid, onRefused }: NewCardPaymentOptions) {
  const router = useRouter();
  const [outcome, setOutcome] = useState<NewCardOutcome>({ kind: 'idle' });
  const [action, setAction] = useState<(BankAction & { method: PaymentMethod }) | null>(null);

  const failed = (message: string) => setOutcome({ kind: 'failed', message });

  async function pay(method: PaymentMethod, confirmedIntentId?: string) {
    setOutcome({ kind: 'paying' });
    try {
      const fixed = await fixPayment(order.id, method.id, confirmedIntentId);
      onPaid(fixed);
      // My Orders, if the router keeps it, shows this order as it was: it must load again.
      void router.invalidate({ filter: (match) => match.routeId === '/orders' });
    } catch (error) {
      const waiting = pendingBankAction(error);
      if (waiting) return askBank({ ...waiting, method });
      if (isHTTPError(error) && error.response.status === 402) onRefused();
      failed(errorMessage(error));
    }
  }

  async function askBank(pending: BankAction & { method: PaymentMethod }) {
    const ready = await provider;
    if (ready.status !== 'stripe') {
      setAction(pending);
      return;
    }
    const result = await ready.stripe.handleNextAction({ clientSecret: pending.clientSecret });
    // A failed or abandoned challenge comes back as an error with Stripe's words for it.
    if (result.error) return failed(result.error.message ?? texts.bankNotConfirmed);
    await confirmed(pending);
  }

  async function confirmed({ intentId, method }: BankAction & { method: PaymentMethod }) {
    const problem = await whyNotConfirmed(intentId, method, onRefused);
    if (problem) return failed(problem);
    await pay(method, intentId);
  }

  return {
    outcome,
    action,
    reset: () => setOutcome({ kind: 'idle' }),
    pay: (method: PaymentMethod) => void pay(method),
    confirmAction: () => {
      if (!action) return;
      setAction(null);
      void confirmed(action);
    },
    cancelAction: () => {
      setAction(null);
      failed(texts.bankNotConfirmed);
    },
  };
}

/**
 * After the bank's step the server's view of the payment decides whether it goes on: null when
 * it does, otherwise why not. `onRefused` drops a card that was refused.
 */
async function whyNotConfirmed(
  intentId: string,
  method: PaymentMethod,
  onRefused: () => void,
): Promise<string | null> {
  try {
    const state = await confirmPayment(intentId, method.id);
    return AUTHORISED.has(state.status) ? null : texts.bankNotConfirmed;
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 402) onRefused();
    return errorMessage(error);
  }
}
