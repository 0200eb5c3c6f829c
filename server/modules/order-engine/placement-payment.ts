import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type {
  AuthorizeRequest,
  AuthorizeResult,
  IntentState,
  PaymentProvider,
} from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { holdWasGivenUp, releaseHold } from './holds.ts';
import { refused } from './placement-rules.ts';
import type { Refusal } from './placement-rules.ts';
import { placementTexts } from './texts.ts';

/** What backs a placement: a hold to record the order on, or why there is none. */
export type PaymentStep =
  | { kind: 'held'; intentId: string; captureBefore: Date | null }
  /** The bank asks the shopper to confirm first; the checkout comes back once they have. */
  | { kind: 'requires_action'; intentId: string; clientSecret: string; message: string }
  /** Captured already: a twin of this checkout recorded its order and paid it meanwhile. */
  | { kind: 'captured' }
  | Refusal;

/** What the hold must be: on this card, for this deal and order type, of this amount. */
export type HoldTerms = {
  cardId: string;
  dealId: number;
  orderType: 'group' | 'solo';
  amountCents: number;
  quantity: number;
};

/**
 * The hold a checkout placed through create-intent, checked against the card, deal, order type
 * and amount; or the bank's challenge to answer first. A hold for another amount is released.
 */
export async function checkedIntent(
  { db, jobs, payments }: { db: Db; jobs: JobQueue; payments: PaymentProvider },
  intentId: string,
  terms: HoldTerms,
): Promise<PaymentStep> {
  const intent = await payments.retrieve(intentId);
  if (!intent) return refused(404, placementTexts.paymentNotFound);
  if (!isIntentFor(intent, terms)) return refused(409, placementTexts.paymentMismatch);
  if (intent.amountCents !== terms.amountCents) {
    await releaseHold(db, jobs, intent.id, 'amount changed');
    return refused(
      409,
      placementTexts.totalChanged(terms.quantity, terms.amountCents, intent.amountCents),
    );
  }
  if (intent.status === 'requires_action' || intent.status === 'requires_confirmation') {
    return {
      kind: 'requires_action',
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      message: intent.failureMessage ?? placementTexts.requiresAction,
    };
  }
  if (intent.status === 'failed')
    return refused(402, intent.failureMessage ?? placementTexts.paymentFailed);
  if (intent.status === 'canceled') return refused(402, placementTexts.paymentReleased);
  // Captures follow their order's recording: a captured intent has an order, or is an orphan.
  if (intent.status === 'succeeded') return { kind: 'captured' };
  return { kind: 'held', intentId: intent.id, captureBefore: intent.captureBefore };
}

/** The intent was authorised by this checkout's card, for this deal and order type, as a hold. */
function isIntentFor(intent: IntentState, terms: HoldTerms): boolean {
  return (
    intent.paymentMethodId === terms.cardId &&
    intent.metadata.dealId === String(terms.dealId) &&
    intent.metadata.orderType === terms.orderType &&
    intent.captureMethod === 'manual'
  );
}

/**
 * Places the hold for order `orderId` on a card the shopper chose before (a one-click join, a buy
 * of the whole group). A retry under the same Idempotency-Key asks with the same provider key and
 * so gets the earlier attempt's hold back; when that attempt gave the hold up (no room, a database
 * blip), a new one is asked for under a key naming the one given up, so racing retries still
 * share a single new hold. Only a keyed request can be such a retry: an order id fresh from the
 * sequence has never had a hold, so it skips the look-up.
 */
export async function placedHold(
  { db, payments }: { db: Db; payments: PaymentProvider },
  orderId: number,
  terms: HoldTerms & { customerEmail: string },
  keyed: boolean,
): Promise<PaymentStep> {
  const request: Omit<AuthorizeRequest, 'idempotencyKey'> = {
    paymentMethodId: terms.cardId,
    amountCents: terms.amountCents,
    captureMethod: 'manual',
    customerEmail: terms.customerEmail,
    metadata: {
      dealId: String(terms.dealId),
      orderId: String(orderId),
      orderType: terms.orderType,
    },
  };
  let hold: AuthorizeResult = await payments.authorize({
    ...request,
    idempotencyKey: `order-${orderId}-authorize`,
  });
  // Stripe replays the first answer; the test provider answers the hold as it is now (released).
  for (let renewals = 0; keyed && renewals < 3 && hold.intentId !== null; renewals++) {
    if (!(await holdWasGivenUp(db, hold.intentId))) break;
    hold = await payments.authorize({
      ...request,
      idempotencyKey: `order-${orderId}-authorize-after-${hold.intentId}`,
    });
  }
  return hold.ok
    ? { kind: 'held', intentId: hold.intentId, captureBefore: hold.captureBefore }
    : refused(402, hold.message);
}
