import { eq } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { ShippingAddress, UnitVariant } from '../../db/schema.ts';
import { orderAmounts } from '../../domain/pricing.ts';
import { releaseHold } from './holds.ts';
import { orderNumberOf } from './order-number.ts';
import { recordedOrderFields } from './placement-context.ts';
import type { PlacementContext, PlacementDeal } from './placement-context.ts';
import { checkedIntent, placedHold } from './placement-payment.ts';
import { unitPriceOf } from './unit-price.ts';
import type { HoldTerms, PaymentStep } from './placement-payment.ts';
import {
  cardRefusal,
  dealRefusal,
  firstRefusal,
  groupSizeSeenRefusal,
  noRoom,
  noSavedCardRefusal,
  priceSeenRefusal,
  quantityRefusal,
  refused,
  roomRefusal,
  signInRefusal,
  variantsRefusal,
} from './placement-rules.ts';
import type { Refusal, Seen } from './placement-rules.ts';
import { placeGroupOrder, placeSoloOrder } from './placement.ts';
import { soldOut, stockRefusal } from './stock.ts';
import type { NewGroupOrder } from './reservations.ts';
import { placementTexts, reservationTexts } from './texts.ts';

type Deps = { db: Db; clock: Clock; payments: PaymentProvider; jobs: JobQueue };

/** An order as a shopper asks for it, through whichever door. */
export type OrderRequest = {
  orderType: 'group' | 'solo';
  dealId: number;
  quantity: number;
  /** One options map per unit; undefined when none were chosen. */
  units: UnitVariant[] | undefined;
  /** Where the request carried the units, named in a refusal of them. */
  unitsField: string;
  /** A signed-in shopper buys under their account's e-mail; a guest under the one they typed. */
  buyer: { userId: number } | { guestEmail: string };
  /**
   * What pays: the hold a checkout placed through create-intent, or a hold to place now on the
   * card already chosen. A keyed request brings the order id its Idempotency-Key was given (it
   * may be a retry) and, for a join, the key, marked with the reservation it makes.
   */
  payment:
    | { intentId: string; cardId: string }
    | { holdNow: { orderId?: number; idempotencyKey?: string } };
  shipping: ShippingAddress | null;
  /** The figures the shopper was shown, when the request carries them. */
  seen?: Seen;
};

export type Placement =
  /** Recorded: a group reservation (held; `filled` when it completed its group) or a paid solo buy. */
  | { kind: 'placed'; orderId: number; filled: boolean }
  /** A solo buy recorded, whose card refused the capture: the order stands, payment_failed. */
  | { kind: 'capture-refused'; orderId: number; message: string }
  /** The order this checkout's payment made already: a repeat, a double click, a retry. */
  | { kind: 'recorded'; order: RecordedOrder }
  /** Another attempt under the same key is recording this order right now. */
  | { kind: 'in-progress' }
  | Extract<PaymentStep, { kind: 'requires_action' }>
  | Refusal;

type RecordedOrder = NonNullable<PlacementContext['earlier']>;

/**
 * The one front door for an order: a group reservation or a whole group, for a guest or a
 * signed-in shopper, on a checkout's hold or on a hold placed now. Every rule is checked once,
 * in the order a shopper would fix them, from the context read in one round trip; the order is
 * numbered, its hold checked or placed, and the order recorded (a solo buy then captured). A
 * hold that does not become an order is queued for release. Answers with outcomes; throws only
 * when something is broken.
 */
export async function placeOrder(
  deps: Deps,
  context: PlacementContext,
  request: OrderRequest,
): Promise<Placement> {
  const userId = 'userId' in request.buyer ? request.buyer.userId : null;
  const email = 'guestEmail' in request.buyer ? request.buyer.guestEmail : context.email;
  if (context.earlier) return sameShoppersOrder(context.earlier, request, userId, email);
  const checked = checkedPlacement(context, request, userId, email, deps.clock.now());
  if (checked.kind === 'refused') return checked;
  const { deal, terms } = checked;
  const noRoomLeft =
    request.orderType === 'group' && roomRefusal(context.unitsLeft, request.quantity);
  // Refused before a hold is placed now, so none is placed in vain; a checkout's is let go.
  if (noRoomLeft && 'holdNow' in request.payment) return noRoomLeft;

  const orderId =
    ('holdNow' in request.payment ? request.payment.holdNow.orderId : undefined) ?? context.orderId;
  if (orderId === null) throw new Error('the placement context numbered no order');
  const payment =
    'intentId' in request.payment
      ? await checkedIntent(deps, request.payment.intentId, terms)
      : await placedHold(
          deps,
          orderId,
          { ...terms, customerEmail: checked.email },
          request.payment.holdNow.orderId !== undefined,
        );
  if (payment.kind === 'captured') return orderOnPayment(deps.db, request, userId, email);
  if (payment.kind !== 'held') return payment;
  if (noRoomLeft) {
    await releaseHold(deps.db, deps.jobs, payment.intentId, 'not reserved');
    return noRoomLeft;
  }

  const now = deps.clock.now();
  const order = {
    id: orderId,
    orderNumber: orderNumberOf(orderId),
    userId,
    buyerEmail: checked.email,
    dealId: deal.id,
    quantity: request.quantity,
    variants: request.units ?? [],
    shippingAddress: request.shipping,
    unitPriceCents: unitPriceOf(deal, request.orderType),
    totalCents: terms.amountCents,
    paymentMethodId: terms.cardId,
    paymentIntentId: payment.intentId,
  };
  return request.orderType === 'solo'
    ? recordSolo(deps, { ...order, createdAt: now, updatedAt: now }, deal, request)
    : recordGroup(deps, { ...order, holdExpiresAt: payment.captureBefore }, deal, request);
}

