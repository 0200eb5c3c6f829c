import { eq } from 'drizzle-orm';
import type { CheckoutRequest, CheckoutResult } from '../../../contract/checkout.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { IntentState, PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { lastAddresses, orders } from '../../db/schema.ts';
import type { ShippingAddress, StoredVariation } from '../../db/schema.ts';
import {
  amountChargedCents,
  businessDaysAfter,
  DELIVERY_BUSINESS_DAYS,
  dollarsToCents,
  keyedVariantsToUnits,
} from '../../domain/checkout.ts';
import { expiryLeftHours } from '../../domain/deal-progress.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { orderAmounts } from '../../domain/pricing.ts';
import type { OrderAmounts } from '../../domain/pricing.ts';
import {
  HttpError,
  allowed,
  badRequest,
  conflict,
  notFound,
  refusalError,
  refuseWith,
  serviceUnavailable,
} from '../../http/errors.ts';
import type { ListingCache } from '../catalog/service.ts';
import {
  captureSoloOrder,
  cardRefusal,
  dealRefusal,
  noRoom,
  orderNumberOf,
  placeGroupOrder,
  placeSoloOrder,
  placementContextReader,
  quantityRefusal,
  releaseHold,
  reservationTexts,
  roomRefusal,
  signInRefusal,
  variantsRefusal,
} from '../order-engine/service.ts';
import type {
  NewGroupOrder,
  NewSoloOrder,
  PlacementContext,
  PlacementDeal,
} from '../order-engine/service.ts';
import { readOrders } from '../orders/service.ts';
import { checkoutTexts } from './texts.ts';

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export type CheckoutOutcome =
  | { kind: 'order'; message: string; data: CheckoutResult }
  | { kind: 'requires_action'; message: string; paymentIntentId: string; clientSecret: string };

/** 402: the card said no; the message is the provider's, for the shopper. */
const paymentRefused = (message: string) => new HttpError(402, message);

