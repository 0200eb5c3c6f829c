import type { RefundOrderRequest } from '../../../contract/admin-console';
import { dollarsToCents, formatMoney } from './money';
import { adminTexts } from './texts';

export interface RefundDraft {
  /** 'all' gives back everything still refundable; 'part' the amount typed. */
  mode: 'all' | 'part';
  amount: string;
  reason: string;
}

export type RefundErrors = Partial<Record<'amount' | 'reason', string>>;

/**
 * Checks a refund against what can still go back (captured minus refunded, in cents) and makes
 * the request: the amount in whole cents, or none for "everything left".
 */
export function validateRefund(
  draft: RefundDraft,
  refundableCents: number,
): { errors: RefundErrors; request: RefundOrderRequest | null } {
  const errors: RefundErrors = {};
  const reason = draft.reason.trim();
  if (reason === '') errors.reason = adminTexts.required;
  let amountCents: number | undefined;
  if (draft.mode === 'part') {
    const cents = draft.amount.trim() === '' ? null : dollarsToCents(draft.amount);
    if (draft.amount.trim() === '') errors.amount = adminTexts.required;
    else if (cents === null) errors.amount = adminTexts.notMoney;
    else if (cents <= 0) errors.amount = adminTexts.moneyTooSmall;
    else if (cents > refundableCents)
      errors.amount = adminTexts.refundTooMuch(formatMoney(refundableCents));
    else amountCents = cents;
  }
  if (Object.keys(errors).length > 0) return { errors, request: null };
  return {
    errors,
    request: amountCents === undefined ? { reason } : { amount_cents: amountCents, reason },
  };
}