/**
 * Reserves the group order on its hold (kept until the group fills; the re-authorisation job
 * places a new one before `holdExpiresAt`); a keyed join's key is marked with the reservation.
 */
async function recordGroup(
  deps: Deps,
  order: Omit<NewGroupOrder, 'idempotencyKey'>,
  deal: PlacementDeal,
  request: OrderRequest,
): Promise<Placement> {
  const idempotencyKey =
    'holdNow' in request.payment ? request.payment.holdNow.idempotencyKey : undefined;
  const outcome = await placeGroupOrder(
    deps.db,
    deps.jobs,
    { ...order, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) },
    deal,
    deps.clock.now(),
  );
  if (outcome.kind === 'reserved')
    return { kind: 'placed', orderId: order.id, filled: outcome.filled };
  if (outcome.kind === 'not-taken') return refused(409, outcome.message);
  if (outcome.kind === 'full') return noRoom(outcome.unitsLeft, request.quantity);
  if (outcome.kind === 'sold-out') return soldOut();
  if (outcome.kind === 'busy') return refused(503, reservationTexts.busy);
  return duplicateOf(deps.db, request, order.userId ?? null, order.buyerEmail);
}

/**
 * The placement under every rule, in the order a shopper would fix them: signed in, the deal
 * open, the group they saw, the quantity, the stock, each unit's options, the price they saw,
 * their card.
 * What the hold must be when they all allow it.
 */
function checkedPlacement(
  context: PlacementContext,
  request: OrderRequest,
  userId: number | null,
  email: string | null,
  now: Date,
): Refusal | { kind: 'checked'; deal: PlacementDeal; email: string; terms: HoldTerms } {
  const { deal, card } = context;
  const oneClickJoin = 'holdNow' in request.payment && request.orderType === 'group';
  const refusal = firstRefusal(
    email === null ? signInRefusal() : null,
    dealRefusal(deal, now),
    deal && groupSizeSeenRefusal(deal, request.seen),
    deal && quantityRefusal(request.orderType, request.quantity, deal.totalUnitsNeeded),
    deal && stockRefusal(deal, request.orderType, context.unitsLeft),
    deal &&
      variantsRefusal(request.unitsField, context.variations, request.units, request.quantity),
    deal && priceSeenRefusal(unitPriceOf(deal, request.orderType), request.quantity, request.seen),
    card === null && oneClickJoin ? noSavedCardRefusal() : cardRefusal(card, userId),
  );
  if (refusal) return refusal;
  if (!deal || !card || email === null) throw new Error('the rules let a gap through');
  return {
    kind: 'checked',
    deal,
    email,
    terms: {
      cardId: card.id,
      dealId: deal.id,
      orderType: request.orderType,
      amountCents: orderAmounts(unitPriceOf(deal, request.orderType), request.quantity).totalCents,
      quantity: request.quantity,
    },
  };
}

/**
 * A placement whose order was recorded first by another attempt: a checkout answers with the
 * order its payment made; a keyed join or buy is told to come back for it.
 */
function duplicateOf(
  db: Db,
  request: OrderRequest,
  userId: number | null,
  email: string,
): Promise<Placement> | Placement {
  return 'intentId' in request.payment
    ? orderOnPayment(db, request, userId, email)
    : { kind: 'in-progress' };
}

/** The order recorded on the checkout's payment since its context was read. */
async function orderOnPayment(
  db: Db,
  request: OrderRequest,
  userId: number | null,
  email: string | null,
): Promise<Placement> {
  if (!('intentId' in request.payment)) throw new Error('only a checkout names its payment');
  const [recorded] = await db
    .select(recordedOrderFields)
    .from(orders)
    .where(eq(orders.paymentIntentId, request.payment.intentId));
  // A captured payment without an order is an orphan the reconciliation refunds, never the
  // payment of a new order.
  if (!recorded) return refused(409, placementTexts.paymentUsed);
  return sameShoppersOrder(recorded, request, userId, email);
}

/**
 * One payment makes one order: the checkout that made it, asking again, gets it; anyone else a
 * 409. That checkout is the same shopper (the same account, or a guest with the same e-mail) paying
 * with the same card: a payment's id and a buyer's e-mail alone never show someone's order.
 */
function sameShoppersOrder(
  order: RecordedOrder,
  request: OrderRequest,
  userId: number | null,
  email: string | null,
): Placement {
  const sameShopper = order.userId === userId && (userId !== null || order.buyerEmail === email);
  const sameCard =
    !('cardId' in request.payment) || order.paymentMethodId === request.payment.cardId;
  if (
    order.dealId !== request.dealId ||
    order.orderType !== request.orderType ||
    !sameShopper ||
    !sameCard
  )
    return refused(409, placementTexts.paymentUsed);
  return { kind: 'recorded', order };
}

/** Records the solo buy and captures it; its hold is captured only once the order stands. */
async function recordSolo(
  deps: Deps,
  order: Parameters<typeof placeSoloOrder>[1],
  deal: PlacementDeal,
  request: OrderRequest,
): Promise<Placement> {
  const userId = order.userId ?? null;
  const email = order.buyerEmail;
  const placed = await placeSoloOrder(deps, order, deal, deps.clock.now());
  if (placed.kind === 'paid') return { kind: 'placed', orderId: order.id, filled: true };
  if (placed.kind === 'refused')
    return { kind: 'capture-refused', orderId: order.id, message: placed.message };
  if (placed.kind === 'not-taken') return refused(409, placed.message);
  if (placed.kind === 'sold-out') return soldOut();
  return duplicateOf(deps.db, request, userId, email);
}