export function createCheckoutService({
  db,
  clock,
  payments,
  jobs,
  listingCache,
}: {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  jobs: JobQueue;
  /** A reservation changes a deal's progress in the listing. */
  listingCache: ListingCache;
}) {
  const placementContext = placementContextReader(db);

  /** SPEC 3's checkout response of a recorded order, as it stands now. */
  async function resultOf(orderId: number): Promise<{ message: string; data: CheckoutResult }> {
    const now = clock.now();
    const [order] = await readOrders(db, eq(orders.id, orderId), now);
    if (!order) throw new Error(`order ${orderId} vanished`);
    const totalCents = Math.round(order.total_amount * 100);
    const solo = order.order_type === 'solo';
    const expiry = new Date(order.deal.expiry_date);
    return {
      message: solo
        ? checkoutTexts.paid
        : order.batch?.status === 'filled'
          ? checkoutTexts.completedGroup
          : checkoutTexts.reserved(order.quantity),
      data: {
        orderId: order.id,
        orderNumber: order.order_number,
        orderType: order.order_type,
        status: order.status,
        totalAmount: order.total_amount,
        amountCharged: Number(centsToDecimal(amountChargedCents(order.status, totalCents))),
        items: [
          {
            dealId: order.deal.id,
            unitsReserved: solo
              ? order.quantity
              : (order.batch?.total_reservations ?? order.quantity),
            totalUnitsNeeded: order.deal.total_units_needed,
            progressPercentage: order.progress_percentage,
            expiresAt: solo ? null : order.deal.expiry_date,
            expiryLeftHours: solo ? 0 : expiryLeftHours(expiry, now),
            groupFilled: order.batch?.status === 'filled',
            members: order.group_members ?? [],
          },
        ],
        estimatedDelivery: solo
          ? businessDaysAfter(new Date(order.created_at), DELIVERY_BUSINESS_DAYS)
          : checkoutTexts.groupDelivery,
        trackingInfo: null,
      },
    };
  }

  /**
   * The answer for an order recorded on this payment. A solo buy still waiting for its capture
   * (its request died or is still running) is captured now; one whose card refused is that 402.
   */
  async function answerFor(order: { id: number; orderType: 'group' | 'solo'; status: string }) {
    if (
      order.orderType === 'solo' &&
      (order.status === 'pending_charge' || order.status === 'payment_failed')
    ) {
      const captured = await captureSoloOrder({ db, clock, payments, jobs }, order.id);
      if (!captured.ok) throw paymentRefused(captured.message);
    }
    return resultOf(order.id);
  }

  /** The order already made with this payment, if the same shopper is asking again; else a 409. */
  function sameShoppersOrder(
    earlier: NonNullable<PlacementContext['earlier']>,
    request: CheckoutRequest,
    buyer: { userId: number | null; email: string },
  ) {
    const sameShopper =
      buyer.userId === null ? earlier.buyerEmail === buyer.email : earlier.userId === buyer.userId;
    if (
      earlier.dealId !== request.cartItems[0]?.dealId ||
      earlier.orderType !== request.orderType ||
      !sameShopper
    ) {
      throw conflict(checkoutTexts.paymentUsed);
    }
    return answerFor(earlier);
  }

  /** The order recorded on this payment since the placement's context was read. */
  async function recordedOn(intentId: string) {
    const [earlier] = await db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
    return earlier;
  }

  /**
   * The order of a captured payment, recorded and paid by a twin of this request (a double
   * click) since the context was read. Without an order the capture is an orphan the
   * reconciliation refunds, never the payment of a new order.
   */
  async function twinsOrder(
    intentId: string,
    request: CheckoutRequest,
    buyer: { userId: number | null; email: string },
  ): Promise<CheckoutOutcome> {
    const twin = await recordedOn(intentId);
    if (!twin) throw conflict(checkoutTexts.paymentUsed);
    return { kind: 'order', ...(await sameShoppersOrder(twin, request, buyer)) };
  }

  /** The order a concurrent twin of this request recorded first. */
  async function repeatOf(intentId: string) {
    const earlier = await recordedOn(intentId);
    if (!earlier) throw new Error(`no order holds intent ${intentId} after a conflict on it`);
    return answerFor(earlier);
  }

  /** The buyer: a signed-in shopper's account e-mail (the form locks it), else the guest's. */
  function buyerOf(
    request: CheckoutRequest,
    shopper: { userId: number } | null,
    accountEmail: string | null,
  ) {
    if (!shopper) return { userId: null, email: request.shippingAddress.email.toLowerCase() };
    if (accountEmail === null) throw new HttpError(401, signInRefusal().message);
    return { userId: shopper.userId, email: accountEmail };
  }

  /**
   * The hold behind the checkout, checked against the card, deal and amount; or the bank's
   * challenge to answer first. A hold for another amount is released.
   */
  async function heldIntent(
    request: CheckoutRequest,
    cardId: string,
    dealId: number,
    amounts: OrderAmounts,
  ): Promise<IntentState | Extract<CheckoutOutcome, { kind: 'requires_action' }>> {
    const intent = await payments.retrieve(request.paymentInfo.paymentIntentId);
    if (!intent) throw notFound(checkoutTexts.paymentNotFound);
    if (!isIntentFor(intent, cardId, dealId, request.orderType))
      throw conflict(checkoutTexts.paymentMismatch);
    if (intent.amountCents !== amounts.totalCents) {
      await releaseHold(db, jobs, intent.id, 'amount changed');
      throw conflict(
        checkoutTexts.totalChanged(amounts.quantity, amounts.totalCents, intent.amountCents),
      );
    }
    if (intent.status === 'requires_action' || intent.status === 'requires_confirmation') {
      return {
        kind: 'requires_action',
        message: intent.failureMessage ?? checkoutTexts.requiresAction,
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
      };
    }
    if (intent.status === 'failed')
      throw paymentRefused(intent.failureMessage ?? checkoutTexts.paymentFailed);
    if (intent.status === 'canceled') throw paymentRefused(checkoutTexts.paymentReleased);
    return intent;
  }

  /**
   * Keeps a signed-in shopper's address for their next checkout once their order stands; a guest
   * has none to keep. Written after the order, not with it: the open batch stays locked for the
   * reservation alone, and the address is a convenience the order does not depend on.
   */
  async function saveLastAddress(userId: number | null, shipping: ShippingAddress) {
    if (userId === null) return;
    const values = {
      addressLine1: shipping.addressLine1,
      addressLine2: shipping.addressLine2,
      city: shipping.city,
      state: shipping.state,
      postalCode: shipping.zipCode,
      country: shipping.country,
      updatedAt: clock.now(),
    };
    await db
      .insert(lastAddresses)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: lastAddresses.userId, set: values });
  }

  /** Reserves the group order; the engine releases the hold of a reservation not made. */
  async function placeGroup(
    order: NewGroupOrder,
    shipping: ShippingAddress,
    deal: PlacementDeal,
    unitsLeft: number | null,
  ): Promise<CheckoutOutcome> {
    const tooFew = roomRefusal(unitsLeft, order.quantity);
    if (tooFew) {
      await releaseHold(db, jobs, order.paymentIntentId, 'not reserved');
      throw refusalError(tooFew);
    }
    const outcome = await placeGroupOrder(db, jobs, order, deal, clock.now());
    if (outcome.kind === 'not-taken') throw conflict(outcome.message);
    if (outcome.kind === 'full') throw refusalError(noRoom(outcome.unitsLeft, order.quantity));
    if (outcome.kind === 'busy') throw serviceUnavailable(reservationTexts.busy);
    if (outcome.kind === 'duplicate')
      return { kind: 'order', ...(await repeatOf(order.paymentIntentId)) };
    listingCache.clear();
    await saveLastAddress(order.userId ?? null, shipping);
    return { kind: 'order', ...(await resultOf(order.id)) };
  }

  /** Records the solo order and captures it, the same way as Buy All. */
  async function placeSolo(
    order: NewSoloOrder,
    shipping: ShippingAddress,
    deal: PlacementDeal,
  ): Promise<CheckoutOutcome> {
    const placed = await placeSoloOrder({ db, clock, payments, jobs }, order, deal, clock.now());
    if (placed.kind === 'duplicate')
      return { kind: 'order', ...(await repeatOf(order.paymentIntentId)) };
    if (placed.kind === 'not-taken') throw conflict(placed.message);
    // The order stands, paid or refused at its capture: its address is kept either way.
    await saveLastAddress(order.userId ?? null, shipping);
    if (placed.kind === 'refused') throw paymentRefused(placed.message);
    return { kind: 'order', ...(await resultOf(order.id)) };
  }

  return {
    /**
     * Turns a checkout into one order. Every amount is recomputed from the deal's price; a solo
     * buy's hold is captured once its order is committed, and a group reservation's is kept for
     * when its group fills. One payment intent makes at most one order: a repeated request
     * answers the first order. A card refused at authorisation leaves no order and nothing
     * reserved; one refused at capture leaves the solo order payment_failed and nothing charged.
     */
    async process(
      request: CheckoutRequest,
      shopper: { userId: number } | null,
    ): Promise<CheckoutOutcome> {
      const item = cartItemOf(request);
      const intentId = request.paymentInfo.paymentIntentId;
      const context = await placementContext({
        dealId: item.dealId,
        userId: shopper?.userId ?? null,
        cardId: request.paymentInfo.paymentMethodId,
        intentId,
        holdKey: null,
        numberOrder: true,
      });
      const buyer = buyerOf(request, shopper, context.email);
      if (context.earlier)
        return { kind: 'order', ...(await sameShoppersOrder(context.earlier, request, buyer)) };

      const deal = allowed(context.deal, dealRefusal(context.deal, clock.now()));
      const units = checkedUnits(request, item, deal.totalUnitsNeeded, context.variations);
      const amounts = checkedAmounts(request, item, deal.groupDealPriceCents);
      const card = allowed(context.card, cardRefusal(context.card, buyer.userId));
      const intent = await heldIntent(request, card.id, deal.id, amounts);
      if ('kind' in intent) return intent;
      // Captures follow their order's recording: a captured intent has an order, or is an orphan.
      if (intent.status === 'succeeded') return twinsOrder(intentId, request, buyer);

      const { orderId } = context;
      if (orderId === null) throw new Error('the placement context numbered no order');
      const now = clock.now();
      const shipping = shippingOf(request, buyer.email);
      const order = {
        id: orderId,
        orderNumber: orderNumberOf(orderId),
        userId: buyer.userId,
        buyerEmail: buyer.email,
        dealId: deal.id,
        quantity: amounts.quantity,
        variants: units,
        shippingAddress: shipping,
        unitPriceCents: amounts.unitPriceCents,
        totalCents: amounts.totalCents,
        paymentMethodId: card.id,
        paymentIntentId: intent.id,
        // When the group's hold lapses: the re-authorisation job places a new one before then.
        holdExpiresAt: request.orderType === 'group' ? intent.captureBefore : null,
        createdAt: now,
        updatedAt: now,
      };
      return request.orderType === 'group'
        ? placeGroup(order, shipping, deal, context.unitsLeft)
        : placeSolo(order, shipping, deal);
    },
  };
}

