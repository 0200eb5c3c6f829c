import type { RefundOrderRequest } from '../../../contract/admin-console';
import { dollarsToCents, formatMoney } from './money';
import { adminTexts } from './texts';

export interface RefundDraft {
  /**
   * 'all' gives back everything still refundable; 'part' the amount typed; null until the
   * operator chooses, so no refund is ever one click away.
   */
  mode: 'all' | 'part' | null;
  amount: string;
  reason: string;
}

export type RefundErrors = Partial<Record<'mode' | 'amount' | 'reason', string>>;

/**
 * Checks a refund against what can still go back (captured minus refunded, in cents) and makes
 * the request, always with the amount in whole cents: "everything left" is sent as the amount
 * the operator confirmed, so a refund made meanwhile is refused rather than a different amount
 * given back.
 */
export function validateRefund(
  draft: RefundDraft,
  refundableCents: number,
): { errors: RefundErrors; request: (RefundOrderRequest & { amount_cents: number }) | null } {
  const errors: RefundErrors = {};
  const reason = draft.reason.trim();
  if (reason === '') errors.reason = adminTexts.required;
  let amountCents: number | undefined;
  if (draft.mode === null) errors.mode = adminTexts.refundChoose;
  if (draft.mode === 'all') amountCents = refundableCents;
  if (draft.mode === 'part') {
    const cents = draft.amount.trim() === '' ? null : dollarsToCents(draft.amount);
    if (draft.amount.trim() === '') errors.amount = adminTexts.required;
    else if (cents === null) errors.amount = adminTexts.notMoney;
    else if (cents <= 0) errors.amount = adminTexts.moneyTooSmall;
    else if (cents > refundableCents)
      errors.amount = adminTexts.refundTooMuch(formatMoney(refundableCents));
    else amountCents = cents;
  }
  if (Object.keys(errors).length > 0 || amountCents === undefined) return { errors, request: null };
  return { errors, request: { amount_cents: amountCents, reason } };
}
