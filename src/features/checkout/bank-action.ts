import { isHTTPError } from 'ky';
import type { PaymentRefusedBody } from './types';

/** A payment the bank wants the shopper to confirm before it goes through. */
export interface BankAction {
  intentId: string;
  clientSecret: string;
}

/** A 402 whose intent still waits for the bank (contract/checkout.ts's refusal body), else null. */
export function pendingBankAction(error: unknown): BankAction | null {
  if (!isHTTPError(error) || error.response.status !== 402) return null;
  const body = error.data as Partial<PaymentRefusedBody> | undefined;
  return body?.data?.requiresAction
    ? { intentId: body.data.paymentIntentId, clientSecret: body.data.clientSecret }
    : null;
}
