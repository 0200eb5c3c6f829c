import { and, eq, sql } from 'drizzle-orm';
import type { CheckoutRequest, CheckoutResult } from '../../../contract/checkout.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { IntentState, PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import {
  batches,
  deals,
  lastAddresses,
  orders,
  paymentMethods,
  products,
  users,
} from '../../db/schema.ts';
import type { ShippingAddress } from '../../db/schema.ts';
import {
  amountChargedCents,
  businessDaysAfter,
  DELIVERY_BUSINESS_DAYS,
  dollarsToCents,
  keyedVariantsToUnits,
  SHIPPING_CENTS,
} from '../../domain/checkout.ts';
import { effectiveDealStatus, expiryLeftHours } from '../../domain/deal-progress.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { unitVariantsProblem } from '../../domain/variants.ts';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { readOrders } from '../orders/order-view.ts';
import { queueHoldRelease } from '../groups/holds.ts';
import {
  captureSoloOrder,
  recordSoloOrder,
  releasingHoldOnFailure,
} from '../groups/solo-charge.ts';
import { orderNumberOf } from '../groups/service.ts';
import type { GroupsService } from '../groups/service.ts';
import { groupTexts } from '../groups/texts.ts';
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
  groups,
  jobs,
}: {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  groups: GroupsService;
  jobs: JobQueue;
}) {
  async function nextOrderId(): Promise<number> {
    const [row] = await db
      .select({ id: sql<number>`nextval('orders_id_seq')::int` })
      .from(sql`(select 1) as one`);
    if (!row) throw new Error('no order id allocated');
    return row.id;
  }

  /** Lets go of a hold this checkout can no longer use; durable, so a crash cannot leave it placed. */
  async function releaseHold(intentId: string, reason: string) {
    await queueHoldRelease(db, jobs, intentId, reason);
  }

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
  async function earlierOrder(
    intentId: string,
    request: CheckoutRequest,
    userId: number | null,
    buyerEmail: string,
  ) {
    const [earlier] = await db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
    if (!earlier) return null;
    const item = request.cartItems[0];
    const sameShopper =
      userId === null ? earlier.buyerEmail === buyerEmail : earlier.userId === userId;
    if (
      earlier.dealId !== item?.dealId ||
      earlier.orderType !== request.orderType ||
      !sameShopper
    ) {
      throw conflict(checkoutTexts.paymentUsed);
    }
    return answerFor(earlier);
  }

  /** The order a concurrent twin of this request recorded first. */
  async function repeatOf(intentId: string) {
    const [earlier] = await db
      .select({ id: orders.id, orderType: orders.orderType, status: orders.status })
      .from(orders)
      .where(eq(orders.paymentIntentId, intentId));
    if (!earlier) throw new Error(`no order holds intent ${intentId} after a conflict on it`);
    return answerFor(earlier);
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
      const [item] = request.cartItems;
      if (!item) throw badRequest("Invalid field 'cartItems': must hold the deal to buy");
      if (item.type !== request.orderType) throw badRequest(checkoutTexts.typeMismatch);
      const intentId = request.paymentInfo.paymentIntentId;

      const [account] = shopper
        ? await db.select().from(users).where(eq(users.id, shopper.userId))
        : [];
      if (shopper && !account) throw new HttpError(401, 'Please sign in to continue');
      // A signed-in shopper's e-mail is the account's (the form locks it); a guest's is the one given.
      const buyerEmail = account?.email ?? request.shippingAddress.email.toLowerCase();
      const userId = account?.id ?? null;

      const repeated = await earlierOrder(intentId, request, userId, buyerEmail);
      if (repeated) return { kind: 'order', ...repeated };

      const [row] = await db
        .select({ deal: deals, variations: products.variations })
        .from(deals)
        .innerJoin(products, eq(products.id, deals.productId))
        .where(eq(deals.id, item.dealId));
      if (!row) throw notFound(groupTexts.dealNotFound);
      const { deal, variations } = row;
      const dealStatus = effectiveDealStatus(deal.status, deal.expiryDate, clock.now());
      if (dealStatus === 'expired') throw conflict(groupTexts.dealClosed);
      if (dealStatus === 'inactive') throw conflict(groupTexts.dealInactive);

      const size = deal.totalUnitsNeeded;
      const { quantity } = item;
      if (item.totalUnits !== size)
        throw conflict(checkoutTexts.groupChanged(size, item.totalUnits));
      if (request.orderType === 'solo' && quantity !== size)
        throw conflict(checkoutTexts.soloIsWholeGroup(size));
      if (request.orderType === 'group' && quantity >= size)
        throw conflict(checkoutTexts.groupTooLarge(size));

      const keyed = keyedVariantsToUnits(item.variants, quantity);
      if ('problem' in keyed) throw badRequest(checkoutTexts.variants(keyed.problem));
      const problem = unitVariantsProblem(variations, keyed.units, quantity);
      if (problem) throw badRequest(checkoutTexts.variants(problem));
      const units = (keyed.units ?? []).some((unit) => Object.keys(unit).length > 0)
        ? (keyed.units ?? [])
        : [];

      // The client's figures are only compared, never used: a stale or tampered cart is refused.
      const priceCents = deal.groupDealPriceCents;
      const totalCents = priceCents * quantity + SHIPPING_CENTS;
      const givenPrice = dollarsToCents(item.pricePerUnit);
      if (givenPrice !== priceCents)
        throw conflict(
          checkoutTexts.priceChanged(priceCents, givenPrice ?? Math.round(item.pricePerUnit * 100)),
        );
      const givenShipping = dollarsToCents(request.shippingCost);
      if (givenShipping !== SHIPPING_CENTS)
        throw conflict(
          checkoutTexts.shippingChanged(givenShipping ?? Math.round(request.shippingCost * 100)),
        );
      const givenTotal = dollarsToCents(request.totalAmount);
      if (givenTotal !== totalCents) {
        throw conflict(
          checkoutTexts.totalChanged(
            quantity,
            totalCents,
            givenTotal ?? Math.round(request.totalAmount * 100),
          ),
        );
      }

      const [card] = await db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, request.paymentInfo.paymentMethodId));
      // A card saved to an account is that account's alone.
      if (!card || (card.userId !== null && card.userId !== userId))
        throw notFound(checkoutTexts.paymentMethodNotFound);
      const intent = await payments.retrieve(intentId);
      if (!intent) throw notFound(checkoutTexts.paymentNotFound);
      if (!isIntentFor(intent, card.id, deal.id, request.orderType))
        throw conflict(checkoutTexts.paymentMismatch);
      if (intent.amountCents !== totalCents) {
        await releaseHold(intent.id, 'amount changed');
        throw conflict(checkoutTexts.totalChanged(quantity, totalCents, intent.amountCents));
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
      // Captures follow their order's recording, so a captured intent without one is an orphan
      // the reconciliation refunds: never the payment of a new order.
      if (intent.status === 'succeeded') throw conflict(checkoutTexts.paymentUsed);

      const address = request.shippingAddress;
      const shipping: ShippingAddress = {
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
      const saveLastAddress = async (tx: Db) => {
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
        await tx
          .insert(lastAddresses)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: lastAddresses.userId, set: values });
      };

      const orderId = await nextOrderId();
      const now = clock.now();
      const order = {
        id: orderId,
        orderNumber: orderNumberOf(orderId),
        userId,
        buyerEmail,
        dealId: deal.id,
        quantity,
        variants: units,
        shippingAddress: shipping,
        unitPriceCents: priceCents,
        totalCents,
        paymentMethodId: card.id,
        paymentIntentId: intent.id,
        // When the group's hold lapses: the re-authorisation job places a new one before then.
        holdExpiresAt: request.orderType === 'group' ? intent.captureBefore : null,
        createdAt: now,
        updatedAt: now,
      };

      if (request.orderType === 'group') {
        // Refuse early what the group cannot take; the reservation below still decides under concurrency.
        const [open] = await db
          .select({ reserved: batches.reservedUnits, size: batches.size })
          .from(batches)
          .where(and(eq(batches.dealId, deal.id), eq(batches.status, 'open')));
        if (open && open.reserved + quantity > open.size) {
          await releaseHold(intent.id, 'not reserved');
          throw conflict(checkoutTexts.unitsLeft(open.size - open.reserved, quantity));
        }
        // A guest has no address to keep: their reservation is then one statement, no transaction.
        const outcome = await releasingHoldOnFailure(db, jobs, intent.id, () =>
          groups.reserveAndRecordOrder(order, size, userId === null ? undefined : saveLastAddress),
        );
        if (outcome.kind === 'full') {
          await releaseHold(intent.id, 'not reserved');
          throw conflict(checkoutTexts.unitsLeft(outcome.unitsLeft, quantity));
        }
        if (outcome.kind === 'duplicate') return { kind: 'order', ...(await repeatOf(intent.id)) };
        return { kind: 'order', ...(await resultOf(orderId)) };
      }

      const recorded = await releasingHoldOnFailure(db, jobs, intent.id, () =>
        db.transaction(async (tx) => {
          const inserted = await recordSoloOrder(tx, jobs, order, now);
          if (inserted) await saveLastAddress(tx);
          return inserted;
        }),
      );
      if (!recorded) return { kind: 'order', ...(await repeatOf(intent.id)) };
      const captured = await captureSoloOrder({ db, clock, payments, jobs }, orderId);
      if (!captured.ok) throw paymentRefused(captured.message);
      return { kind: 'order', ...(await resultOf(orderId)) };
    },
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
