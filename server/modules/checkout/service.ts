import { eq } from 'drizzle-orm';
import type { CheckoutRequest, CheckoutResult } from '../../../contract/checkout.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { lastAddresses, orders } from '../../db/schema.ts';
import type { ShippingAddress } from '../../db/schema.ts';
import {
  amountChargedCents,
  businessDaysAfter,
  DELIVERY_BUSINESS_DAYS,
  dollarsToCents,
  keyedVariantsToUnits,
} from '../../domain/checkout.ts';
import { expiryLeftHours } from '../../domain/deal-progress.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { HttpError, badRequest, refusalError, serviceUnavailable } from '../../http/errors.ts';
import type { ListingCache } from '../catalog/service.ts';
import {
  captureSoloOrder,
  placeOrder,
  placementContextReader,
  placementTexts,
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

  /** docs/product.md §3's checkout response of a recorded order, as it stands now. */
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

  return {
    /**
     * Turns a checkout into one order through the order engine's one front door. Every amount is
     * the store's, the client's figures only compared; a solo buy's hold is captured once its
     * order is committed, and a group reservation's is kept for when its group fills. One
     * payment intent makes at most one order: a repeated request answers the first order. A card
     * refused at authorisation leaves no order and nothing reserved; one refused at capture
     * leaves the solo order payment_failed and nothing charged.
     */
    async process(
      request: CheckoutRequest,
      shopper: { userId: number } | null,
    ): Promise<CheckoutOutcome> {
      const item = cartItemOf(request);
      const keyed = keyedVariantsToUnits(item.variants, item.quantity);
      if ('problem' in keyed) throw badRequest(checkoutTexts.variants(keyed.problem));
      const context = await placementContext({
        dealId: item.dealId,
        userId: shopper?.userId ?? null,
        cardId: request.paymentInfo.paymentMethodId,
        intentId: request.paymentInfo.paymentIntentId,
        holdKey: null,
        numberOrder: true,
      });
      const shipping = shippingOf(request, context.email);
      const placed = await placeOrder({ db, clock, payments, jobs }, context, {
        orderType: request.orderType,
        dealId: item.dealId,
        quantity: item.quantity,
        units: keyed.units,
        unitsField: 'cartItems.0.variants',
        buyer: shopper ?? { guestEmail: shipping.email },
        payment: {
          intentId: request.paymentInfo.paymentIntentId,
          cardId: request.paymentInfo.paymentMethodId,
        },
        shipping,
        seen: {
          groupSize: item.totalUnits,
          unitPriceCents: wholeCents('cartItems.0.pricePerUnit', item.pricePerUnit),
          shippingCents: wholeCents('shippingCost', request.shippingCost),
          totalCents: wholeCents('totalAmount', request.totalAmount),
        },
      });
      if (placed.kind === 'refused') throw refusalError(placed);
      if (placed.kind === 'requires_action') {
        return {
          kind: 'requires_action',
          message: placed.message,
          paymentIntentId: placed.intentId,
          clientSecret: placed.clientSecret,
        };
      }
      if (placed.kind === 'in-progress') throw serviceUnavailable(placementTexts.inProgress);
      if (placed.kind === 'recorded') return { kind: 'order', ...(await answerFor(placed.order)) };
      if (request.orderType === 'group') listingCache.clear();
      // The order stands, paid or refused at its capture: its address is kept either way.
      await saveLastAddress(shopper?.userId ?? null, shipping);
      if (placed.kind === 'capture-refused') throw paymentRefused(placed.message);
      return { kind: 'order', ...(await resultOf(placed.orderId)) };
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

/** A wire amount in dollars as whole cents; a fraction of a cent names its field. */
function wholeCents(field: string, dollars: number): number {
  const cents = dollarsToCents(dollars);
  if (cents === null) throw badRequest(checkoutTexts.wholeCents(field));
  return cents;
}

/**
 * Where the order ships, with the buyer's e-mail (a signed-in shopper's account e-mail, which
 * the form locks, else the guest's) and the phone of either form section.
 */
function shippingOf(request: CheckoutRequest, accountEmail: string | null): ShippingAddress {
  const address = request.shippingAddress;
  return {
    fullName: address.fullName,
    email: accountEmail ?? address.email.toLowerCase(),
    phone: address.phone ?? request.personalInfo.phone ?? null,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 || null,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    country: address.country,
  };
}
