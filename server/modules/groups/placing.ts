import { and, eq } from 'drizzle-orm';
import type { Order } from '../../../contract/orders.ts';
import { orders } from '../../db/schema.ts';
import type { UnitVariant } from '../../db/schema.ts';
import { HttpError, badRequest, refusalError, serviceUnavailable } from '../../http/errors.ts';
import { readOrders } from '../orders/service.ts';
import { captureSoloOrder, placeOrder, placementTexts } from '../order-engine/service.ts';
import type { Placement } from '../order-engine/service.ts';
import type { GroupsDeps } from './groups-deps.ts';
import { groupTexts } from './texts.ts';

/** 402: the card said no; the message is the provider's, for the shopper. */
const paymentRefused = (message: string) => new HttpError(402, message);

async function orderById({ db, clock }: GroupsDeps, orderId: number): Promise<Order> {
  const [order] = await readOrders(db, eq(orders.id, orderId), clock.now());
  if (!order) throw new Error(`order ${orderId} vanished`);
  return order;
}

/** One of the shopper's orders, undefined when they have none with that id. */
export async function orderOf(
  { db, clock }: GroupsDeps,
  userId: number,
  orderId: number,
): Promise<Order | undefined> {
  const [order] = await readOrders(
    db,
    and(eq(orders.id, orderId), eq(orders.userId, userId)),
    clock.now(),
  );
  return order;
}

/**
 * The shopper's recorded buy of a whole group, undefined when it was never recorded. A buy
 * whose request ended before its capture (a crash, a lost connection) is captured first: the
 * card is charged once whoever finishes it.
 */
export async function recordedBuyAll(
  deps: GroupsDeps,
  userId: number,
  orderId: number,
): Promise<Order | undefined> {
  const [order] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.orderType, 'solo')));
  if (!order) return undefined;
  const captured = await captureSoloOrder(deps, orderId);
  if (!captured.ok) throw paymentRefused(captured.message);
  return orderById(deps, orderId);
}

/**
 * Reserves units for a signed-in shopper in the deal's open group, on a new hold of their
 * saved card. Never reserves past the group size; a filled group is queued for charging in
 * the same transaction.
 */
export async function join(
  deps: GroupsDeps,
  userId: number,
  dealId: number,
  request: { quantity: number; variants?: UnitVariant[]; productId?: number },
  keyed: { orderId?: number; idempotencyKey?: string } = {},
): Promise<{ order: Order; filled: boolean }> {
  const context = await deps.placementContext({
    dealId,
    userId,
    cardId: null,
    intentId: null,
    holdKey: null,
    numberOrder: keyed.orderId === undefined,
  });
  if (
    context.deal &&
    request.productId !== undefined &&
    request.productId !== context.deal.productId
  )
    throw badRequest(groupTexts.productMismatch);
  const placed = await placeOrder(deps, context, {
    orderType: 'group',
    dealId,
    quantity: request.quantity,
    units: request.variants,
    unitsField: 'variants',
    buyer: { userId },
    // A retried join makes the order its key was given: the same hold, and a reservation
    // the order's primary key lets happen once.
    payment: { holdNow: keyed },
    shipping: null,
  });
  const { orderId, filled } = placedOrThrown(placed);
  deps.listingCache.clear();
  return { order: await orderById(deps, orderId), filled };
}

/**
 * Buys a whole group alone with the given card, charged at once; the open batch is untouched.
 * A hold first, captured once the order is committed: a failure in between leaves a hold,
 * which is released, and never a charge without its order.
 */
export async function buyAll(
  deps: GroupsDeps,
  userId: number,
  dealId: number,
  request: { paymentMethodId: string; orderUnits: UnitVariant[] },
  keyedOrderId?: number,
): Promise<Order> {
  const context = await deps.placementContext({
    dealId,
    userId,
    cardId: request.paymentMethodId,
    intentId: null,
    holdKey: null,
    numberOrder: keyedOrderId === undefined,
  });
  const placed = await placeOrder(deps, context, {
    orderType: 'solo',
    dealId,
    quantity: request.orderUnits.length,
    units: request.orderUnits,
    unitsField: 'orderUnits',
    buyer: { userId },
    // A retried buy makes the order its key was given, so the payment is asked for once.
    payment: { holdNow: keyedOrderId === undefined ? {} : { orderId: keyedOrderId } },
    shipping: null,
  });
  if (placed.kind === 'capture-refused') throw paymentRefused(placed.message);
  return orderById(deps, placedOrThrown(placed).orderId);
}

/** A join's or buy's placement as its answer; anything but a recorded order is refused. */
function placedOrThrown(placed: Placement): { orderId: number; filled: boolean } {
  if (placed.kind === 'placed') return placed;
  if (placed.kind === 'refused') throw refusalError(placed);
  // Another attempt under the same key recorded this order a moment ago; its retry finds it.
  if (placed.kind === 'in-progress') throw serviceUnavailable(placementTexts.inProgress);
  if (placed.kind === 'capture-refused') throw paymentRefused(placed.message);
  throw new Error(`a placement on a hold placed now answered ${placed.kind}`);
}