/** The one cart item of a checkout, of the checkout's order type. */
function cartItemOf(request: CheckoutRequest) {
  const [item] = request.cartItems;
  if (!item) throw badRequest("Invalid field 'cartItems': must hold the deal to buy");
  if (item.type !== request.orderType) throw badRequest(checkoutTexts.typeMismatch);
  return item;
}

type CartItem = ReturnType<typeof cartItemOf>;

/** The item's quantity fits its order type and the deal's group, and its variants the product. */
function checkedUnits(
  request: CheckoutRequest,
  item: CartItem,
  size: number,
  variations: StoredVariation[],
): Record<string, string>[] {
  const { quantity } = item;
  if (item.totalUnits !== size) throw conflict(checkoutTexts.groupChanged(size, item.totalUnits));
  refuseWith(quantityRefusal(request.orderType, quantity, size));
  const keyed = keyedVariantsToUnits(item.variants, quantity);
  if ('problem' in keyed) throw badRequest(checkoutTexts.variants(keyed.problem));
  refuseWith(variantsRefusal('cartItems.0.variants', variations, keyed.units, quantity));
  return (keyed.units ?? []).some((unit) => Object.keys(unit).length > 0)
    ? (keyed.units ?? [])
    : [];
}

/** The order's amounts from the deal's price; the client's figures are only compared, never used. */
function checkedAmounts(request: CheckoutRequest, item: CartItem, priceCents: number) {
  const amounts = orderAmounts(priceCents, item.quantity);
  const asSent = (dollars: number) => dollarsToCents(dollars) ?? Math.round(dollars * 100);
  if (dollarsToCents(item.pricePerUnit) !== priceCents)
    throw conflict(checkoutTexts.priceChanged(priceCents, asSent(item.pricePerUnit)));
  if (dollarsToCents(request.shippingCost) !== amounts.shippingCents)
    throw conflict(checkoutTexts.shippingChanged(asSent(request.shippingCost)));
  if (dollarsToCents(request.totalAmount) !== amounts.totalCents) {
    throw conflict(
      checkoutTexts.totalChanged(item.quantity, amounts.totalCents, asSent(request.totalAmount)),
    );
  }
  return amounts;
}

/** Where the order ships, with the buyer's e-mail and the phone of either form section. */
function shippingOf(request: CheckoutRequest, buyerEmail: string): ShippingAddress {
  const address = request.shippingAddress;
  return {
    fullName: address.fullName,
    email: buyerEmail,
    phone: address.phone ?? request.personalInfo.phone ?? null,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 || null,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    country: address.country,
  };
}

/** The intent was authorised by this checkout's card, for this deal and order type, as a hold. */
function isIntentFor(
  intent: IntentState,
  paymentMethodId: string,
  dealId: number,
  orderType: 'group' | 'solo',
): boolean {
  return (
    intent.paymentMethodId === paymentMethodId &&
    intent.metadata.dealId === String(dealId) &&
    intent.metadata.orderType === orderType &&
    intent.captureMethod === 'manual'
  );
}
